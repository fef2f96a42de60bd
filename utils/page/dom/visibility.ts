/**
 * Is an element's text on screen, for a person to read? Asked once per element that holds a found
 * number (not per text node): checkVisibility() is cheap without options (no box → hidden by
 * display:none, `hidden`, closed <details>, content-visibility), and the rest is read from the one
 * computed style already needed for `visibility` (checkVisibility's visibilityProperty option
 * costs several times more): a transparent or nearly transparent text colour, a font too small to
 * read, text clipped away. Opacity multiplies down the ancestors; each ancestor's share is read
 * once per scan (its style is clean by then, so no layout is forced). aria-hidden does not count:
 * it hides text from assistive technology, not from the agent's eyes, and a number painted on
 * screen is one the agent may want to call (its screen-reader twin is usually clipped away, which
 * isLegible refuses, so the number is still listed once).
 */
import { fromAncestors, parentOf } from './ancestors';
export type VisibilityCheck = (element: Element) => boolean;

/** Below this much ink (text colour alpha × opacity of the element and its ancestors): unreadable. */
const MIN_INK = 0.1;
/** Below this font size (CSS px): unreadable. */
const MIN_FONT_PX = 6;

export function createVisibilityCheck(): VisibilityCheck {
  const known = new Map<Element, boolean>();
  const opacities = new Map<Element, number>();
  return (element) => {
    let visible = known.get(element);
    if (visible === undefined) {
      visible = isVisible(element, opacities);
      known.set(element, visible);
    }
    return visible;
  };
}

/**
 * While the parser is still writing the page: only what the markup says (`hidden`). Reading styles then would make us style and lay out everything the parser added
 * since the last frame, inside our task. Text a style sheet hides either has no box to point at
 * (display:none) or is checked again when pointed at (matchAtPoint); the walk after
 * DOMContentLoaded applies the full check.
 */
export function createMarkupVisibilityCheck(): VisibilityCheck {
  return (element) => element.closest('[hidden]') === null;
}

export function isVisible(element: Element, opacities = new Map<Element, number>()): boolean {
  if (typeof element.checkVisibility === 'function' && !element.checkVisibility()) return false;
  const view = element.ownerDocument.defaultView;
  if (view) {
    const style = view.getComputedStyle(element);
    if (style.visibility !== 'visible' || !isLegible(style)) return false;
    const ink = Math.min(colorAlpha(style.color), colorAlpha(style.webkitTextFillColor));
    // The element's own opacity from the style at hand; its ancestors' are shared with its
    // siblings (most elements checked are table cells: one more style read each, otherwise).
    const parent = parentOf(element);
    const above = parent ? cumulativeOpacity(parent, view, opacities) : 1;
    if (ink * Number(style.opacity) * above < MIN_INK) return false;
  }
  return true;
}

type TextStyle = Pick<CSSStyleDeclaration, 'fontSize' | 'clip' | 'clipPath' | 'position'>;

/** Big enough to read and not clipped away (the "screen reader only" pattern, clip-path insets). */
export function isLegible(style: TextStyle): boolean {
  if (parseFloat(style.fontSize) < MIN_FONT_PX) return false;
  if (/^inset\(\s*(50|100)%/.test(style.clipPath)) return false;
  if ((style.position === 'absolute' || style.position === 'fixed') && style.clip !== 'auto') {
    const [top, right, bottom, left] = (style.clip.match(/-?[\d.]+/g) ?? []).map(Number);
    if (right! - left! <= 1 || bottom! - top! <= 1) return false;
  }
  return true;
}

/** The alpha of a computed colour: `rgba(…, a)`, `rgb(… / a)`, `color(srgb … / a)`, … */
export function colorAlpha(color: string): number {
  if (color === '' || color === 'currentcolor') return 1;
  if (color === 'transparent') return 0;
  // How computed colours almost always read: opaque, no alpha to find (a quarter of the
  // visibility checks' time went to the two patterns below on a 5,000-row table).
  if (color.startsWith('rgb(') && !color.includes('/')) return 1;
  const slash = /\/\s*([\d.]+)(%?)\s*\)$/.exec(color);
  const comma = /^rgba\((?:[^,]+,){3}\s*([\d.]+)(%?)\s*\)$/.exec(color);
  const match = slash ?? comma;
  if (!match) return 1;
  const value = Number(match[1]);
  return match[2] === '%' ? value / 100 : value;
}

/** The element's opacity times its ancestors' (across shadow roots), memoised per ancestor. */
function cumulativeOpacity(element: Element, view: Window, memo: Map<Element, number>): number {
  return fromAncestors(
    element,
    memo,
    1,
    (above, node) => above * Number(view.getComputedStyle(node).opacity),
  );
}
