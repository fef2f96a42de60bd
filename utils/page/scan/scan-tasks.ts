/**
 * Units of scanning work, each able to stop at a deadline and continue in the next slice.
 */
import { matchRun } from '../read/match-run';
import type { MatchIndex } from '../marks/match-index';
import type { PageMatch, TextRun } from '../read/page-match';
import type { ScanRoot } from '../dom/roots';
import { DigitTextWalker, XPATH_MAX_ELEMENTS, elementCount } from './digit-walker';
import { SubtreeWalker } from '../read/text-runs';
import type { VisibilityCheck } from '../dom/visibility';

export interface ScanContext {
  index: MatchIndex;
  country: string;
  /** Fresh for every slice: styles may change between slices. */
  visible: VisibilityCheck;
  /** A block holds a number that is not shown: a class change may reveal it. */
  hiddenBlock(root: ScanRoot, block: Node): void;
  /** A block outside a walked subtree needs its own text rescanned. */
  dirtyBlock(root: ScanRoot, block: Node): void;
  /** Shadow hosts and iframes found under a subtree (or the part a walk covered) become roots. */
  discover(root: ScanRoot, subtree: Node, range?: WalkedRange): void;
}

/**
 * The part of a subtree a bounded walk covered, in document order: from `from` (null: the start)
 * up to `to`, the first block past the end (null: to the end).
 */
export interface WalkedRange {
  from: Element | null;
  to: Node | null;
}

export interface ScanTask {
  step(deadline: number, context: ScanContext): boolean;
}

/**
 * Walks a whole subtree. `fresh`: nothing under it was indexed before (initial scan of a root),
 * so runs are appended without bookkeeping. Otherwise each block's entry is replaced on its first
 * run, and with `dropUnseen` blocks that no longer hold digits are forgotten at the end.
 */
export class WalkTask implements ScanTask {
  private walker: DigitTextWalker | SubtreeWalker;
  private seen = new Set<Node>();
  private context: ScanContext | null = null;
  private readonly wholeRoot: boolean;
  /** Where the walk started (null: the subtree's start). */
  private from: Element | null;

  constructor(
    private readonly root: ScanRoot,
    private readonly subtree: Node,
    private readonly options: {
      fresh?: boolean;
      dropUnseen?: boolean;
      startAt?: Element | null;
      /**
       * The document is still being parsed: walked from the first node on with no snapshot taken
       * first, and each step goes on from where the last one paused (SubtreeWalker's `live`).
       */
      live?: boolean;
      /** A bounded walk (the window of a long page): stops at the first block past its end. */
      until?: (block: Node) => boolean;
      /**
       * Looks for shadow roots and frames under the subtree once walked (default: yes); after a
       * bounded walk, only where it went: the rest waits for the window, as its text does.
       */
      discover?: boolean;
    } = {},
  ) {
    this.walker = walkerFor(
      subtree,
      (run) => this.onRun(run),
      options.startAt ?? null,
      options.live ?? false,
      options.until ?? null,
    );
    this.wholeRoot = subtree === root.node;
    this.from = options.startAt ?? null;
  }

  /** Where the walk stands: the last node it read (null for a snapshot walk). */
  get position(): Node | null {
    return this.walker instanceof SubtreeWalker ? this.walker.position : null;
  }

  /**
   * A change scanned ahead of this walk would be undone by it (ScanLoop.runAhead): a fresh walk
   * appends without looking (a block indexed ahead of it would be listed twice), and one that
   * drops unseen blocks would forget those the change added where it had already walked.
   */
  get keepsOrder(): boolean {
    return this.options.fresh === true || this.options.dropUnseen === true;
  }

  /** A window walk (it stops at the window's end). */
  get bounded(): boolean {
    return this.options.until !== undefined;
  }

  step(deadline: number, context: ScanContext): boolean {
    this.context = context;
    if (!this.subtree.isConnected) return true;
    const done = this.walker.step(deadline);
    if (!done && this.walker.lost) {
      // The page removed the node we stood on; walk the subtree again from its start.
      this.from = null;
      this.walker = walkerFor(
        this.subtree,
        (run) => this.onRun(run),
        null,
        this.options.live ?? false,
        this.options.until ?? null,
      );
      return false;
    }
    if (done) {
      if (this.options.dropUnseen) context.index.dropUnseen(this.subtree, this.seen);
      if (this.options.discover ?? true) context.discover(this.root, this.subtree, this.walked());
    }
    return done;
  }

  /** The part of the subtree a bounded walk covered (undefined: all of it). */
  private walked(): WalkedRange | undefined {
    const walker = this.walker;
    if (!this.bounded || !(walker instanceof SubtreeWalker)) return undefined;
    return { from: this.from, to: walker.stoppedAt };
  }

  private onRun(run: TextRun): void {
    const context = this.context!;
    const { block } = run;
    // A whole root contains every block; only partial subtrees can meet an outside one.
    if (!this.wholeRoot && block !== this.subtree && !this.subtree.contains(block)) {
      // Text added inline into a block that holds more text than this subtree.
      context.dirtyBlock(this.root, block);
      return;
    }
    const matches = matchRun(run, this.root, context.country, context.visible, () =>
      context.hiddenBlock(this.root, block),
    );
    if (this.options.fresh) {
      context.index.append(block, matches);
    } else if (this.seen.has(block)) {
      context.index.append(block, matches);
    } else {
      this.seen.add(block);
      context.index.replace(block, matches);
    }
  }
}

/**
 * XPath finds the digit nodes natively, but one evaluation cannot be sliced, and it does not run
 * everywhere (a shadow root is not a context node it accepts): big subtrees and those are walked.
 */
function walkerFor(
  subtree: Node,
  onRun: (run: TextRun) => void,
  startAt: Element | null,
  live = false,
  until: ((block: Node) => boolean) | null = null,
): DigitTextWalker | SubtreeWalker {
  if (!live && !until && elementCount(subtree, XPATH_MAX_ELEMENTS) <= XPATH_MAX_ELEMENTS) {
    try {
      return new DigitTextWalker(subtree, onRun);
    } catch {
      // Falls through to the walker.
    }
  }
  return new SubtreeWalker(subtree, onRun, startAt, until, live);
}

/**
 * Matches every number of a subtree in walk order without indexing or marking them: the whole of
 * a long page, asked for by the popup's list, while only its window stays marked. Then looks for
 * shadow roots and frames in all of it, which the window's walks found only in the window: they
 * are scanned whole, like any root, before the scan settles.
 */
export class CollectTask implements ScanTask {
  private walker: SubtreeWalker;
  private found: PageMatch[] = [];
  private context: ScanContext | null = null;

  constructor(
    private readonly root: ScanRoot,
    private readonly done: (matches: PageMatch[]) => void,
  ) {
    this.walker = this.newWalker();
  }

  private newWalker(): SubtreeWalker {
    return new SubtreeWalker(this.root.node, (run) => {
      const context = this.context!;
      this.found.push(...matchRun(run, this.root, context.country, context.visible));
    });
  }

  step(deadline: number, context: ScanContext): boolean {
    this.context = context;
    if (!this.root.node.isConnected || this.walker.step(deadline)) {
      context.discover(this.root, this.root.node);
      this.done(this.found);
      return true;
    }
    if (this.walker.lost) {
      // The page removed the node we stood on: the rest is out of reach from it; walk again.
      this.found = [];
      this.walker = this.newWalker();
    }
    return false;
  }
}
