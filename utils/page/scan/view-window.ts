/**
 * The window of a long page that is scanned and marked: the viewport, one screen above it and two
 * below. Scanning and marking a 5,000-row page whole cost the page ~450 ms of main thread after
 * load, and every frame after any DOM change pays for each registered highlight range; the agent
 * sees a screen at a time. The window moves, in sliced walks, when the viewport comes within half
 * a screen of its edge (the hysteresis keeps steady scrolling from rescanning every frame).
 *
 * Everything is measured from the viewport (getBoundingClientRect), and the window's edges are
 * elements, not scroll offsets: a CRM that scrolls its list inside an element (the window itself
 * never scrolls) moves them just the same.
 */
import { blockOf } from '../dom/dom-rules';
import { ELEMENT_NODE } from '../dom/node-types';

/**
 * Below this many elements a document is scanned whole: on a page of a few screens, the window
 * costs more than it saves. Windowing the benchmark's 200-row page (2,600 elements) took about 30
 * ms off what it adds to the load, and added about 250 ms of marking as the window followed 5 s
 * of scrolling (npm run bench, 2026-11-29; whole, that scrolling cost nothing measurable).
 */
export const WINDOWED_ABOVE_ELEMENTS = 8_000;
const SCREENS_ABOVE = 1;
const SCREENS_BELOW = 2;
/** Backward steps looking for the window's first element, at most. */
const MAX_BACK_STEPS = 4_000;
/** Elements stepped back between layout reads. */
const READ_EVERY = 8;

const rectOf = (node: Node) => (node as Element).getBoundingClientRect();

export class ViewWindow {
  /** Where the last window walk started (null: the top of the page). */
  private first: Element | null = null;
  /** The block past the end where the last window walk stopped (null: the end of the page). */
  stoppedAt: Element | null = null;
  /** True once a window walk was planned. */
  planned = false;

  constructor(
    readonly doc: Document,
    /** Our own overlay host: never where the page's text is. */
    private readonly ownNodes: ReadonlySet<Node>,
  ) {}

  private get height(): number {
    return this.doc.defaultView!.innerHeight;
  }

  /** A block that starts this far below the viewport's top is past the window's end. */
  private get bottom(): number {
    return (1 + SCREENS_BELOW) * this.height;
  }

  /** The viewport came within half a screen of the window's edge (or the page replaced it). */
  needsMove(): boolean {
    if (!this.planned) return false;
    const margin = this.height / 2;
    const { first, stoppedAt } = this;
    return (
      (first !== null && (!first.isConnected || rectOf(first).bottom > -margin)) ||
      (stoppedAt !== null &&
        (!stoppedAt.isConnected || rectOf(stoppedAt).top < this.height + margin))
    );
  }

  /**
   * The viewport moved down within the window: only the part below needs walking, from where
   * the last walk stopped (it still lies below the new window's top).
   */
  continuesDown(): boolean {
    const { first, stoppedAt } = this;
    if (stoppedAt === null || !stoppedAt.isConnected) return false;
    const movingUp =
      first !== null && (!first.isConnected || rectOf(first).bottom > -this.height / 2);
    return !movingUp && rectOf(stoppedAt).top > -SCREENS_ABOVE * this.height;
  }

  /** True when `node` lies wholly outside the window (then its text waits for the window). */
  outside(node: Node): boolean {
    if (!this.planned || node.nodeType !== ELEMENT_NODE) return false;
    const rect = rectOf(node);
    if (rect.width === 0 && rect.height === 0) return false;
    return rect.top > this.bottom || rect.bottom < -SCREENS_ABOVE * this.height;
  }

  /** An element at an edge of the window, if it has one: inside whatever scrolls the page's text. */
  edge(): Element | null {
    return this.first ?? this.stoppedAt;
  }

  /** The block ends above the window (or is not laid out): its marks can go. */
  above(block: Node): boolean {
    return block.nodeType === ELEMENT_NODE && rectOf(block).bottom < -SCREENS_ABOVE * this.height;
  }

  /** Plans a walk of the window from `startAt` on; its `until` notes where it stops. */
  plan(startAt: Element | null): { startAt: Element | null; until: (block: Node) => boolean } {
    this.planned = true;
    this.first = startAt;
    this.stoppedAt = null;
    const bottom = this.bottom;
    return {
      startAt,
      until: (block) => {
        const past = block.nodeType === ELEMENT_NODE && rectOf(block).top > bottom;
        // A walk that continues from here takes whole every block it meets: the outermost
        // element wholly past the end (the row, not the cell's nested block) is where it starts.
        if (past) this.stoppedAt = this.outermost(block as Element, (rect) => rect.top > bottom);
        return past;
      },
    };
  }

  /** `element`, or its outermost ancestor below the body that `fits` too. */
  private outermost(element: Element, fits: (rect: DOMRect) => boolean): Element {
    let outer = element;
    for (let parent = outer.parentElement; parent && parent !== this.doc.body;) {
      if (!fits(parent.getBoundingClientRect())) break;
      outer = parent;
      parent = parent.parentElement;
    }
    return outer;
  }

  /**
   * The element to walk from: the block in the middle of the viewport (below any sticky header,
   * and inside a list that scrolls within an element), then back through the elements before it
   * until one ends a screen above. Null: from the start of the page.
   */
  startOf(): Element | null {
    // The first window of a page not scrolled starts at the top: asking elementFromPoint then
    // cost up to 120 ms in one task on the bench's 5,000-row page while it loaded.
    if (!this.planned && (this.doc.defaultView?.scrollY ?? 0) < 1) return null;
    let start = blockAt(this.doc, this.height / 2, this.ownNodes);
    if (!start) return null;
    const top = -SCREENS_ABOVE * this.height;
    const walker = this.doc.createTreeWalker(this.doc.body ?? this.doc, NodeFilter.SHOW_ELEMENT);
    walker.currentNode = start;
    for (let step = 1; step <= MAX_BACK_STEPS; step++) {
      const previous = walker.previousNode() as Element | null;
      if (!previous || previous === this.doc.body) return null;
      start = previous;
      if (step % READ_EVERY !== 0) continue;
      const rect = previous.getBoundingClientRect();
      // The outermost element wholly above: the walk then takes whole every block it meets.
      if (rect.height > 0 && rect.bottom < top)
        return this.outermost(previous, (above) => above.bottom < top);
    }
    return start;
  }
}

/**
 * The block element at the top of the viewport, where a scrolled page's visible text begins.
 * Null when the page is not scrolled.
 */
export function topOfViewport(doc: Document): Element | null {
  return (doc.defaultView?.scrollY ?? 0) < 1 ? null : blockAt(doc, 2);
}

/**
 * The block element at height `y` of the viewport (a block boundary, so no run is cut in two).
 * Looked for at three points across: a page's middle may be a gap between columns, beside a
 * narrow table, or under our own control.
 */
function blockAt(
  doc: Document,
  y: number,
  ownNodes: ReadonlySet<Node> = new Set(),
): Element | null {
  const win = doc.defaultView;
  if (!win) return null;
  for (const x of [win.innerWidth / 2, 16, win.innerWidth - 16]) {
    const hit = doc.elementFromPoint(x, y);
    const block = hit && !ownNodes.has(hit) && blockOf(hit);
    if (!block || block.nodeType !== ELEMENT_NODE) continue;
    if (block === doc.body || block === doc.documentElement) continue;
    // Taller than half a screen: a container (a list's scrolling box), not where text begins.
    if ((block as Element).getBoundingClientRect().height > win.innerHeight / 2) continue;
    return block as Element;
  }
  return null;
}
