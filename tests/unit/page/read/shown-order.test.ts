// The control names the number the person sees: a number whose digits the layout shows in another
// order than its text (bidi overrides, flex order, positioning) is never offered.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PageMatch } from '../../../../utils/page/read/page-match';
import { shownInTextOrder } from '../../../../utils/page/read/shown-order';
import { Rect } from '../rect';

beforeAll(() => vi.stubGlobal('DOMRect', Rect));
afterAll(() => vi.unstubAllGlobals());

const WIDTH = 8;
const HEIGHT = 16;

/** A box per character of the text, as the layout would give it: [left, top] or null (no box). */
type Layout = ([number, number] | null)[];

function box(left: number, top: number) {
  return new Rect(left, top, WIDTH, HEIGHT) as DOMRect;
}

/** One text node laid out by `layout`, in a paragraph of `direction`. */
function shown(text: string, layout: Layout, direction: 'ltr' | 'rtl' = 'ltr'): boolean {
  const node = { data: text } as unknown as Text;
  const doc = {
    createRange() {
      let start = 0;
      return {
        setStart: (_: Node, offset: number) => (start = offset),
        setEnd: () => undefined,
        getBoundingClientRect: () => {
          const at = layout[start];
          return at ? box(at[0], at[1]) : (new Rect(0, 0, 0, 0) as DOMRect);
        },
      };
    },
    defaultView: { getComputedStyle: () => ({ direction }) },
  };
  const block = { nodeType: 1 } as Node;
  const match = {
    text,
    dial: '',
    spans: [{ node, start: 0, end: text.length }],
    block,
    root: { doc },
  } as unknown as PageMatch;
  return shownInTextOrder(match);
}

/** Characters one after the other on a line from x = 0, left to right. */
const inReadingOrder = (text: string): Layout => [...text].map((_, i) => [i * WIDTH, 0]);

describe('shownInTextOrder', () => {
  it('offers a number laid out as its text reads', () => {
    expect(shown('055 123 4567', inReadingOrder('055 123 4567'))).toBe(true);
  });

  it('refuses a number whose digits a bidi override shows reversed', () => {
    const text = '0551234567';
    const reversed: Layout = [...text].map((_, i) => [(text.length - 1 - i) * WIDTH, 0]);
    expect(shown(text, reversed)).toBe(false);
  });

  it('takes groups right to left in a right-to-left paragraph, as Arabic lays them out', () => {
    // "055 123": the group 055 at the right, 123 to its left, each read left to right.
    const layout: Layout = [[100, 0], [108, 0], [116, 0], null, [60, 0], [68, 0], [76, 0]];
    expect(shown('055 123', layout, 'rtl')).toBe(true);
    expect(shown('055 123', layout, 'ltr')).toBe(false);
  });

  it('takes Arabic-Indic groups right to left in a left-to-right paragraph, as bidi lays them out', () => {
    const layout: Layout = [[100, 0], [108, 0], [116, 0], null, [60, 0], [68, 0], [76, 0]];
    expect(shown('٠٥٥ ١٢٣', layout, 'ltr')).toBe(true);
    // Persian digits are European numbers to the bidi algorithm: their groups stay left to right.
    expect(shown('۰۵۵ ۱۲۳', layout, 'ltr')).toBe(false);
  });

  it('refuses groups that go one way and then the other (flex order, positioning)', () => {
    const layout: Layout = [[50, 0], [58, 0], null, [100, 0], [108, 0], null, [0, 0], [8, 0]];
    expect(shown('05 55 12', layout)).toBe(false);
  });

  it('takes groups the bidi algorithm joins (one . , / : between them) left to right inside a right-to-left number', () => {
    // "1 (800) 749.3524" in an Arabic sentence: 749.3524 at the left, read left to right; (800)
    // to its right, then 1.
    const layout: Layout = [
      [200, 0],
      null,
      null,
      [150, 0],
      [158, 0],
      [166, 0],
      null,
      null,
      [0, 0],
      [8, 0],
      [16, 0],
      [24, 0],
      [32, 0],
      [40, 0],
      [48, 0],
      [56, 0],
    ];
    expect(shown('1 (800) 749.3524', layout, 'rtl')).toBe(true);
    // The same layout with a space for the dot: nothing joins 749 and 3524.
    expect(shown('1 (800) 749 3524', layout, 'rtl')).toBe(false);
    // A joined pair shown right to left is not how any bidi rule draws it.
    const swapped: Layout = [...layout];
    swapped.splice(8, 8, [32, 0], [40, 0], [48, 0], null, [0, 0], [8, 0], [16, 0], [24, 0]);
    expect(shown('1 (800) 749.3524', swapped, 'rtl')).toBe(false);
  });

  it('lets a group start on the line below', () => {
    const layout: Layout = [[200, 0], [208, 0], [216, 0], null, [0, 20], [8, 20], [16, 20]];
    expect(shown('055 123', layout)).toBe(true);
  });

  it('refuses a number with a digit the page does not lay out', () => {
    const layout = inReadingOrder('0551234567');
    layout[4] = null;
    expect(shown('0551234567', layout)).toBe(false);
  });
});
