/**
 * The trees we scan: the document, each open shadow root and each same-origin iframe's document
 * (the frame that can reach an iframe scans it, so its numbers show in this frame's list). Each
 * root has its own MutationObserver, created by the scanner.
 */
import { DOCUMENT_NODE } from './node-types';

export interface ScanRoot {
  node: Document | ShadowRoot;
  doc: Document;
  /** The shadow host or the <iframe> element in the parent root; null for the top document. */
  host: Element | null;
  parent: ScanRoot | null;
}

export function documentRoot(doc: Document): ScanRoot {
  return { node: doc, doc, host: null, parent: null };
}

export function shadowRootOf(host: Element, parent: ScanRoot): ScanRoot | null {
  // Only open roots: closed ones are the page's private business (and unreachable anyway).
  const shadow = host.shadowRoot;
  if (!shadow) return null;
  return { node: shadow, doc: parent.doc, host, parent };
}

/** A same-origin iframe's document, or null (cross-origin frames run their own content script). */
export function frameRootOf(
  frame: HTMLIFrameElement | HTMLFrameElement,
  parent: ScanRoot,
): ScanRoot | null {
  let doc: Document | null = null;
  try {
    doc = frame.contentDocument;
  } catch {
    doc = null;
  }
  if (!doc || !doc.documentElement) return null;
  return { node: doc, doc, host: frame, parent };
}

/**
 * True when a same-origin ancestor frame can reach this frame's document and so scans it; then
 * this frame's own content script stays idle instead of marking everything twice.
 */
export function scannedByParentFrame(win: Window): boolean {
  try {
    return win !== win.top && win.frameElement !== null;
  } catch {
    return false;
  }
}

/** Offset of a root's viewport inside the top viewport (iframes move their content). */
export function viewportOffset(root: ScanRoot): { x: number; y: number } {
  let x = 0;
  let y = 0;
  for (let current: ScanRoot | null = root; current; current = current.parent) {
    if (current.host && current.node.nodeType === DOCUMENT_NODE) {
      const frame = current.host as HTMLElement;
      const rect = frame.getBoundingClientRect();
      const style = frame.ownerDocument.defaultView?.getComputedStyle(frame);
      x += rect.left + frame.clientLeft + (style ? parseFloat(style.paddingLeft) || 0 : 0);
      y += rect.top + frame.clientTop + (style ? parseFloat(style.paddingTop) || 0 : 0);
    }
  }
  return { x, y };
}
