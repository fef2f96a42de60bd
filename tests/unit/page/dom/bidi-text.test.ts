// The implicit bidi rules lay Latin digit groups right to left after a right-to-left letter or
// mark: what comes before a number, within its paragraph, decides.
import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { strongBefore } from '../../../../utils/page/dom/bidi-text';

/** The paragraph `html` and where its number (the text '966') starts. */
function before(html: string): ReturnType<typeof strongBefore> {
  const { document } = parseHTML(`<!doctype html><html><body><p>${html}</p></body></html>`);
  const block = document.querySelector('p')!;
  const walker = document.createTreeWalker(block, 4);
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    const at = node.data.indexOf('966');
    if (at >= 0) return strongBefore(block, node, at);
  }
  throw new Error('no number in the paragraph');
}

describe('strongBefore', () => {
  it.each([
    ['\u200F+966 59 876 5432\u200E', 'R'], // the RLM WhatsApp copies before a number
    ['اتصل على 966 59 876 5432', 'AL'], // an Arabic letter: its digits become Arabic numbers
    ['<b>العميل</b>: <span>+966 59 876 5432</span>', 'AL'], // in an earlier text node
    ['עברית 966 59 876 5432', 'R'],
    ['\u061C966 59 876 5432', 'AL'], // the Arabic letter mark
    ['Call 966 59 876 5432', 'L'],
    ['+966 59 876 5432', null], // the paragraph's start
    ['اتصل Mobile: 966 59 876 5432', 'L'], // the last strong character is Latin
    ['\u200E966 59 876 5432', 'L'], // an LRM
    ['اتصل 12, 34: 966 59 876 5432', 'AL'], // digits and punctuation are not strong
  ])('%j: %s', (html, expected) => {
    expect(before(html)).toBe(expected);
  });
});
