/**
 * Moving from number to number without a mouse (Alt+Shift+↓ / Alt+Shift+↑): the next or previous
 * number in reading order after `from` (or the first / last one of `root`), among the numbers of
 * the same document or shadow root that the person can see on screen now (`onScreen`): a number
 * the page keeps off-screen, scrolled away or covered is never stepped to. One pass over the index
 * per key press, no sorting; the screen is asked only about numbers that would be nearer.
 */
import type { PageMatch } from '../read/page-match';
import type { ScanRoot } from '../dom/roots';

export function steppedMatch(
  matches: readonly PageMatch[],
  from: PageMatch | null,
  forward: boolean,
  root: ScanRoot | undefined,
  onScreen: (match: PageMatch) => boolean,
): PageMatch | null {
  let best: PageMatch | null = null;
  for (const match of matches) {
    if (match === from || match.root !== (from?.root ?? root)) continue;
    // Past `from` in the direction of travel, and nearer to it than the best so far.
    if (from && before(match, from) === forward) continue;
    if ((!best || before(match, best) === forward) && onScreen(match)) best = match;
  }
  return best;
}

/** Whether `a` starts before `b` in their document. */
function before(a: PageMatch, b: PageMatch): boolean {
  const x = a.spans[0]!;
  const y = b.spans[0]!;
  if (x.node === y.node) return x.start < y.start;
  return (x.node.compareDocumentPosition(y.node) & 4) !== 0; // Node.DOCUMENT_POSITION_FOLLOWING
}
