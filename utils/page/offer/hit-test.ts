/**
 * Which number is under the pointer, at the caret or in a focused element. The match index is
 * grouped by block, so a lookup climbs from the node to its block and checks the few numbers
 * there; the pointer is confirmed against the number's on-screen boxes.
 */
import { blockOf } from '../dom/dom-rules';
import type { MatchIndex } from '../marks/match-index';
import type { PageMatch } from '../read/page-match';
import { TEXT_NODE } from '../dom/node-types';
import { isVisible } from '../dom/visibility';

export function liveRange(match: PageMatch): Range {
  const first = match.spans[0]!;
  const last = match.spans[match.spans.length - 1]!;
  const range = match.root.doc.createRange();
  range.setStart(first.node, first.start);
  range.setEnd(last.node, last.end);
  return range;
}

/** The number whose boxes contain (x, y) in the viewport of the target's document. */
export function matchAtPoint(
  index: MatchIndex,
  target: Node,
  x: number,
  y: number,
): PageMatch | null {
  for (let node: Node | null = target, depth = 0; node && depth < 3; depth++) {
    const block = blockOf(node);
    for (const match of index.in(block)) {
      const first = match.spans[0]!.node;
      if (!first.isConnected) continue;
      for (const rect of liveRange(match).getClientRects()) {
        if (x >= rect.left - 1 && x <= rect.right + 1 && y >= rect.top - 1 && y <= rect.bottom + 1)
          // Marked early, while the page loaded, the number's style was not read yet.
          return first.parentElement && !isVisible(first.parentElement) ? null : match;
      }
    }
    // The pointer may be on a nested block's padding; the number is in an outer block.
    node = block.parentNode;
  }
  return null;
}

/** The number containing a caret position (keyboard selection). */
export function matchAtCaret(index: MatchIndex, node: Node, offset: number): PageMatch | null {
  if (node.nodeType !== TEXT_NODE) return null;
  for (const match of index.in(blockOf(node))) {
    if (
      match.spans.some((span) => span.node === node && offset >= span.start && offset <= span.end)
    )
      return match;
  }
  return null;
}

/** The first number inside an element (a focused tel: link, a focused table cell). */
export function matchInside(index: MatchIndex, element: Element): PageMatch | null {
  for (const match of index.in(blockOf(element))) {
    if (element.contains(match.spans[0]!.node)) return match;
  }
  for (const match of index.in(element)) return match;
  return null;
}
