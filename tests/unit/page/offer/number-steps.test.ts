// Alt+Shift+↓ / ↑ steps to the next or previous number in reading order that the person can
// see, in the same document or shadow root, and never to one the page keeps off-screen.
import { describe, expect, it } from 'vitest';
import { steppedMatch } from '../../../../utils/page/offer/number-steps';
import type { PageMatch } from '../../../../utils/page/read/page-match';
import type { ScanRoot } from '../../../../utils/page/dom/roots';

const top = { node: {} } as unknown as ScanRoot;
const other = { node: {} } as unknown as ScanRoot;

/**
 * Three text nodes in document order, as the DOM compares them (DOCUMENT_POSITION_FOLLOWING = 4,
 * PRECEDING = 2); linkedom's text nodes answer 2 both ways, so these stand in.
 */
const texts = [0, 1, 2].map(
  (order) =>
    ({
      order,
      compareDocumentPosition(other: { order: number }) {
        return other.order > order ? 4 : 2;
      },
    }) as unknown as Text,
);
function match(name: string, node: Text, start: number, root = top): PageMatch {
  const span = { node, start, end: start + 10 };
  return { text: name, dial: name, spans: [span], block: node, root };
}
// The second text node holds two numbers.
const first = match('first', texts[0]!, 6);
const second = match('second', texts[1]!, 7);
const third = match('third', texts[1]!, 28);
const fourth = match('fourth', texts[2]!, 7);
const elsewhere = match('elsewhere', texts[2]!, 0, other);
// Listed out of order, as an index holds them.
const index = [fourth, elsewhere, second, first, third];
const all = () => true;

describe('steppedMatch', () => {
  it('goes forward and back in reading order, within one text node too', () => {
    expect(steppedMatch(index, first, true, top, all)).toBe(second);
    expect(steppedMatch(index, second, true, top, all)).toBe(third);
    expect(steppedMatch(index, third, true, top, all)).toBe(fourth);
    expect(steppedMatch(index, third, false, top, all)).toBe(second);
    expect(steppedMatch(index, second, false, top, all)).toBe(first);
  });

  it('starts at the first or the last number of the root when none is chosen', () => {
    expect(steppedMatch(index, null, true, top, all)).toBe(first);
    expect(steppedMatch(index, null, false, top, all)).toBe(fourth);
  });

  it('stops at either end', () => {
    expect(steppedMatch(index, fourth, true, top, all)).toBeNull();
    expect(steppedMatch(index, first, false, top, all)).toBeNull();
  });

  it('skips a number the person cannot see', () => {
    const seen = (candidate: PageMatch) => candidate !== second && candidate !== third;
    expect(steppedMatch(index, first, true, top, seen)).toBe(fourth);
    expect(steppedMatch(index, null, false, top, seen)).toBe(fourth);
  });

  it("never steps into another root's numbers", () => {
    expect(steppedMatch(index, null, true, other, all)).toBe(elsewhere);
    expect(steppedMatch(index, elsewhere, true, other, all)).toBeNull();
  });
});
