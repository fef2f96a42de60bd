// The sliced walk over a whole subtree: every digit run in document order (script text left out),
// from the viewport's top first when told where that is, bounded by `until` for a window, in
// slices that give the same runs as one long step, and "lost" once the page removed its node.
import { parseHTML } from 'linkedom';
import { describe, expect, it, vi } from 'vitest';
import { SubtreeWalker } from '../../../../utils/page/read/text-runs';
import type { TextRun } from '../../../../utils/page/read/page-match';
import { browserTreeWalker } from '../tree-walker';

// Node has no NodeFilter; the walker only needs SHOW_TEXT's value.
vi.stubGlobal('NodeFilter', { SHOW_TEXT: 4 });

const rows = (count: number) =>
  Array.from(
    { length: count },
    (_, i) => `<p id="r${i}">Row ${i}: 05512300${String(i).padStart(2, '0')}</p>`,
  ).join('');

function walk(
  html: string,
  options: { startAt?: string; until?: (block: Node) => boolean; live?: boolean } = {},
) {
  const { document } = parseHTML(`<!doctype html><html><body>${html}</body></html>`);
  Object.assign(document, { createTreeWalker: browserTreeWalker(3) });
  const runs: TextRun[] = [];
  const startAt = options.startAt ? document.getElementById(options.startAt) : null;
  const walker = new SubtreeWalker(
    document.body,
    (run) => runs.push(run),
    startAt,
    options.until ?? null,
    options.live,
  );
  return { document, runs, walker, ids: () => runs.map((run) => (run.block as Element).id) };
}

describe('SubtreeWalker', () => {
  it('gives each block’s digit runs in document order, and none of a script', () => {
    const { walker, ids, runs } = walk(
      `${rows(3)}<script>var n = 0551234567</script><p id="words">no digits</p>`,
    );
    expect(walker.step(Infinity)).toBe(true);
    expect(ids()).toEqual(['r0', 'r1', 'r2']);
    expect(runs[0]!.nodes.map((node) => node.data)).toEqual(['Row 0: 0551230000']);
  });

  it('walks from the viewport’s top to the end first, then from the start up to it', () => {
    const { walker, ids } = walk(rows(5), { startAt: 'r3' });
    walker.step(Infinity);
    expect(ids()).toEqual(['r3', 'r4', 'r0', 'r1', 'r2']);
  });

  it('stops a bounded walk at the block `until` says lies past the end, forward only', () => {
    const past = new Set(['r12', 'r13', 'r14', 'r15', 'r16', 'r17', 'r18', 'r19']);
    let firstPast: Node | null = null;
    const { walker, ids } = walk(rows(20), {
      startAt: 'r2',
      until: (block) => {
        if (past.has((block as Element).id)) firstPast ??= block;
        return firstPast !== null;
      },
    });
    expect(walker.step(Infinity)).toBe(true);
    // Where it stopped: what a look for shadow roots after it covers.
    expect(walker.stoppedAt).toBe(firstPast);
    expect(firstPast).not.toBeNull();
    // Asked every few blocks: the walk may run a few blocks on, but never back to the start.
    const seen = ids();
    expect(seen[0]).toBe('r2');
    expect(seen).not.toContain('r0');
    expect(seen.length).toBeLessThan(18);
  });

  it('gives the same runs in slices as in one step', () => {
    const whole = walk(rows(100));
    whole.walker.step(Infinity);
    expect(whole.walker.stoppedAt).toBeNull();
    const sliced = walk(rows(100));
    let steps = 1;
    while (!sliced.walker.step(-Infinity)) steps++;
    expect(steps).toBeGreaterThan(1);
    expect(sliced.ids()).toEqual(whole.ids());
  });

  it('while the page is parsed, pauses at the end of what is written and goes on from there', () => {
    const { document, walker, ids, runs } = walk(`${rows(2)}<p id="last">Mobile: 055</p>`, {
      live: true,
    });
    expect(walker.step(Infinity)).toBe(true);
    // The text at the end is held back: the parser may still be writing that number.
    expect(ids()).toEqual(['r0', 'r1']);
    expect(walker.position).toBe(document.getElementById('last')!.firstChild);

    (document.getElementById('last')!.firstChild as Text).appendData('1234567');
    document.body.insertAdjacentHTML('beforeend', '<p id="r2">Row 2: 0551230002</p>');
    expect(walker.step(Infinity)).toBe(true);
    expect(ids()).toEqual(['r0', 'r1', 'last']);
    expect(runs[2]!.nodes.map((node) => node.data)).toEqual(['Mobile: 0551234567']);

    document.body.insertAdjacentHTML('beforeend', '<p id="r3">no digits</p>');
    walker.step(Infinity);
    expect(ids()).toEqual(['r0', 'r1', 'last', 'r2']);
  });

  it('holds back text that had no digit when the walk paused, and reads it again as it grows', () => {
    const { document, walker, ids } = walk(`<p id="grows">Call us on </p>`, { live: true });
    walker.step(Infinity);
    (document.getElementById('grows')!.firstChild as Text).appendData('0551234567');
    document.body.insertAdjacentHTML('beforeend', '<p>end</p>');
    walker.step(Infinity);
    expect(ids()).toEqual(['grows']);
  });

  it('is lost once the page removed the node it stands on', () => {
    const { document, walker } = walk(rows(100));
    expect(walker.step(-Infinity)).toBe(false);
    expect(walker.lost).toBe(false);
    document.body.replaceChildren();
    expect(walker.lost).toBe(true);
  });
});
