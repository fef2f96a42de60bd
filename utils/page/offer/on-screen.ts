/**
 * Where things are on the person's screen, in the top viewport's coordinates (where the overlay
 * lives): a number's and a field's boxes, whether a number can be seen now, and whether a box we
 * are about to draw would cover another marked number.
 */
import { parentOf } from '../dom/ancestors';
import type { FormField } from '../list/form-fields';
import { liveRange, matchAtPoint } from './hit-test';
import type { MatchIndex } from '../marks/match-index';
import type { PageMatch } from '../read/page-match';
import { viewportOffset, type ScanRoot } from '../dom/roots';

/**
 * Whether a box (top-viewport coordinates) covers a marked number of `root` other than `own`:
 * the page is sampled on a grid finer than a line of text and a number's width. Asked only when
 * the button or the menu is placed.
 */
export function coversNumber(
  index: MatchIndex,
  root: ScanRoot,
  box: DOMRect,
  own: PageMatch | null,
  isOurs: (element: Element) => boolean,
): boolean {
  const offset = viewportOffset(root);
  for (const y of steps(box.top + 2, box.bottom - 2, 8)) {
    for (const x of steps(box.left + 2, box.right - 2, 20)) {
      const [px, py] = [x - offset.x, y - offset.y];
      const hit = root.node.elementsFromPoint(px, py).find((element) => !isOurs(element));
      if (!hit) continue;
      const match = matchAtPoint(index, hit, px, py);
      if (match && match !== own) return true;
    }
  }
  return false;
}

/**
 * Whether a small box (top-viewport coordinates) lies over the page's text: its middle and
 * corners are tested against the character the caret would land on there. For the call button,
 * which must not hide a label or another word beside the number.
 */
export function coversText(root: ScanRoot, box: DOMRect): boolean {
  const offset = viewportOffset(root);
  const doc = root.doc as Document & {
    caretPositionFromPoint?: (x: number, y: number) => { offsetNode: Node; offset: number } | null;
  };
  const points = [
    [box.left + box.width / 2, box.top + box.height / 2],
    [box.left + 1, box.top + 1],
    [box.right - 1, box.top + 1],
    [box.left + 1, box.bottom - 1],
    [box.right - 1, box.bottom - 1],
  ];
  const range = doc.createRange();
  for (const [x, y] of points) {
    const [px, py] = [x! - offset.x, y! - offset.y];
    const caret = doc.caretPositionFromPoint?.(px, py);
    const node = caret?.offsetNode;
    if (!node || node.nodeType !== 3) continue;
    const text = node as Text;
    // The caret lands between two characters: either may be the one under the point.
    for (const at of [caret.offset - 1, caret.offset]) {
      if (at < 0 || at >= text.length || /\s/.test(text.data[at]!)) continue;
      range.setStart(text, at);
      range.setEnd(text, at + 1);
      const char = range.getBoundingClientRect();
      if (px >= char.left && px <= char.right && py >= char.top && py <= char.bottom) return true;
    }
  }
  return false;
}

/**
 * The person can see the number now: in the viewport, inside every box that clips it (a scroll
 * box's hidden part, overflow: hidden), and the topmost thing at its middle, our own control
 * looked through (`isOurs`).
 */
export function onScreen(match: PageMatch, isOurs: (element: Element) => boolean = none): boolean {
  const range = liveRange(match);
  const rect = range.getBoundingClientRect();
  const view = match.root.doc.defaultView;
  if (!view || rect.width === 0 || rect.bottom <= 0 || rect.right <= 0) return false;
  if (rect.top >= view.innerHeight || rect.left >= view.innerWidth) return false;
  const x = Math.min(rect.left + rect.width / 2, view.innerWidth - 1);
  const y = Math.min(rect.top + rect.height / 2, view.innerHeight - 1);
  // A shadow root answers with its own elements; the document would answer with the host.
  const first = match.root.node.elementFromPoint(x, y);
  const hit =
    first && isOurs(first)
      ? match.root.node.elementsFromPoint(x, y).find((element) => !isOurs(element))
      : first;
  // The number may be split over several elements: any of them, or what holds them all, counts.
  const common = range.commonAncestorContainer;
  const holder = common.nodeType === 1 ? (common as Element) : common.parentElement;
  if (!hit || !holder) return false;
  const onIt = hit === holder || holder.contains(hit);
  // Or the point hit what holds the number's element: hit testing passes over text that is
  // visibility: hidden (and the element may take no pointer events), so ask about its style too.
  const aroundIt = hit.contains(holder) && holder.checkVisibility?.(SEEN) !== false;
  return (onIt || aroundIt) && !clippedAt(holder, x, y);
}

const none = (): boolean => false;
const SEEN = { visibilityProperty: true, opacityProperty: true };

/**
 * Whether an ancestor that clips what overflows it (a scroll box, overflow: hidden) leaves the
 * point outside its box. The hit test alone cannot tell: below a scroll box, the point hits an
 * element that holds both the box and the number scrolled out of it.
 */
function clippedAt(holder: Element, x: number, y: number): boolean {
  const view = holder.ownerDocument.defaultView!;
  const top = holder.ownerDocument.documentElement;
  for (let element = parentOf(holder); element && element !== top; element = parentOf(element)) {
    const style = view.getComputedStyle(element);
    if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
    const box = element.getBoundingClientRect();
    if (x < box.left || x > box.right || y < box.top || y > box.bottom) return true;
  }
  return false;
}

export function matchRect(match: PageMatch): DOMRect {
  return shift(liveRange(match).getBoundingClientRect(), match.root);
}

export function fieldRect(field: FormField, root: ScanRoot): DOMRect {
  return shift(field.getBoundingClientRect(), root);
}

/** An element's content box (padding and border off): where its text column runs. */
export function columnRect(element: Element, root: ScanRoot): DOMRect {
  const box = element.getBoundingClientRect();
  const style = element.ownerDocument.defaultView?.getComputedStyle(element);
  const inset = (side: 'Left' | 'Right') =>
    parseFloat(style?.[`padding${side}`] ?? '0') + parseFloat(style?.[`border${side}Width`] ?? '0');
  const left = box.left + (inset('Left') || 0);
  const right = box.right - (inset('Right') || 0);
  return shift(new DOMRect(left, box.top, Math.max(0, right - left), box.height), root);
}

/** From a frame's viewport to the top viewport, where the overlay lives. */
function shift(rect: DOMRect, root: ScanRoot): DOMRect {
  const { x, y } = viewportOffset(root);
  return new DOMRect(rect.x + x, rect.y + y, rect.width, rect.height);
}

/** From `from` to `to` by at most `step`, both ends included. */
function* steps(from: number, to: number, step: number): Generator<number> {
  for (let at = from; at < to; at += step) yield at;
  yield to;
}
