// Counting the elements under a node only as far as a decision needs: whether a page is long,
// whether a subtree is small enough for one XPath pass, whether a change is big. A browser's live
// collection walks every element for `length` and only up to n for `item(n)`; the fake below
// counts how far it was walked.
import { describe, expect, it } from 'vitest';
import { elementCount } from '../../../../utils/page/scan/digit-walker';

/** A node with `size` elements under it, noting the furthest element its collection reached. */
function nodeWith(size: number) {
  const walked = { furthest: -1 };
  const collection = {
    item(index: number) {
      walked.furthest = Math.max(walked.furthest, Math.min(index, size));
      return index < size ? ({} as Element) : null;
    },
    get length() {
      walked.furthest = size;
      return size;
    },
  };
  const node = { getElementsByTagName: () => collection } as unknown as Node;
  return { node, walked };
}

describe('elementCount', () => {
  it('stops one past the bound on a big document: 60,000 elements are not walked to ask about 8,000', () => {
    const { node, walked } = nodeWith(60_000);
    expect(elementCount(node, 8_000)).toBe(8_001);
    expect(walked.furthest).toBe(8_000);
  });

  it('counts exactly under the bound, and at it', () => {
    expect(elementCount(nodeWith(120).node, 8_000)).toBe(120);
    expect(elementCount(nodeWith(8_000).node, 8_000)).toBe(8_000);
    expect(elementCount(nodeWith(8_001).node, 8_000)).toBe(8_001);
  });

  it('a node that holds no elements (a text node) counts none', () => {
    expect(elementCount({} as Node, 10)).toBe(0);
  });
});
