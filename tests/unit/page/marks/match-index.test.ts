// The index of the numbers found, block by block, and the marks it paints: marks change only at a
// flush, so a number found and dropped between two flushes is never painted, and one dropped after
// it is unpainted at the next.
import { parseHTML } from 'linkedom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PageMatch } from '../../../../utils/page/read/page-match';
import type { ScanRoot } from '../../../../utils/page/dom/roots';

const painted = vi.hoisted(() => new Set<string>());
vi.mock('../../../../utils/page/marks/highlight', () => ({
  rangeOf: (match: PageMatch) => match.text,
  addMark: (_doc: Document, range: string) => painted.add(range),
  removeMark: (_doc: Document, range: string) => painted.delete(range),
}));
const { MatchIndex } = await import('../../../../utils/page/marks/match-index');

const { document } = parseHTML(
  '<main><section id="panel"><p id="a"></p><p id="b"></p></section><p id="c"></p></main>',
);
const top = { doc: document, node: document } as unknown as ScanRoot;
const frame = { doc: document, node: document } as unknown as ScanRoot;
const block = (id: string) => document.getElementById(id)!;
// linkedom answers getElementsByTagName('*') with nothing; a browser lists every descendant.
Object.defineProperty(block('panel'), 'getElementsByTagName', {
  value: (tag: string) => block('panel').querySelectorAll(tag),
});
const match = (text: string, root = top) => ({ text, dial: text, root }) as unknown as PageMatch;

beforeEach(() => painted.clear());

describe('MatchIndex', () => {
  it('paints what was found at the flush, not before', () => {
    const index = new MatchIndex();
    index.replace(block('a'), [match('0551111111'), match('0552222222')]);
    expect(painted.size).toBe(0);
    expect(index.hasPending).toBe(true);
    index.flushMarks();
    expect([...painted]).toEqual(['0551111111', '0552222222']);
    expect(index.size).toBe(2);
    expect(index.hasPending).toBe(false);
  });

  it('never paints a number found and dropped between two flushes', () => {
    const index = new MatchIndex();
    index.replace(block('a'), [match('0551111111')]);
    index.remove(block('a'));
    index.flushMarks();
    expect(painted.size).toBe(0);
    expect(index.size).toBe(0);
  });

  it('unpaints at the next flush what a block no longer holds', () => {
    const index = new MatchIndex();
    index.replace(block('a'), [match('0551111111')]);
    index.flushMarks();
    index.replace(block('a'), [match('0553333333')]);
    expect([...painted]).toEqual(['0551111111']);
    index.flushMarks();
    expect([...painted]).toEqual(['0553333333']);
    expect(index.size).toBe(1);
  });

  it('adds to a block with append, and answers the last number not yet painted', () => {
    const index = new MatchIndex();
    const first = match('0551111111');
    const second = match('0552222222');
    index.append(block('b'), [first]);
    index.append(block('b'), [second]);
    expect(index.in(block('b'))).toEqual([first, second]);
    expect(index.lastPending).toBe(second);
    index.flushMarks();
    expect(index.lastPending).toBeNull();
  });

  it('drops the blocks of a small subtree that a new walk did not see, walking the subtree', () => {
    const index = new MatchIndex();
    index.replace(block('a'), [match('0551111111')]);
    index.replace(block('b'), [match('0552222222')]);
    index.replace(block('c'), [match('0553333333')]);
    index.flushMarks();
    index.dropUnseen(block('panel'), new Set([block('b')]));
    index.flushMarks();
    expect([...painted].sort()).toEqual(['0552222222', '0553333333']);
    expect(index.size).toBe(2);
  });

  it('drops them too when the index is the smaller, walking the index', () => {
    const index = new MatchIndex();
    index.replace(block('a'), [match('0551111111')]);
    index.flushMarks();
    index.dropUnseen(block('panel'), new Set());
    index.flushMarks();
    expect(painted.size).toBe(0);
    expect(index.size).toBe(0);
  });

  it("forgets one root's numbers and keeps the others'", () => {
    const index = new MatchIndex();
    index.replace(block('a'), [match('0551111111', frame)]);
    index.replace(block('c'), [match('0553333333')]);
    expect(index.blocksOf(frame)).toEqual([block('a')]);
    index.dropRoot(frame);
    index.flushMarks();
    expect(index.all().map((found) => found.text)).toEqual(['0553333333']);
    expect([...painted]).toEqual(['0553333333']);
  });
});
