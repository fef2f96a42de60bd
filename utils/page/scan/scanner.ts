/**
 * The scanner: finds numbers in the document and in every root reachable from it, marks them,
 * and follows the page as it changes. Which work is queued, and when, is decided here; the work
 * runs in slices (scan-loop.ts); `settled()` resolves once no work is left. A long top document
 * is scanned in a window around the viewport (window-scan.ts).
 */
import { OrderSweep } from '../marks/order-sweep';
import { planChanges } from './change-plan';
import { DiscoverTask, foundRoots } from './discover-task';
import { ensureStyle, removeAllMarks } from '../marks/highlight';
import { collectMutations, isSmallChange } from './mutations';
import type { PageMatch } from '../read/page-match';
import { documentRoot, frameRootOf, type ScanRoot } from '../dom/roots';
import { ScanLoop } from './scan-loop';
import { ScanRoots } from './scan-roots';
import { SweepTask } from './change-tasks';
import { WalkTask, type ScanTask, type WalkedRange } from './scan-tasks';
import { topOfViewport } from './view-window';
import { WindowScan, isLongPage } from './window-scan';
import { afterNextPaint, inNextFrame } from '../dom/yield';

/**
 * A page change of at most this many nodes (about 40 table rows) is scanned in one go in the frame
 * that shows it; a bigger one is sliced, its screenful first (ScanLoop.drain's `change`).
 */
const SMALL_CHANGE_NODES = 1_000;

export class Scanner extends ScanLoop {
  private readonly followed = new ScanRoots({
    mutations: (root, records) => this.onMutations(root, records),
    revealed: (target) => this.animationEnded(target),
  });
  private records: Array<{ root: ScanRoot; record: MutationRecord }> = [];
  /** A long top document: only its window is scanned and marked. */
  private window: WindowScan | null = null;
  /** DOMContentLoaded has fired: no early walk starts after it. */
  private parsed = false;
  /** Takes the tint off numbers the screen shows out of order, once marked. */
  readonly order = new OrderSweep();

