/**
 * The scanner: finds numbers in the document and in every root reachable from it, marks them,
 * and follows the page as it changes. Work runs in slices of about 5 ms so the page never waits
 * on us for long; `settled()` resolves once no work is left.
 */
import { blockOf } from './dom-rules';
import { DiscoverTask } from './discover-task';
import { HiddenNumbers } from './hidden-numbers';
import { ensureStyle, removeAllMarks } from './highlight';
import { MatchIndex } from './match-index';
import { collectMutations } from './mutations';
import type { PageMatch } from './page-match';
import { documentRoot, frameRootOf, shadowRootOf, viewportOffset, type ScanRoot } from './roots';
import { BlocksTask, SweepTask, WalkTask, type ScanContext, type ScanTask } from './scan-tasks';
import { createMarkupVisibilityCheck, createVisibilityCheck } from './visibility';
import { elementCount } from './digit-walker';
import { afterNextPaint, yieldToMain } from './yield';
import { ELEMENT_NODE } from './node-types';

/**
 * 5 ms rather than 8: a minor GC (its DOM-wrapper handles grow with the walk) often lands in a
 * slice and adds 5–20 ms; the shorter slice keeps most such tasks under 16 ms.
 */
const SLICE_MS = 5;

/**
 * While the page is parsed, each early walk from the top stops after this much work (in
 * slices). One slice was not enough: the first numbers matched pay for compiling the code and
 * the numbering plans' patterns, and one 5 ms slice marked 1 to 19 of the 37 numbers on the
 * benchmark page's first screen. The walk after DOMContentLoaded repeats this much work.
 */
const EARLY_WALK_MS = 20;

const isWalk = (task: ScanTask) => task instanceof WalkTask;

export interface ScanReport {
  numbers: number;
  busyMs: number;
  longestSliceMs: number;
}

export class Scanner {
  readonly index = new MatchIndex();
  private roots = new Map<Document | ShadowRoot, { root: ScanRoot; observer: MutationObserver }>();
  private queue: ScanTask[] = [];
  private draining = false;
  /** While a batch of changes is queued, draining waits for the whole batch (one scan, not one per row). */
  private batching = false;
  private frameRequested = false;
  private records: Array<{ root: ScanRoot; record: MutationRecord }> = [];
  private waiters: Array<() => void> = [];
  private dirty = new Map<Node, ScanRoot>();
  private hidden = new HiddenNumbers();
  private disposed = false;
  private firstSliceMarked = false;
  /**
   * The top document is still being parsed: the roots are not observed yet and only the top of
   * the page is walked; one walk after DOMContentLoaded takes everything (see start()).
   */
  private parsing = false;
  /** While parsing: an early walk found more text than EARLY_WALK_MS covers, a screenful at least. */
  private earlyCovered = false;
  private firstSliceDone: () => void = () => {};
  /** Resolves when the first slice (the top of the viewport) is scanned and marked. */
  readonly firstSlice = new Promise<void>((resolve) => (this.firstSliceDone = resolve));
  private callableDone: (() => void) | null = null;
  /**
   * Resolves once numbers on screen are marked: not when the scan starts (an app's empty shell
   * has none), but after the first slice that marks numbers and leaves the screen covered.
   */
  readonly callable = new Promise<void>((resolve) => (this.callableDone = resolve));

  constructor(
    private readonly country: string,
    /** Our own overlay host: its changes are not the page's. */
    private readonly ownNodes: ReadonlySet<Node>,
    private readonly hooks: {
      onRootAdded?(root: ScanRoot): void;
    } = {},
  ) {}

  /**
   * Starts with the top document; the first slice covers the viewport.
   *
   * Injected while the page is still being parsed (document_start), it marks the first screenful
   * right after the parser's first paint, which on a long server-rendered page comes long before
   * the load event. The parser's appends are not followed one by one (as mutations they cost
   * four times the whole scan, measured with npm run bench); one walk after DOMContentLoaded
   * takes the finished document instead.
   */
  start(doc: Document): void {
    // The ::highlight rules go in now, so the style update they cause is part of the page's
    // next frame, not forced by our first visibility check.
    ensureStyle(doc);
    // After a paint: the page's layout is done, so reading visibility costs little.
    this.frameRequested = true;
    const scanParsedDocument = () =>
      afterNextPaint(() => {
        this.frameRequested = false;
        this.parsing = false;
        this.scanParsedDocument(doc);
      });
    if (doc.readyState !== 'loading') return scanParsedDocument();
    this.parsing = true;
    this.scanWhileParsing(doc, 0);
    doc.addEventListener('DOMContentLoaded', scanParsedDocument, { once: true });
  }

