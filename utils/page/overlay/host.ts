/**
 * The one node we add to the page: a host element on <html> with a closed shadow root. Page
 * scripts cannot reach inside (no shadowRoot property to read), and the page's CSS cannot style
 * what is in it. The host itself is a page element, though: the page can restyle or move it. Its
 * styles are inline and !important (they beat every style sheet rule) and put back whenever the
 * page changes its attributes; each change is remembered, so a click right after one is refused
 * (click-guard.ts), and so is any click while the host or <html> looks other than pinned here.
 */
import { OVERLAY_CSS } from './styles';

export interface OverlayHost {
  host: HTMLElement;
  shadow: ShadowRoot;
  /** Puts the host back where it belongs (on <html>) if the page removed or moved it. */
  ensureAttached(): void;
  /** performance.now() of the last change the page made to the host, 0 if none. */
  lastTampered(): number;
  /** Called after each change the page makes to the host. */
  onTampered(listener: () => void): void;
  remove(): void;
}

const PINNED = [
  ['all', 'initial'],
  ['position', 'fixed'],
  ['top', '0'],
  ['left', '0'],
  ['width', '0'],
  ['height', '0'],
  ['z-index', '2147483647'],
  ['display', 'block'],
  ['pointer-events', 'none'],
] as const;

/**
 * A page that writes the style back each time we restore it would keep both of us busy forever:
 * past this many restores a second we leave it, and clicks stay refused while it looks wrong.
 */
const MAX_RESTORES_PER_SECOND = 20;

export function createOverlayHost(doc: Document): OverlayHost {
  const host = doc.createElement('dialbridge-overlay');
  const pin = () => {
    host.removeAttribute('style');
    for (const [name, value] of PINNED) host.style.setProperty(name, value, 'important');
  };
  pin();
  let tampered = 0;
  let restores: number[] = [];
  const listeners: (() => void)[] = [];
  const noteTampered = () => {
    tampered = performance.now();
    for (const listener of listeners) listener();
  };
  const watch = new MutationObserver(() => {
    noteTampered();
    const now = tampered;
    restores = restores.filter((time) => now - time < 1000);
    if (restores.length >= MAX_RESTORES_PER_SECOND) return;
    restores.push(now);
    for (const name of host.getAttributeNames()) if (name !== 'style') host.removeAttribute(name);
    pin();
    // Our own changes are not the page's.
    watch.takeRecords();
  });
  watch.observe(host, { attributes: true });
  const shadow = host.attachShadow({ mode: 'closed' });
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(OVERLAY_CSS);
  shadow.adoptedStyleSheets = [sheet];
  const ensureAttached = () => {
    if (host.parentNode === doc.documentElement) return;
    const moved = host.isConnected;
    doc.documentElement.append(host);
    if (moved) noteTampered();
  };
  ensureAttached();
  return {
    host,
    shadow,
    ensureAttached,
    lastTampered: () => tampered,
    onTampered: (listener) => listeners.push(listener),
    remove: () => {
      watch.disconnect();
      host.remove();
    },
  };
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

/** The × that closes the panel or the toast; only a person's click counts (event.isTrusted). */
export function closeButton(doc: Document, label: string, onClose: () => void): HTMLButtonElement {
  const close = element(doc, 'button', {
    className: 'close',
    text: '×',
    attrs: { type: 'button', 'aria-label': label },
  });
  close.addEventListener('click', (event) => {
    if (event.isTrusted) onClose();
  });
  return close;
}