  constructor(
    country: string,
    /** Our own overlay host: its changes are not the page's. */
    private readonly ownNodes: ReadonlySet<Node>,
    private readonly hooks: { onRootAdded?(root: ScanRoot): void } = {},
  ) {
    super(country);
    this.index.onMarked = (matches) => this.order.check(matches);
  }

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
    this.scanWhileParsing(doc);
    // No early walk starts once the document is parsed: a short page is parsed before its first
    // paint, and an early walk waiting for that paint would walk it all a second time.
    const parsed = () => {
      this.parsed = true;
      scanParsedDocument();
    };
    doc.addEventListener('DOMContentLoaded', parsed, { once: true });
  }

  /**
   * After each paint while the parser works: the early walk goes on from where it stopped, until
   * it has passed the bottom of the screen (EarlyWalk). The first paint often shows only a
   * heading. From the top, without asking where the viewport is: reading the scroll position
   * would lay out in our task all the parser added since the paint.
   */
  private scanWhileParsing(doc: Document): void {
    afterNextPaint(() => {
      if (!this.parsing || this.parsed || this.disposed || this.early.covered) return;
      const walk = this.early.task;
      if (!walk) {
        this.addRoot(documentRoot(doc), (root) => this.early.start(root));
      } else if (!this.queue.includes(walk)) {
        this.enqueue(walk);
      }
      // A hidden tab paints no frames: the walk after DOMContentLoaded is enough there.
      if (!doc.hidden) this.scanWhileParsing(doc);
    });
  }

  /** The whole document, once parsed: new, or scanned again if its first screenful was marked early. */
  private scanParsedDocument(doc: Document): void {
    if (this.disposed) return;
    if (isLongPage(doc)) this.followViewport(doc);
    if (!this.followed.has(doc))
      return this.addRoot(documentRoot(doc), (root) => this.topWalk(root));
    // The old marks go in the same flush that marks the new walk's first screenful: no frame
    // shows the first screenful unmarked.
    this.index.clear();
    // An early walk may still be under way: the walks below replace it.
    this.early.end();
    this.queue = [];
    // Queued together, then drained: a walk must not add roots while they are being listed.
    this.batching = true;
    this.followed.observeAll();
    for (const root of this.followed.all()) {
      this.enqueue(
        root.node === doc ? this.topWalk(root) : new WalkTask(root, root.node, { fresh: true }),
      );
    }
    this.batching = false;
    if (this.queue.length && !this.draining) void this.drain();
  }

  /** The first walk of the top document: its window if it is long, else all of it, viewport first. */
  private topWalk(root: ScanRoot): WalkTask {
    if (this.window) return this.window.walk(root, true);
    return new WalkTask(root, root.node, { fresh: true, startAt: topOfViewport(root.doc) });
  }

  private followViewport(doc: Document): void {
    this.window ??= new WindowScan(this, doc, () => this.followed.get(doc), this.ownNodes);
  }

  protected marksHeldFor(): number {
    return this.window?.marksHeldFor() ?? 0;
  }

  protected drained(): void {
    // The viewport may have moved while the window was walked, and no scroll event may follow.
    const window = this.window;
    if (window) afterNextPaint(() => this.disposed || window.moveIfNeeded());
  }

  /**
   * Every number of the top document in walk order when only its window is indexed (a long
   * page), matched now in slices; null when the index holds them all.
   */
  wholeTopDocument(): Promise<PageMatch[]> | null {
    return this.disposed ? null : (this.window?.collect() ?? null);
  }

  /** The trees followed (the document, shadow roots, frames): for hit-testing and listing. */
  get roots(): Pick<ScanRoots, 'top' | 'all' | 'get'> {
    return this.followed;
  }

  /** Scans everything again (single-page-app navigation); unchanged blocks keep their marks. */
  rescanAll(): void {
    for (const root of this.followed.all()) {
      if (root.node === this.window?.doc) this.window.rewalk(root);
      else this.enqueue(new WalkTask(root, root.node, { dropUnseen: true }));
    }
  }

  dispose(): void {
    this.disposed = true;
    this.early.end();
    this.window?.dispose();
    const trees = this.followed.trees();
    this.followed.clear();
    this.index.clear();
    this.hidden.clear();
    removeAllMarks(trees);
    this.queue = [];
    this.releaseWaiters();
  }

  private addRoot(
    root: ScanRoot,
    firstWalk: (root: ScanRoot) => ScanTask = (added) =>
      new WalkTask(added, added.node, { fresh: true }),
  ): void {
    if (this.disposed || this.followed.has(root.node) || !root.doc.defaultView) return;
    ensureStyle(root.node);
    this.followed.add(root, this.parsing);
    this.hooks.onRootAdded?.(root);
    this.enqueue(firstWalk(root));
  }

  protected discoverTask(root: ScanRoot, subtree: Node, range?: WalkedRange): ScanTask {
    return new DiscoverTask(root, subtree, this.found, range);
  }

  private readonly found = foundRoots(
    (root) => this.addRoot(root),
    (frame, parent) => this.attachFrame(frame, parent),
  );

  private attachFrame(frame: HTMLIFrameElement, parent: ScanRoot): void {
    for (const dropped of this.followed.dropFormerFrameRoots(frame)) this.index.dropRoot(dropped);
    const root = frameRootOf(frame, parent);
    if (root) this.addRoot(root);
  }

  /** A transition or animation ended: numbers hidden under its element may be on screen now. */
  private animationEnded(target: Node): void {
    if (this.disposed || this.hidden.size === 0) return;
    if (this.readAgainHiddenUnder(new Set([target]))) this.flushDirty();
  }

  /** Numbers hidden under `targets` may be on screen now: their blocks are read again. */
  private readAgainHiddenUnder(targets: ReadonlySet<Node>): boolean {
    const revealed = this.hidden.takeUnder(targets);
    for (const { root, block } of revealed) {
      this.index.forgetKey(block);
      this.dirty.set(block, root);
    }
    return revealed.length > 0;
  }

  private onMutations(root: ScanRoot, records: MutationRecord[]): void {
    if (this.disposed) return;
    for (const record of records) this.records.push({ root, record });
    if (this.frameRequested) return;
    this.frameRequested = true;
    inNextFrame((inFrame) => {
      this.frameRequested = false;
      this.applyMutations(inFrame);
    });
  }

  private applyMutations(inFrame: boolean): void {
    const records = this.records.splice(0);
    if (this.disposed || records.length === 0) return this.finishIfIdle();
    const work = collectMutations(records, this.ownNodes);
    const queued = new Set(this.queue);
    this.batching = true;
    const top = this.followed.top;
    // An app that renders a long list after load makes a long page too.
    if (!this.window && top && work.subtrees.length && isLongPage(top.doc))
      this.followViewport(top.doc);
    const plan = planChanges(work, top, this.window, this.index);
    for (const { root, subtree, dropUnseen } of plan.walks)
      this.enqueue(new WalkTask(root, subtree, { dropUnseen }));
    if (plan.rewalkWindow && top) this.window?.rewalk(top);
    for (const { root, block } of plan.dirty) this.dirty.set(block, root);
    if (work.classChanged.size && this.hidden.size) this.readAgainHiddenUnder(work.classChanged);
    this.flushDirty();
    if (work.removed.length) this.enqueue(new SweepTask(work.removed));
    this.batching = false;
    const small = isSmallChange(work, SMALL_CHANGE_NODES);
    if (this.draining)
      this.runAhead(
        this.queue.filter((task) => !queued.has(task)),
        inFrame,
        small,
      );
    else if (this.queue.length) void this.drain(inFrame, small, true);
    this.finishIfIdle();
  }
}
