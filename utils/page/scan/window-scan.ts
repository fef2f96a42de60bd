/**
 * Following the viewport of a long page (see view-window.ts for why): the first walk covers the
 * window only, scrolling moves it in sliced walks after a paint, changes the page makes off the
 * window wait for it, and the whole page is matched only when the popup's list asks.
 */
import { elementCount } from './digit-walker';
import type { PageMatch } from '../read/page-match';
import type { ScanRoot } from '../dom/roots';
import type { ScanLoop } from './scan-loop';
import { CollectTask, WalkTask, type ScanContext, type ScanTask } from './scan-tasks';
import { ViewWindow, WINDOWED_ABOVE_ELEMENTS } from './view-window';
import { ELEMENT_NODE } from '../dom/node-types';
import { afterNextPaint } from '../dom/yield';

/** Elements added in one batch to a long page above which only the window is walked. */
const BIG_CHANGE = 1_000;
/**
 * While the page scrolls the window's content, the marks of a window move wait until it has
 * been still this long. Each change to the highlight registry re-rasterises every marked number
 * on screen: on the benchmark's machine, one more frame of 33 to 83 ms, which during a scroll is
 * a dropped frame. The walk itself goes on in its paced slices, and a held number already
 * answers the pointer; only its tint waits.
 */
const SCROLL_PAUSE_MS = 150;
/** Blocks checked between looks at the clock (each check reads layout). */
const CLOCK_EVERY = 16;

const isWindowWalk = (task: ScanTask) => task instanceof WalkTask && task.bounded;

/** True when the document is long enough to be scanned in a window. */
export function isLongPage(doc: Document): boolean {
  return elementCount(doc, WINDOWED_ABOVE_ELEMENTS) > WINDOWED_ABOVE_ELEMENTS;
}

export class WindowScan {
  private readonly view: ViewWindow;
  private scrollRequested = false;
  private lastScrollAt = -Infinity;

  constructor(
    private readonly loop: ScanLoop,
    readonly doc: Document,
    /** The top document's root once it is scanned. */
    private readonly root: () => ScanRoot | undefined,
    ownNodes: ReadonlySet<Node>,
  ) {
    this.view = new ViewWindow(doc, ownNodes);
    // Capturing: a list that scrolls inside an element fires its scroll events there.
    doc.addEventListener('scroll', this.onScroll, { passive: true, capture: true });
  }

  dispose(): void {
    this.doc.removeEventListener('scroll', this.onScroll, { capture: true });
  }

  /** A walk of the window around the viewport; with `first`, nothing of the root is indexed yet. */
  walk(root: ScanRoot, first = false): WalkTask {
    return new WalkTask(root, root.node, {
      ...this.view.plan(this.view.startOf()),
      fresh: first,
      // Blocks the walk does not reach lie outside the window: they are forgotten (and unmarked).
      dropUnseen: !first,
    });
  }

  /** The window walked again from scratch, replacing a window walk still queued. */
  rewalk(root: ScanRoot): void {
    this.loop.unqueue(isWindowWalk);
    this.loop.enqueue(this.walk(root));
  }

  /** Scrolling moves the window in one batch after a paint, when the viewport nears its edge. */
  private readonly onScroll = (event: Event) => {
    if (this.movesWindow(event.target)) this.lastScrollAt = performance.now();
    if (this.scrollRequested) return;
    this.scrollRequested = true;
    afterNextPaint(() => {
      this.scrollRequested = false;
      this.moveIfNeeded();
    });
  };

  /**
   * The document, or an element that holds the window's edges, scrolled: a ticker or a chat box
   * that scrolls elsewhere on the page never holds the marks.
   */
  private movesWindow(target: EventTarget | null): boolean {
    if (target === this.doc) return true;
    const edge = this.view.edge();
    if (edge === null || (target as Node | null)?.nodeType !== ELEMENT_NODE) return false;
    return (target as Element).contains(edge);
  }

  /** How long a window move's marks still wait for the scrolling to pause (0: not at all). */
  marksHeldFor(): number {
    return Math.max(0, SCROLL_PAUSE_MS - (performance.now() - this.lastScrollAt));
  }

  /** Also after each drain: the viewport may have moved while the window was walked. */
  moveIfNeeded(): void {
    const view = this.view;
    const root = this.root();
    if (!root || !view.needsMove()) return;
    if (!this.loop.unqueue(isWindowWalk) && view.continuesDown()) {
      // Scrolling down: the part left above goes, the part below is walked, the rest stays.
      const from = view.stoppedAt!;
      const top = view.startOf();
      // Without an element for the window's new top edge, a move back up could not be seen.
      if (top) this.loop.enqueue(new DropTask(root, (block) => view.above(block)));
      const { until } = view.plan(top);
      this.loop.enqueue(new WalkTask(root, root.node, { startAt: from, until }));
      return;
    }
    // Up, or further than the window reached (a walk under way was aimed at where the viewport
    // was): the whole window is walked again.
    this.loop.enqueue(this.walk(root));
  }

  /** Off the window: its text waits for the window to reach it. */
  skips(root: ScanRoot, node: Node): boolean {
    return root.node === this.doc && this.view.outside(node);
  }

  /** Many elements added to the document in one batch (or its window not walked yet). */
  bigChange(subtrees: ReadonlyArray<{ root: ScanRoot; subtree: Node }>): boolean {
    const ours = subtrees.filter(({ root }) => root.node === this.doc);
    if (!this.view.planned) return ours.length > 0;
    let added = 0;
    for (const { subtree } of ours) {
      added += 1 + elementCount(subtree, BIG_CHANGE);
      if (added > BIG_CHANGE) return true;
    }
    return false;
  }

  /** Every number of the document in walk order, matched in slices; nothing is marked. */
  collect(): Promise<PageMatch[]> | null {
    const root = this.root();
    if (!root) return null;
    return new Promise((resolve) => this.loop.enqueue(new CollectTask(root, resolve)));
  }
}

/** Forgets the blocks of a root that `drop` picks, in slices: each check reads layout. */
class DropTask implements ScanTask {
  private blocks: Node[] | null = null;
  private position = 0;

  constructor(
    private readonly root: ScanRoot,
    private readonly drop: (block: Node) => boolean,
  ) {}

  step(deadline: number, { index }: ScanContext): boolean {
    this.blocks ??= index.blocksOf(this.root);
    while (this.position < this.blocks.length) {
      const block = this.blocks[this.position++]!;
      if (this.drop(block)) index.remove(block);
      if (this.position % CLOCK_EVERY === 0 && performance.now() >= deadline) return false;
    }
    return true;
  }
}
