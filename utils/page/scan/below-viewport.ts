import type { PageMatch } from '../read/page-match';
import { viewportOffset } from '../dom/roots';

/**
 * Whether a number lies below the viewport. The scan loop reads it once per slice, and only until
 * the first numbers on screen are marked (one layout read each time).
 */
export function belowViewport(match: PageMatch): boolean {
  const element = match.spans[0]!.node.parentElement;
  if (!element) return false;
  // Frames' offsets lead up to this script's own window, the top of what this scanner scans.
  return element.getBoundingClientRect().top + viewportOffset(match.root).y > window.innerHeight;
}