  /**
   * After each paint while the parser works: walk the page from the top again if it grew, until
   * EARLY_WALK_MS no longer reaches the end of what is there (the first screenful is covered).
   * The first paint often shows only a heading. From the top, without asking where the viewport is:
   * reading the scroll position would lay out in our task all the parser added since the paint.
   */
  private scanWhileParsing(doc: Document, elementsBefore: number): void {
    afterNextPaint(() => {
      if (!this.parsing || this.disposed || this.earlyCovered) return;
      const elements = elementCount(doc);
      if (elements > elementsBefore) {
        // Incremental: an XPath snapshot of all the parser has written could use up the slice
        // before the first number is marked.
        const known = this.roots.get(doc);
        if (!known) this.addRoot(documentRoot(doc), null, { incremental: true });
        else {
          this.index.clear();
          this.enqueue(new WalkTask(known.root, doc, { fresh: true, incremental: true }));
        }
      }
      // A hidden tab paints no frames: the walk after DOMContentLoaded is enough there.
      if (!doc.hidden) this.scanWhileParsing(doc, elements);
    });
  }

  /** The whole document, once parsed: new, or scanned again if its first screenful was marked early. */
  private scanParsedDocument(doc: Document): void {
    if (this.disposed) return;
    if (!this.roots.has(doc)) return this.addRoot(documentRoot(doc), topOfViewport(doc));
    // The old marks go in the same flush that marks the new walk's first screenful: no frame
    // shows the first screenful unmarked.
    this.index.clear();
    // An early walk may still be under way: the walks below replace it.
    this.queue = [];
    // Queued together, then drained: a walk must not add roots while they are being listed.
    this.batching = true;
    for (const { root, observer } of [...this.roots.values()]) {
      observe(observer, root.node);
      this.enqueue(
        new WalkTask(root, root.node, {
          fresh: true,
          startAt: root.node === doc ? topOfViewport(doc) : null,
        }),
      );
    }
    this.batching = false;
    if (this.queue.length && !this.draining) void this.drain();
  }

  /** All roots, for hit-testing and for removing marks. */
  allRoots(): ScanRoot[] {
    return [...this.roots.values()].map((entry) => entry.root);
  }

  rootOf(tree: Document | ShadowRoot): ScanRoot | undefined {
    return this.roots.get(tree)?.root;
  }

