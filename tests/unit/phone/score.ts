/** Recall and precision of a finder over labelled text (figures.ts, corpus-figures.test.ts). */
import type { FindOptions, PhoneMatch } from '../../../utils/phone';

export interface Labelled {
  text: string;
  country: string;
  /** The dials a person reading the text would call, in any order. */
  dials: string[];
  options?: FindOptions;
}

export interface Score {
  expected: number;
  found: number;
  correct: number;
  misses: string[];
  falseFinds: string[];
}

type Finder = (text: string, country: string, options?: FindOptions) => PhoneMatch[];

export function score(find: Finder, items: Labelled[]): Score {
  const result: Score = { expected: 0, found: 0, correct: 0, misses: [], falseFinds: [] };
  for (const item of items) {
    const left = [...item.dials];
    const found = find(item.text, item.country, item.options);
    result.expected += item.dials.length;
    result.found += found.length;
    for (const { dial } of found) {
      const index = left.indexOf(dial);
      if (index >= 0) {
        left.splice(index, 1);
        result.correct++;
      } else {
        result.falseFinds.push(`${JSON.stringify(item.text)} → ${dial}`);
      }
    }
    for (const dial of left) result.misses.push(`${JSON.stringify(item.text)}: ${dial}`);
  }
  return result;
}
