// Which number is under the pointer, at the caret or inside a focused element. Layout stands in
// for the browser's: a number's boxes come from a table here, and "visible" means not [hidden].
import { parseHTML } from 'linkedom';
import { describe, expect, it, vi } from 'vitest';
import type { ScanRoot } from '../../../../utils/page/dom/roots';

vi.mock('../../../../utils/page/marks/highlight', () => ({
  rangeOf: () => null,
  addMark: () => {},
  removeMark: () => {},
}));
vi.mock('../../../../utils/page/dom/visibility', () => ({
  isVisible: (element: Element) => !element.closest('[hidden]'),
}));
const { MatchIndex } = await import('../../../../utils/page/marks/match-index');
const { matchRun } = await import('../../../../utils/page/read/match-run');
const { ownRuns } = await import('../../../../utils/page/read/text-runs');
const { matchAtCaret, matchAtPoint, matchInside } =
  await import('../../../../utils/page/offer/hit-test');

const { document } = parseHTML(
  '<table><tr>' +
    '<td id="a"><span>055</span> 123 4567 <b>Home</b></td>' +
    '<td id="b">Office 0112345678</td>' +
    '<td id="c"><div><p>Notes</p></div> 0551112222</td>' +
    '<td id="d"><span hidden>0557778888</span></td>' +
    '</tr></table>',
);
const root = { doc: document, node: document } as unknown as ScanRoot;
const cell = (id: string) => document.getElementById(id)!;
const textIn = (element: Element, data: string) =>
  [...element.querySelectorAll('*'), element]
    .flatMap((el) => [...el.childNodes])
    .find((node) => node.nodeType === 3 && (node as Text).data === data) as Text;

const index = new MatchIndex();
for (const id of ['a', 'b', 'c', 'd']) {
  const found = ownRuns(cell(id)).flatMap((run) => matchRun(run, root, 'SA', () => true));
  index.replace(cell(id), found);
}
const numberIn = (id: string) => index.in(cell(id))[0]!;

/** Each number's one box on screen, by its text. */
const BOXES: Record<string, { left: number; right: number; top: number; bottom: number }> = {
  '055 123 4567': { left: 10, right: 100, top: 10, bottom: 30 },
  '0112345678': { left: 200, right: 280, top: 10, bottom: 30 },
  '0551112222': { left: 300, right: 380, top: 40, bottom: 60 },
  '0557778888': { left: 400, right: 480, top: 10, bottom: 30 },
};
// linkedom has no layout: a range's boxes are the table's, found by the range's text.
Object.assign(document, {
  createRange: () => {
    let start: [Text, number] = [null as unknown as Text, 0];
    let end: [Text, number] = [null as unknown as Text, 0];
    return {
      setStart: (node: Text, offset: number) => (start = [node, offset]),
      setEnd: (node: Text, offset: number) => (end = [node, offset]),
      getClientRects() {
        const text = [...index.in(start[0].parentElement!.closest('td')!)].find(
          (match) => match.spans[0]!.node === start[0] && match.spans.at(-1)!.node === end[0],
        )?.text;
        return text ? [BOXES[text]!] : [];
      },
    };
  },
});

describe('matchAtPoint', () => {
  it('finds the number whose box holds the point, a pixel of slack around it', () => {
    const target = textIn(cell('a'), ' 123 4567 ');
    expect(matchAtPoint(index, target, 50, 20)?.dial).toBe('966551234567');
    expect(matchAtPoint(index, target, 101, 31)?.dial).toBe('966551234567');
    expect(matchAtPoint(index, target, 102, 20)).toBeNull();
  });

  it('climbs from a nested block to the number of the block around it', () => {
    const padding = cell('c').querySelector('p')!;
    expect(matchAtPoint(index, padding, 340, 50)?.dial).toBe('966551112222');
  });

  it('refuses a number that is not shown (marked before its style was read)', () => {
    expect(matchAtPoint(index, cell('d'), 440, 20)).toBeNull();
  });
});

describe('matchAtCaret', () => {
  it('finds the number holding the caret, its ends included, and nothing in a label', () => {
    const first = textIn(cell('a'), '055');
    expect(matchAtCaret(index, first, 0)).toBe(numberIn('a'));
    expect(matchAtCaret(index, first, 3)).toBe(numberIn('a'));
    expect(matchAtCaret(index, textIn(cell('a'), 'Home'), 1)).toBeNull();
    expect(matchAtCaret(index, cell('a'), 0)).toBeNull();
  });
});

describe('matchInside', () => {
  it('finds the first number inside a focused element, and none in one without', () => {
    expect(matchInside(index, cell('b'))?.dial).toBe('966112345678');
    expect(matchInside(index, cell('a').querySelector('span')!)).toBe(numberIn('a'));
    expect(matchInside(index, cell('a').querySelector('b')!)).toBeNull();
  });
});
