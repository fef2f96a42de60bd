/**
 * Whether a number is offered for the order the screen shows it in (shown-order.ts), asked of
 * every number the scan marks and the popup lists, not only of the one being pointed at. The
 * layout check costs a range per digit, so a number that cannot be shown out of order is let
 * through first, from its text and a few computed styles (clean by the time this runs, so no
 * layout is forced):
 *
 * - it lies in one text node (flex `order` and positioning move elements, never the characters
 *   inside one text node);
 * - its block holds no right-to-left letter and no bidi control, and the block and every element
 *   from it to the text are left to right: with no right-to-left character, the bidi algorithm
 *   keeps every character of a left-to-right paragraph in text order (digits become
 *   left-to-right after the paragraph's start), overrides included;
 * - no negative letter or word spacing pulls a digit or a group back over the one before;
 * - no transform (mirror, rotation) on any ancestor, and not SVG text (which places glyphs by
 *   attribute).
 *
 * Anything else is answered by the layout itself.
 */
import { leftToRightUpTo, RIGHT_TO_LEFT_OR_EXPLICIT } from '../dom/bidi-text';
import { shownInTextOrder } from './shown-order';
import { fromAncestors } from '../dom/ancestors';
import type { PageMatch } from './page-match';

/** A number's order check; one per pass, as it remembers blocks' text and elements' styles. */
export type OrderCheck = (match: PageMatch) => boolean;

export function createOrderCheck(): OrderCheck {
  const plainBlocks = new Map<Node, boolean>();
  const flatElements = new Map<Element, boolean>();
  return (match) => plainlyInOrder(match, plainBlocks, flatElements) || shownInTextOrder(match);
}

const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';

function plainlyInOrder(
  match: PageMatch,
  plainBlocks: Map<Node, boolean>,
  flatElements: Map<Element, boolean>,
): boolean {
  if (match.spans.length !== 1) return false;
  const parent = match.spans[0]!.node.parentElement;
  const view = match.root.doc.defaultView;
  if (!parent || !view || parent.namespaceURI === SVG_NAMESPACE) return false;
  let plainBlock = plainBlocks.get(match.block);
  if (plainBlock === undefined) {
    plainBlock = !RIGHT_TO_LEFT_OR_EXPLICIT.test(match.block.textContent ?? '');
    plainBlocks.set(match.block, plainBlock);
  }
  if (!plainBlock) return false;
  const style = view.getComputedStyle(parent);
  if (parseFloat(style.letterSpacing) < 0 || parseFloat(style.wordSpacing) < 0) return false;
  return leftToRightUpTo(match.block, parent, view) && untransformed(parent, view, flatElements);
}

/** No transform on the element or any ancestor (across shadow roots), memoised per ancestor. */
function untransformed(element: Element, view: Window, memo: Map<Element, boolean>): boolean {
  return fromAncestors(element, memo, true, (above, node) => {
    if (!above) return false;
    const style = view.getComputedStyle(node);
    return style.transform === 'none' && style.scale === 'none' && style.rotate === 'none';
  });
}
