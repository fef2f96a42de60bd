/**
 * Marking with the CSS Custom Highlight API: ranges are painted by the browser, the page's nodes
 * are never split, wrapped or given attributes. The ::highlight style goes in through
 * adoptedStyleSheets (no <style> node in the page's tree), once per document and per shadow root
 * (document styles do not reach inside shadow trees).
 *
 * A tint, not an underline: Chromium repaints the whole document after any change to a highlight
 * that draws a text decoration (PrePaint walks every box: 17–20 ms a change on the benchmark's
 * 5,000-row page, so every scan batch, every re-rendered list and every hover cost a dropped
 * frame); with background colours only the same change costs 1–4 ms.
 */
import { DOCUMENT_NODE } from '../dom/node-types';
import type { PageMatch } from '../read/page-match';

export const HIGHLIGHT_NAME = 'dialbridge-phone';
export const ACTIVE_HIGHLIGHT_NAME = 'dialbridge-phone-active';

const CSS_TEXT = `
::highlight(${HIGHLIGHT_NAME}) {
  background-color: rgba(15, 118, 110, 0.18);
}
::highlight(${ACTIVE_HIGHLIGHT_NAME}) {
  background-color: rgba(15, 118, 110, 0.36);
}`;

type RealmWindow = Window & typeof globalThis;

interface DocumentMarks {
  marks: Highlight;
  active: Highlight;
  sheet: CSSStyleSheet;
  win: RealmWindow;
}

const byDocument = new WeakMap<Document, DocumentMarks>();

function marksFor(doc: Document): DocumentMarks | null {
  const known = byDocument.get(doc);
  if (known) return known;
  const win = doc.defaultView as RealmWindow | null;
  if (!win?.CSS?.highlights || typeof win.Highlight !== 'function') return null;
  // Objects from the frame's own realm: a registry accepts its own Highlight and ranges.
  const marks = new win.Highlight();
  const active = new win.Highlight();
  active.priority = 1;
  win.CSS.highlights.set(HIGHLIGHT_NAME, marks);
  win.CSS.highlights.set(ACTIVE_HIGHLIGHT_NAME, active);
  const sheet = new win.CSSStyleSheet();
  sheet.replaceSync(CSS_TEXT);
  const created = { marks, active, sheet, win };
  byDocument.set(doc, created);
  return created;
}

/** Makes sure the ::highlight rules apply in this tree (re-added if the page replaced the list). */
export function ensureStyle(tree: Document | ShadowRoot): void {
  const doc = tree.nodeType === DOCUMENT_NODE ? (tree as Document) : tree.ownerDocument;
  const marks = doc && marksFor(doc);
  if (!marks) return;
  if (!tree.adoptedStyleSheets.includes(marks.sheet)) tree.adoptedStyleSheets.push(marks.sheet);
}

/** The match's highlight range, made on first use (see PageMatch.range). */
export function rangeOf(match: PageMatch): StaticRange {
  if (!match.range) {
    const first = match.spans[0]!;
    const last = match.spans[match.spans.length - 1]!;
    match.range = newRange(match.root.doc, first.node, first.start, last.node, last.end);
  }
  return match.range;
}

function newRange(
  doc: Document,
  start: Text,
  startOffset: number,
  end: Text,
  endOffset: number,
): StaticRange {
  const win = (doc.defaultView ?? window) as RealmWindow;
  return new win.StaticRange({ startContainer: start, startOffset, endContainer: end, endOffset });
}

export function addMark(doc: Document, range: AbstractRange): void {
  marksFor(doc)?.marks.add(range);
}

export function removeMark(doc: Document, range: AbstractRange): void {
  byDocument.get(doc)?.marks.delete(range);
}

/** The number under the pointer or focus gets a stronger mark; one at a time across documents. */
let activeDoc: Document | null = null;
export function setActiveMark(doc: Document | null, range: AbstractRange | null): void {
  if (activeDoc) byDocument.get(activeDoc)?.active.clear();
  activeDoc = doc;
  if (doc && range) marksFor(doc)?.active.add(range);
}

/** Removes our highlights and styles (the extension was reloaded or the page unloads). */
export function removeAllMarks(trees: Iterable<Document | ShadowRoot>): void {
  for (const tree of trees) {
    const doc = tree.nodeType === DOCUMENT_NODE ? (tree as Document) : tree.ownerDocument;
    const marks = doc && byDocument.get(doc);
    if (!marks) continue;
    const index = tree.adoptedStyleSheets.indexOf(marks.sheet);
    if (index >= 0) tree.adoptedStyleSheets.splice(index, 1);
    if (tree === doc) {
      marks.win.CSS.highlights.delete(HIGHLIGHT_NAME);
      marks.win.CSS.highlights.delete(ACTIVE_HIGHLIGHT_NAME);
      byDocument.delete(doc);
    }
  }
}
