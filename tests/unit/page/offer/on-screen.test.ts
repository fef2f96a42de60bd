// Where things are on the person's screen: whether a number can be seen now (in the viewport and
// the topmost thing at its middle), and whether a box we would draw covers another marked number.
// Layout stands in for a browser's: each number has one box, and elementFromPoint answers from a
// table of boxes.
import { parseHTML } from 'linkedom';
import { describe, expect, it, vi } from 'vitest';
import type { ScanRoot } from '../../../../utils/page/dom/roots';
import { Rect } from '../rect';

vi.mock('../../../../utils/page/marks/highlight', () => ({
  rangeOf: () => null,
  addMark: () => {},
  removeMark: () => {},
}));
vi.mock('../../../../utils/page/dom/visibility', () => ({ isVisible: () => true }));
const { MatchIndex } = await import('../../../../utils/page/marks/match-index');
const { matchRun } = await import('../../../../utils/page/read/match-run');
const { ownRuns } = await import('../../../../utils/page/read/text-runs');
const { coversNumber, onScreen } = await import('../../../../utils/page/offer/on-screen');

const box = (left: number, top: number, width: number, height: number) =>
  new Rect(left, top, width, height);

/** `scrolls`: the notes box scrolls (overflow: auto); otherwise it lets its text overflow. */
function page(boxes: Record<string, Rect>, scrolls = false) {
  const { document } = parseHTML(
    '<!doctype html><html><body>' +
      '<div id="notes"><p id="a">Mobile 0551230001</p></div><p id="b">Office 0551230002</p>' +
      '<div id="cover"></div></body></html>',
  );
  const overflow = (element: Element) => (element.id === 'notes' && scrolls ? 'auto' : 'visible');
  Object.assign(document.defaultView!, {
    innerWidth: 400,
    innerHeight: 300,
    getComputedStyle: (element: Element) => ({
      overflowX: overflow(element),
      overflowY: overflow(element),
    }),
  });
  const notes = document.getElementById('notes')!;
  notes.getBoundingClientRect = () => (boxes.notes ?? box(0, 0, 0, 0)) as unknown as DOMRect;
  const root = { doc: document, node: document } as unknown as ScanRoot;
  const index = new MatchIndex();
  for (const id of ['a', 'b']) {
    const block = document.getElementById(id)!;
    index.replace(
      block,
      ownRuns(block).flatMap((run) => matchRun(run, root, 'SA', () => true)),
    );
  }
  const boxOf = (id: string) => boxes[id];
  // A range's box is its block's; elementFromPoint answers the last listed box holding the point.
  Object.assign(document, {
    createRange: () => {
      let node: Node | null = null;
      return {
        setStart: (start: Node) => (node = start),
        setEnd: () => {},
        get commonAncestorContainer() {
          return node;
        },
        getBoundingClientRect: () => boxOf((node!.parentNode as Element).id) ?? box(0, 0, 0, 0),
        getClientRects: () => {
          const found = boxOf((node!.parentNode as Element).id);
          return found ? [found] : [];
        },
      };
    },
    elementFromPoint: (x: number, y: number) => topAt(x, y)[0] ?? null,
    elementsFromPoint: (x: number, y: number) => topAt(x, y),
  });
  const topAt = (x: number, y: number) =>
    Object.entries(boxes)
      .filter(([, b]) => x >= b.left && x <= b.right && y >= b.top && y <= b.bottom)
      .map(([id]) => document.getElementById(id)!)
      .reverse();
  const number = (id: string) => index.in(document.getElementById(id)!)[0]!;
  return { document, root, index, number };
}

describe('onScreen', () => {
  it('is true for a number in the viewport that is the topmost thing at its middle', () => {
    const { number } = page({ a: box(10, 10, 100, 20) });
    expect(onScreen(number('a'))).toBe(true);
  });

  it('is false below or beside the viewport, and for a number with no box', () => {
    expect(onScreen(page({ a: box(10, 300, 100, 20) }).number('a'))).toBe(false);
    expect(onScreen(page({ a: box(-120, 10, 100, 20) }).number('a'))).toBe(false);
    expect(onScreen(page({}).number('a'))).toBe(false);
  });

  it('is false for a number scrolled out of its scroll box, though the viewport holds it', () => {
    // Below the box, the point hits the page around it, which holds the box and so the number.
    const below = { a: box(10, 120, 100, 20), notes: box(0, 0, 300, 100) };
    const hidden = page(below, true);
    const body = hidden.document.body;
    Object.assign(hidden.document, { elementFromPoint: () => body });
    expect(onScreen(hidden.number('a'))).toBe(false);
    const overflowing = page(below, false);
    Object.assign(overflowing.document, { elementFromPoint: () => overflowing.document.body });
    expect(onScreen(overflowing.number('a'))).toBe(true);
    expect(
      onScreen(page({ a: box(10, 40, 100, 20), notes: box(0, 0, 300, 100) }, true).number('a')),
    ).toBe(true);
  });

  it('looks through our own control over the number', () => {
    const { document, number } = page({ a: box(10, 10, 100, 20), cover: box(0, 0, 400, 300) });
    const cover = document.getElementById('cover');
    expect(onScreen(number('a'), (element) => element === cover)).toBe(true);
  });

  it('is false when something else lies over its middle', () => {
    const { number } = page({ a: box(10, 10, 100, 20), cover: box(0, 0, 400, 300) });
    expect(onScreen(number('a'))).toBe(false);
  });
});

describe('coversNumber', () => {
  const ours = () => false;

  it('is true when the box lies over another marked number, false over its own', () => {
    const { index, root, number } = page({ a: box(10, 10, 100, 20), b: box(10, 40, 100, 20) });
    const overB = box(20, 38, 60, 24) as unknown as DOMRect;
    expect(coversNumber(index, root, overB, number('a'), ours)).toBe(true);
    expect(coversNumber(index, root, overB, number('b'), ours)).toBe(false);
  });

  it('is false over empty page, and looks through our own elements', () => {
    const { document, index, root, number } = page({
      a: box(10, 10, 100, 20),
      b: box(10, 40, 100, 20),
      cover: box(0, 0, 400, 300),
    });
    const beside = box(200, 40, 60, 20) as unknown as DOMRect;
    expect(coversNumber(index, root, beside, number('a'), ours)).toBe(false);
    const overB = box(20, 38, 60, 24) as unknown as DOMRect;
    const cover = document.getElementById('cover');
    expect(coversNumber(index, root, overB, number('a'), (el) => el === cover)).toBe(true);
  });
});
