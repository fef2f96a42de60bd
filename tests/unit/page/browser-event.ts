/**
 * Dispatches an event as the browser would send it, for tests over linkedom: linkedom's events
 * are never trusted and have no composed path, and the code under test checks both. `trusted:
 * false` is an event a page's script made up; `path` is where the event really started (inside a
 * shadow root, say).
 */
export function dispatchAsBrowser(
  target: Node,
  type: string,
  options: { trusted?: boolean; path?: EventTarget; bubbles?: boolean } = {},
): void {
  const doc = target.ownerDocument ?? (target as Document);
  const event = new doc.defaultView!.Event(type, { bubbles: options.bubbles ?? false });
  Object.defineProperty(event, 'isTrusted', { value: options.trusted ?? true });
  const path = options.path ?? target;
  Object.defineProperty(event, 'composedPath', { value: () => [path] });
  target.dispatchEvent(event);
}
