// From a block's digit runs to the numbers a person can see: a lone cell, a number split over
// inline elements, a hidden piece that separates the digits around it, a hidden number (told, so
// it can be looked at again when shown), a closed <details>, and a bare national number that a
// "Mobile" column header makes a phone.
import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { matchRun } from '../../../../utils/page/read/match-run';
import type { PageMatch } from '../../../../utils/page/read/page-match';
import type { ScanRoot } from '../../../../utils/page/dom/roots';
import { ownRuns } from '../../../../utils/page/read/text-runs';

const ROOT = {} as ScanRoot;
/** Stands in for the computed-style check: hidden means inside [hidden]. */
const visible = (element: Element) => !element.closest('[hidden]');

function matchesIn(html: string): { found: PageMatch[]; hidden: number } {
  const { document } = parseHTML(`<!doctype html><html><body>${html}</body></html>`);
  const block = document.querySelector('[data-block]')!;
  // linkedom does not reflect <details open> as a property; browsers do.
  for (const details of document.querySelectorAll('details'))
    Object.defineProperty(details, 'open', { get: () => details.hasAttribute('open') });
  let hidden = 0;
  const found = ownRuns(block).flatMap((run) => matchRun(run, ROOT, 'SA', visible, () => hidden++));
  return { found, hidden };
}

const summary = (match: PageMatch) => ({
  text: match.text,
  dial: match.dial,
  spans: match.spans.map((span) => span.node.data.slice(span.start, span.end)),
});

describe('matchRun', () => {
  it('finds the number of a lone cell, with its span in that text node', () => {
    const { found } = matchesIn('<table><tr><td data-block>Mobile 0551234567</td></tr></table>');
    expect(found.map(summary)).toEqual([
      { text: '0551234567', dial: '966551234567', spans: ['0551234567'] },
    ]);
    expect(found[0]!.root).toBe(ROOT);
    expect((found[0]!.block as Element).localName).toBe('td');
  });

  it('joins a number split over inline elements, one span per piece', () => {
    const { found } = matchesIn('<p data-block><span>055</span> <b>123</b> 4567</p>');
    expect(found.map(summary)).toEqual([
      { text: '055 123 4567', dial: '966551234567', spans: ['055', ' ', '123', ' 4567'] },
    ]);
  });

  it('takes the bracket written before a number whose groups sit in their own elements', () => {
    const { found } = matchesIn('<p data-block>Office (<i>011</i>) <u>465</u>-<u>8203</u></p>');
    expect(found.map(summary)).toEqual([
      {
        text: '(011) 465-8203',
        dial: '966114658203',
        spans: ['(', '011', ') ', '465', '-', '8203'],
      },
    ]);
    const plus = matchesIn('<p data-block>+<b>966</b> <b>55</b> 123 4567</p>');
    expect(plus.found.map((match) => match.dial)).toEqual(['966551234567']);
    // A bracket after a word is not an opener: "(see" is text, and stays out.
    const word = matchesIn('<p data-block>(see <i>011</i>) <u>465</u>-<u>8203</u></p>');
    expect(word.found).toEqual([]);
  });

  it('lets a hidden piece separate the digits around it: no number with or without it', () => {
    const { found, hidden } = matchesIn('<p data-block>055<span hidden>9</span>1234567</p>');
    expect(found).toEqual([]);
    expect(hidden).toBe(0);
  });

  it('leaves out a number that is not shown, and says so, split over pieces too', () => {
    const { found, hidden } = matchesIn('<p data-block hidden>Call 0551234567</p>');
    expect(found).toEqual([]);
    expect(hidden).toBe(1);
    const split = matchesIn('<p data-block hidden><span>055</span> 123 4567</p>');
    expect(split.found).toEqual([]);
    expect(split.hidden).toBe(1);
  });

  it('leaves out text right inside a closed <details>, and finds it once opened', () => {
    expect(
      matchesIn('<details data-block>0551234567<summary>More</summary></details>').found,
    ).toEqual([]);
    expect(
      matchesIn('<details data-block open>0551234567<summary>More</summary></details>').found.map(
        summary,
      ),
    ).toEqual([{ text: '0551234567', dial: '966551234567', spans: ['0551234567'] }]);
  });

  it('reads a bare national number as a phone under a "Mobile" column, not under "Order"', () => {
    const table = (header: string) =>
      `<table><thead><tr><th>${header}</th></tr></thead>` +
      '<tbody><tr><td data-block>551874302</td></tr></tbody></table>';
    expect(matchesIn(table('Mobile')).found.map(summary)).toEqual([
      { text: '551874302', dial: '966551874302', spans: ['551874302'] },
    ]);
    expect(matchesIn(table('Order')).found).toEqual([]);
  });

  it('finds nothing in a run without a digit', () => {
    const { document } = parseHTML('<p>no number</p>');
    const text = document.querySelector('p')!.firstChild as Text;
    const run = { block: document.querySelector('p')!, nodes: [text], hasDigit: false };
    expect(matchRun(run, ROOT, 'SA', visible)).toEqual([]);
  });
});