  /** Resolves when every pending change has been scanned. */
  settled(): Promise<void> {
    if (!this.draining && !this.frameRequested && this.queue.length === 0) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  /** Scans everything again (single-page-app navigation); unchanged blocks keep their marks. */
  rescanAll(): void {
    for (const { root } of this.roots.values())
      this.enqueue(new WalkTask(root, root.node, { dropUnseen: true }));
  }

  dispose(): void {
    this.disposed = true;
    for (const { observer } of this.roots.values()) observer.disconnect();
    this.index.clear();
    this.hidden.clear();
    removeAllMarks([...this.roots.keys()]);
    this.roots.clear();
    this.queue = [];
    for (const resolve of this.waiters.splice(0)) resolve();
  }

  private addRoot(
    root: ScanRoot,
    startAt: Element | null = null,
    walk: { incremental?: boolean } = {},
  ): void {
    if (this.disposed || this.roots.has(root.node)) return;
    const win = root.doc.defaultView;
    if (!win) return;
    ensureStyle(root.node);
    const observer = new win.MutationObserver((records) => this.onMutations(root, records));
    if (!this.parsing) observe(observer, root.node);
    this.roots.set(root.node, { root, observer });
    this.hooks.onRootAdded?.(root);
    this.enqueue(new WalkTask(root, root.node, { ...walk, fresh: true, startAt }));
  }

  /**
   * Frames with our load listener, each with the root it was last found in (a walk may find it
   * under a newer copy of that root). Weak: a removed frame is not kept alive by this.
   */
  private readonly frameParents = new WeakMap<HTMLIFrameElement, ScanRoot>();

  private readonly found = {
    shadowHost: (host: Element, parent: ScanRoot) => {
      const root = shadowRootOf(host, parent);
      if (root) this.addRoot(root);
    },
    frame: (frame: HTMLIFrameElement, parent: ScanRoot) => {
      this.attachFrame(frame, parent);
      // A frame that loads (or navigates) later gets a new document: scan that one. Every walk
      // finds the frame again, so it is listened to only the first time.
      const listening = this.frameParents.has(frame);
      this.frameParents.set(frame, parent);
      if (listening) return;
      frame.addEventListener('load', () => this.attachFrame(frame, this.frameParents.get(frame)!));
    },
  };

  private attachFrame(frame: HTMLIFrameElement, parent: ScanRoot): void {
    for (const [tree, entry] of this.roots) {
      if (entry.root.host === frame && tree !== frame.contentDocument) {
        entry.observer.disconnect();
        this.roots.delete(tree);
        this.index.dropRoot(entry.root);
      }
    }
    const root = frameRootOf(frame, parent);
    if (root) this.addRoot(root);
  }

  private onMutations(root: ScanRoot, records: MutationRecord[]): void {
    if (this.disposed) return;
    for (const record of records) this.records.push({ root, record });
    if (this.frameRequested) return;
    this.frameRequested = true;
    afterNextPaint(() => {
      this.frameRequested = false;
      this.applyMutations();
    });
  }

  private applyMutations(): void {
    const records = this.records.splice(0);
    if (this.disposed || records.length === 0) return this.finishIfIdle();
    const work = collectMutations(records, this.ownNodes);
    this.batching = true;
    for (const { root, subtree } of work.subtrees) {
      this.enqueue(
        new WalkTask(root, subtree, { dropUnseen: work.visibilityChanged.has(subtree) }),
      );
    }
    for (const { root, block } of work.blocks) this.dirty.set(block, root);
    if (work.classChanged.size && this.hidden.size) {
      for (const { root, block } of this.hidden.takeUnder(work.classChanged)) {
        this.index.forgetKey(block);
        this.dirty.set(block, root);
      }
    }
    this.flushDirty();
    if (work.removed.length) this.enqueue(new SweepTask(work.removed));
    this.batching = false;
    if (this.queue.length && !this.draining) void this.drain();
    this.finishIfIdle();
  }

  private flushDirty(): void {
    if (this.dirty.size === 0) return;
    const items = [...this.dirty].map(([block, root]) => ({ block, root }));
    this.dirty.clear();
    this.enqueue(new BlocksTask(items));
  }

  private enqueue(task: ScanTask): void {
    if (this.disposed) return;
    this.queue.push(task);
    if (!this.draining && !this.batching) void this.drain();
  }

  private readonly context = (): ScanContext => ({
    index: this.index,
    country: this.country,
    visible: this.parsing ? createMarkupVisibilityCheck() : createVisibilityCheck(),
    dirtyBlock: (root, block) => this.dirty.set(block, root),
    hiddenBlock: (root, block) => this.hidden.note(block, root),
    discover: (root, subtree) => this.queue.push(new DiscoverTask(root, subtree, this.found)),
  });

  /** A task that throws is dropped: one odd subtree must not stop the scan (or page-numbers). */
  private runStep(task: ScanTask, deadline: number, context: ScanContext): boolean {
    try {
      return task.step(deadline, context);
    } catch (error) {
      console.warn(
        '[dialbridge] scan step failed:',
        error instanceof Error ? error.name : typeof error,
      );
      return true;
    }
  }

  private async drain(): Promise<void> {
    this.draining = true;
    const started = performance.now();
    performance.mark('dialbridge:scan-start');
    let busy = 0;
    let longest = 0;
    let screenMarked = false;
    while (this.queue.length && !this.disposed) {
      const sliceStart = performance.now();
      const deadline = sliceStart + SLICE_MS;
      const context = this.context();
      while (this.queue.length && performance.now() < deadline) {
        if (this.runStep(this.queue[0]!, deadline, context)) this.queue.shift();
        if (this.queue.length === 0) this.flushDirty();
      }
      const took = performance.now() - sliceStart;
      busy += took;
      longest = Math.max(longest, took);
      if (this.parsing && (busy >= EARLY_WALK_MS || !this.queue.some(isWalk))) {
        // Still parsing: the walk after DOMContentLoaded does the rest. A walk still going after
        // EARLY_WALK_MS had more text than a screenful: the first screenful is marked.
        if (this.queue.some(isWalk)) this.earlyCovered = true;
        this.queue = [];
      }
      // After the parsing cut above, so an early walk that covered the screen counts at once.
      if (!screenMarked && this.index.hasPending && this.screenCovered(this.index.lastPending)) {
        // The first screenful is marked as soon as it is scanned; the rest waits for the end.
        screenMarked = true;
        this.index.flushMarks();
        this.callableDone?.();
        this.callableDone = null;
      }
      if (!this.firstSliceMarked && (this.earlyCovered || !this.parsing)) {
        this.firstSliceMarked = true;
        performance.mark('dialbridge:first-slice', { detail: { numbers: this.index.size } });
        this.firstSliceDone();
      }
      if (this.queue.length) await yieldToMain();
    }
    this.draining = false;
    if (!this.disposed) this.index.flushMarks();
    // Not a completed scan (no dialbridge:scan measure): the page is still being parsed.
    if (this.disposed || this.parsing) return;
    const report: ScanReport = {
      numbers: this.index.size,
      busyMs: round(busy),
      longestSliceMs: round(longest),
    };
    performance.measure('dialbridge:scan', {
      start: started,
      end: performance.now(),
      detail: report,
    });
    this.finishIfIdle();
  }

  /**
   * Numbers are marked and the screen holds no unscanned text: the walks are done, or the last
   * number marked lies below the viewport (walks go in document order). While the parser works,
   * an early walk that outgrew EARLY_WALK_MS stands for that, as no layout may be read then.
   */
  private screenCovered(lastMarked: PageMatch | null): boolean {
    if (this.index.size === 0) return false;
    if (this.parsing) return this.earlyCovered;
    if (!this.queue.some(isWalk)) return true;
    return lastMarked !== null && belowViewport(lastMarked);
  }

  private finishIfIdle(): void {
    if (this.draining || this.frameRequested || this.queue.length) return;
    for (const resolve of this.waiters.splice(0)) resolve();
  }
}

function observe(observer: MutationObserver, node: Document | ShadowRoot): void {
  observer.observe(node, {
    childList: true,
    subtree: true,
    characterData: true,
    attributes: true,
    attributeOldValue: true,
    // Attributes that show or hide text. Class changes are too frequent to rescan what they
    // touch; they are only checked against the blocks whose numbers were hidden (HiddenNumbers).
    attributeFilter: ['hidden', 'aria-hidden', 'open', 'style', 'class'],
  });
}

function round(ms: number): number {
  return Math.round(ms * 100) / 100;
}

/** One layout read per slice, and only until the first numbers on screen are marked. */
function belowViewport(match: PageMatch): boolean {
  const element = match.spans[0]!.node.parentElement;
  if (!element) return false;
  // Frames' offsets lead up to this script's own window, the top of what this scanner scans.
  return element.getBoundingClientRect().top + viewportOffset(match.root).y > window.innerHeight;
}

/** The block element at the top of the viewport, where a scrolled page's visible text begins. */
function topOfViewport(doc: Document): Element | null {
  const win = doc.defaultView;
  if (!win || win.scrollY < 1) return null;
  const hit = doc.elementFromPoint(win.innerWidth / 2, 2);
  // Start at a block boundary so no run is cut in two.
  const element = hit && blockOf(hit);
  if (!element || element.nodeType !== ELEMENT_NODE) return null;
  return element !== doc.documentElement && element !== doc.body ? (element as Element) : null;
}
