// The popup's list is in document order across nested roots (shadow roots, frames): a number
// inside a host comes right after the host and before what follows the host.
import { describe, expect, it } from 'vitest';
import { compareOrdinalPaths, ordinalPath } from '../../../../utils/page/list/walk-order';
import type { ScanRoot } from '../../../../utils/page/dom/roots';

const node = (name: string) => ({ name }) as unknown as Node;

describe('ordinalPath', () => {
  const top = { host: null, parent: null } as unknown as ScanRoot;
  const host = node('host');
  const shadow = { host, parent: top } as unknown as ScanRoot;
  const innerHost = node('inner host');
  const inner = { host: innerHost, parent: shadow } as unknown as ScanRoot;
  const [a, b, c] = [node('a'), node('b'), node('c')];
  const ordinals = new Map<Node, number>([
    [a, 0],
    [host, 1],
    [b, 0],
    [innerHost, 1],
    [c, 0],
  ]);

  it('leads from the top document through each host to the node', () => {
    expect(ordinalPath(ordinals, top, a)).toEqual([0]);
    expect(ordinalPath(ordinals, shadow, b)).toEqual([1, 0]);
    expect(ordinalPath(ordinals, inner, c)).toEqual([1, 1, 0]);
  });

  it('is null when the walk did not meet the node or one of its hosts', () => {
    expect(ordinalPath(ordinals, top, node('removed'))).toBeNull();
    const lost = new Map(ordinals);
    lost.delete(host);
    expect(ordinalPath(lost, inner, c)).toBeNull();
  });
});

describe('compareOrdinalPaths', () => {
  it.each([
    [[0], [1], -1],
    [[2], [1, 5], 1],
    [[1], [1, 0], -1],
    [[1, 0], [1, 1], -1],
    [[1, 3, 2], [1, 3, 2], 0],
    [[1, 4], [2], -1],
  ])('%j against %j: %i', (a, b, sign) => {
    expect(Math.sign(compareOrdinalPaths(a, b))).toBe(sign);
  });

  it('sorts a host before what it holds, and both before what follows', () => {
    const paths = [[3], [1, 2], [1], [0], [1, 0, 4], [2]];
    expect([...paths].sort(compareOrdinalPaths)).toEqual([[0], [1], [1, 0, 4], [1, 2], [2], [3]]);
  });
});
