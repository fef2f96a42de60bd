/**
 * The window of a long page that is scanned and marked: the viewport, one screen above it and two
 * below. Scanning and marking a 5,000-row page whole cost the page ~450 ms of main thread after
 * load, and every frame after any DOM change pays for each registered highlight range; the agent
 * sees a screen at a time. The window moves, in one sliced walk, when the viewport comes within
 * half a screen of its edge (the hysteresis keeps steady scrolling from rescanning every frame).
 */
import { blockOf } from './dom-rules';
import { ELEMENT_NODE } from './node-types';

/** Below this many elements a document is scanned whole: one XPath evaluation, cheap enough. */
export const WINDOWED_ABOVE_ELEMENTS = 8_000;
const SCREENS_ABOVE = 1;
const SCREENS_BELOW = 2;
/** Backward steps looking for the window's first element, at most. */
const MAX_BACK_STEPS = 4_000;
const CLOCK_EVERY = 8;

/** Document coordinates (CSS px from the top of the document). */
export interface Span {
  top: number;
  bottom: number;
}

export class ViewWindow {
  /** What the last window walk covered; null until the first. */
  covered: Span | null = null;
  /** The block past the end where the last window walk stopped: a walk further down starts there. */
  stoppedAt: Element | null = null;

  constructor(readonly doc: Document) {}

  private get win(): Window {
    return this.doc.defaultView!;
  }

  /** The span a walk started now should cover. */
  around(): Span {
    const { innerHeight, scrollY } = this.win;
    return {
      top: scrollY - SCREENS_ABOVE * innerHeight,
      bottom: scrollY + (1 + SCREENS_BELOW) * innerHeight,
    };
  }

  /** The viewport came within half a screen of an edge of the covered span that is not the page's. */
  needsMove(): boolean {
    if (!this.covered) return false;
    const { innerHeight, scrollY } = this.win;
    const margin = innerHeight / 2;
    const pageBottom = this.doc.documentElement.scrollHeight;
    return (
      (this.covered.top > 0 && scrollY - margin < this.covered.top) ||
      (this.covered.bottom < pageBottom && scrollY + innerHeight + margin > this.covered.bottom)
    );
  }

  /** True when `node` lies wholly outside the covered span (then its text waits for the window). */
  outside(node: Node): boolean {
    if (!this.covered || node.nodeType !== ELEMENT_NODE) return false;
    const rect = (node as Element).getBoundingClientRect();
    if (rect.width === 0 && rect.height === 0) return false;
    const top = rect.top + this.win.scrollY;
    return top > this.covered.bottom || rect.bottom + this.win.scrollY < this.covered.top;
  }

  /** For a bounded walk: the block starts below the span's bottom (noted as where it stopped). */
  pastEnd(span: Span): (block: Node) => boolean {
    this.stoppedAt = null;
    return (block) => {
      if (block.nodeType !== ELEMENT_NODE) return false;
      const past = (block as Element).getBoundingClientRect().top + this.win.scrollY > span.bottom;
      if (past) this.stoppedAt = block as Element;
      return past;
    };
  }

  /**
   * The viewport moved down and the new span overlaps the covered one: only the part below needs
   * walking, from where the last walk stopped.
   */
  continuesDown(span: Span): boolean {
    const covered = this.covered;
    return (
      covered !== null &&
      span.top > covered.top &&
      span.top < covered.bottom &&
      this.stoppedAt !== null &&
      this.stoppedAt.isConnected
    );
  }

  /** The block ends above the span's top (or is not laid out): its marks can go. */
  above(block: Node, span: Span): boolean {
    if (block.nodeType !== ELEMENT_NODE) return false;
    return (block as Element).getBoundingClientRect().bottom + this.win.scrollY < span.top;
  }

  /**
   * The element to walk from: the block at the top of the viewport, then back through the
   * elements before it until one ends above the span's top. Null: from the start of the page.
   */
  startOf(span: Span): Element | null {
    if (span.top <= 0) return null;
    const win = this.win;
    let start = topOfViewport(this.doc);
    if (!start) return null;
    const walker = this.doc.createTreeWalker(this.doc.body ?? this.doc, NodeFilter.SHOW_ELEMENT);
    walker.currentNode = start;
    for (let step = 1; step <= MAX_BACK_STEPS; step++) {
      const previous = walker.previousNode() as Element | null;
      if (!previous || previous === this.doc.body) return null;
      start = previous;
      if (step % CLOCK_EVERY !== 0) continue;
      const rect = previous.getBoundingClientRect();
      if (rect.height > 0 && rect.bottom + win.scrollY < span.top) return previous;
    }
    return start;
  }
}

/**
 * The block element at the top of the viewport, where a scrolled page's visible text begins (a
 * block boundary, so no run is cut in two). Looked for at three points across: a page's middle
 * may be a gap between columns. Null when the page is not scrolled, or only its body is there.
 */
export function topOfViewport(doc: Document): Element | null {
  const win = doc.defaultView;
  if (!win || win.scrollY < 1) return null;
  for (const x of [win.innerWidth / 2, 16, win.innerWidth - 16]) {
    const hit = doc.elementFromPoint(x, 2);
    const block = hit && blockOf(hit);
    if (!block || block.nodeType !== ELEMENT_NODE || block === doc.body) continue;
    return block === doc.documentElement ? null : (block as Element);
  }
  return null;
}
