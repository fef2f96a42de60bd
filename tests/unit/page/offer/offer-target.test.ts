// Where the call button goes beside an offered number: on the side its line ends on (the left in
// Arabic text), and what it must stay off is asked of the page's marks with the offered number
// itself and our own elements left out.
import { parseHTML } from 'linkedom';
import { describe, expect, it, vi } from 'vitest';
import type { MatchIndex } from '../../../../utils/page/marks/match-index';
import { placement, type Offered } from '../../../../utils/page/offer/offer-target';
import type { PageMatch } from '../../../../utils/page/read/page-match';
import { documentRoot } from '../../../../utils/page/dom/roots';

const onScreen = vi.hoisted(() => ({ asked: [] as unknown[][] }));
vi.mock('../../../../utils/page/offer/on-screen', () => ({
  coversNumber: (...args: unknown[]) => {
    onScreen.asked.push(args);
    return true;
  },
  coversText: () => false,
  matchRect: () => null,
  fieldRect: () => null,
  columnRect: (element: Element) => ({ column: element.localName }),
  onScreen: () => true,
}));

function offeredIn(html: string) {
  const { document } = parseHTML(`<html><body>${html}</body></html>`);
  const root = documentRoot(document);
  Object.assign(document.defaultView!, {
    getComputedStyle: (element: Element) => ({
      direction: element.closest('[dir=rtl]') ? 'rtl' : 'ltr',
    }),
  });
  const cell = document.querySelector('td')!;
  const match = {
    text: cell.textContent!,
    dial: '966551234567',
    spans: [{ node: cell.firstChild, start: 0, end: 10 }],
    block: cell,
    root,
  } as unknown as PageMatch;
  return { offered: { kind: 'match', match, via: 'pointer' } as Offered, document, match };
}

describe('placement', () => {
  it('puts the button where the number’s line ends: right in English, left in Arabic', () => {
    const index = {} as MatchIndex;
    const isOurs = () => false;
    const ltr = offeredIn('<table><tr><td>0551234567</td></tr></table>');
    expect(placement(ltr.offered, index, isOurs).end).toBe('right');
    const rtl = offeredIn('<table dir="rtl"><tr><td>0551234567</td></tr></table>');
    expect(placement(rtl.offered, index, isOurs).end).toBe('left');
  });

  it('keeps off other numbers, leaving out the offered one and our own elements', () => {
    const index = {} as MatchIndex;
    const isOurs = (element: Element) => element.localName === 'dialbridge-overlay';
    const { offered, match } = offeredIn('<table><tr><td>0551234567</td></tr></table>');
    onScreen.asked = [];
    const box = { x: 1 } as unknown as DOMRect;
    expect(placement(offered, index, isOurs).coversNumber(box)).toBe(true);
    const [askedIndex, askedRoot, askedBox, own, ours] = onScreen.asked[0]!;
    expect(askedIndex).toBe(index);
    expect(askedRoot).toBe(match.root);
    expect(askedBox).toBe(box);
    expect(own).toBe(match);
    expect(ours).toBe(isOurs);
  });
});
