/**
 * The one node we add to the page: a host element on <html> with a closed shadow root. Page
 * scripts cannot reach inside (no shadowRoot property to read), and the page's CSS cannot style
 * what is in it.
 */
import { OVERLAY_CSS } from './styles';

export interface OverlayHost {
  host: HTMLElement;
  shadow: ShadowRoot;
  /** Puts the host back if the page removed it. */
  ensureAttached(): void;
  remove(): void;
}

export function createOverlayHost(doc: Document): OverlayHost {
  const host = doc.createElement('dialbridge-overlay');
  // Inline and important: the page's own rules (`* { display: none }`) must not hide us.
  for (const [name, value] of [
    ['all', 'initial'],
    ['position', 'fixed'],
    ['top', '0'],
    ['left', '0'],
    ['width', '0'],
    ['height', '0'],
    ['z-index', '2147483647'],
    ['display', 'block'],
    ['pointer-events', 'none'],
  ] as const) {
    host.style.setProperty(name, value, 'important');
  }
  const shadow = host.attachShadow({ mode: 'closed' });
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(OVERLAY_CSS);
  shadow.adoptedStyleSheets = [sheet];
  const ensureAttached = () => {
    if (!host.isConnected) doc.documentElement.append(host);
  };
  ensureAttached();
  return { host, shadow, ensureAttached, remove: () => host.remove() };
}

/** Builds an element with text content only (never HTML from the page). */
export function element<K extends keyof HTMLElementTagNameMap>(
  doc: Document,
  tag: K,
  props: { className?: string; text?: string; attrs?: Record<string, string> } = {},
  children: Node[] = [],
): HTMLElementTagNameMap[K] {
  const node = doc.createElement(tag);
  if (props.className) node.className = props.className;
  if (props.text !== undefined) node.textContent = props.text;
  for (const [name, value] of Object.entries(props.attrs ?? {})) node.setAttribute(name, value);
  node.append(...children);
  return node;
}
