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

/**
 * While the parser is still writing the page: only what the markup says (`hidden`,
 * aria-hidden). Reading styles then would make us style and lay out everything the parser added
 * since the last frame, inside our task. Text a style sheet hides either has no box to point at
 * (display:none) or is checked again when pointed at (matchAtPoint); the walk after
 * DOMContentLoaded applies the full check.
 */
export function createMarkupVisibilityCheck(): VisibilityCheck {
  return (element) => element.closest('[hidden],[aria-hidden="true"]') === null;
}

export function isVisible(element: Element): boolean {
  if (typeof element.checkVisibility === 'function' && !element.checkVisibility()) return false;
  const view = element.ownerDocument.defaultView;
  if (view && view.getComputedStyle(element).visibility !== 'visible') return false;
  return element.closest('[aria-hidden="true"]') === null;
}
