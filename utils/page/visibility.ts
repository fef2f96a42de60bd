/**
 * Is an element's text on screen? Asked once per element that holds a found number (not per text
 * node): checkVisibility() is cheap without options (no box → hidden by display:none, `hidden`,
 * closed <details>, content-visibility), and `visibility` is read from the computed style because
 * checkVisibility's visibilityProperty option costs several times more. aria-hidden subtrees are
 * hidden from assistive technology on purpose, so we do not offer what they contain either.
 */
export type VisibilityCheck = (element: Element) => boolean;

export function createVisibilityCheck(): VisibilityCheck {
  const known = new Map<Element, boolean>();
  return (element) => {
    let visible = known.get(element);
    if (visible === undefined) {
      visible = isVisible(element);
      known.set(element, visible);
    }
    return visible;
  };
}

function isVisible(element: Element): boolean {
  if (typeof element.checkVisibility === 'function' && !element.checkVisibility()) return false;
  const view = element.ownerDocument.defaultView;
  if (view && view.getComputedStyle(element).visibility !== 'visible') return false;
  return element.closest('[aria-hidden="true"]') === null;
}
