/**
 * Recall and precision over the labelled corpora (not a test; run:
 * npx tsx tests/unit/phone/figures.ts [another tree's utils/phone directory, to compare]).
 * Expected dials are hand-written (written-forms.ts) or worked out by the generator (corpus.ts).
 */
import { resolve } from 'node:path';
import type { findPhoneNumbers as Finder } from '../../../utils/phone';
import { labelledCrmRows } from './corpus';
import { score, type Labelled } from './score';
import { writtenFormTexts } from './written-forms';

const directory = process.argv[2] ? resolve(process.argv[2]) : '../../../utils/phone';
const { findPhoneNumbers } = (await import(`${directory}/index.ts`)) as {
  findPhoneNumbers: typeof Finder;
};

function print(label: string, items: Labelled[]): void {
  const { expected, found, correct, misses, falseFinds } = score(findPhoneNumbers, items);
  const recall = ((100 * correct) / expected).toFixed(2);
  const precision = found ? ((100 * correct) / found).toFixed(2) : '—';
  console.log(
    `${label.padEnd(34)} ${String(expected).padStart(5)} numbers, ${String(found).padStart(5)} found: ` +
      `recall ${recall} %, precision ${precision} % (${misses.length} missed, ${falseFinds.length} false)`,
  );
}

print('written forms (EN, AR, alone, field)', writtenFormTexts());
print(
  'CRM rows (5,000)',
  labelledCrmRows(5_000)
    .flat()
    .map(([text, dials]) => ({ text, country: 'SA', dials })),
);
