/**
 * Collecting runs: consecutive text nodes of one block with nothing on screen between them.
 * Two ways in: a time-sliced TreeWalker over a whole subtree (initial scan, added subtrees), and a
 * small recursive walk over one block's own text (a block whose text changed).
 */
import { mayContainPhone } from '../../phone';
import {
  breakBetween,
  isInlineElement,
  isJoinerText,
  isSkippedBlock,
  readBlockOfParent,
  type BlockOfParent,
} from '../dom/dom-rules';
import type { TextRun } from './page-match';
import { DOCUMENT_NODE, ELEMENT_NODE, TEXT_NODE } from '../dom/node-types';

/** How often (in text nodes) the walker looks at the clock. */
const CLOCK_EVERY = 32;

/** How often (in blocks met) a bounded walk asks whether it has gone past its end. */
const UNTIL_EVERY = 8;

/**
 * Walks every text node under `subtree` in slices. With `startAt` (an element at the top of the
 * viewport) it walks from there to the end first, then from the start up to it, so the numbers a
 * person sees come first even on a page scrolled down. With `until`, the walk is bounded: from
 * `startAt` (or the start) forward only, stopping at the first block `until` says lies past the end.
 * `live`: the document is still being parsed. A step that reaches the end of what the parser has
 * written pauses there instead of finishing, and the next step goes on from that point; the text
 * at the end is held back until the walk moves past it, as the parser may still be adding to it.
 */
export class SubtreeWalker {
  private walker: TreeWalker;
  private phase: 'tail' | 'head' | 'done';
  private stopAt: Node | null = null;
  private runBlock: Node | null = null;
  private runNodes: Text[] = [];
  private runHasDigit = false;
  private last: Text | null = null;
  /** The block of the text node visited last. */
  private readonly at: BlockOfParent = { parent: null, block: null, skipped: false };
  private blocksMet = 0;
  /** The block a bounded walk stopped at, past its end (null: it reached the subtree's end). */
  private pastEnd: Node | null = null;

  constructor(
    private readonly subtree: Node,
    private readonly onRun: (run: TextRun) => void,
    startAt: Element | null = null,
    private readonly until: ((block: Node) => boolean) | null = null,
    private readonly live = false,
  ) {
    const doc = subtree.nodeType === DOCUMENT_NODE ? (subtree as Document) : subtree.ownerDocument!;
    this.walker = doc.createTreeWalker(subtree, NodeFilter.SHOW_TEXT);
    if (startAt && startAt !== subtree && subtree.contains(startAt)) {
      this.walker.currentNode = startAt;
      this.phase = 'tail';
    } else {
      this.phase = 'head';
    }
  }

  /**
   * Walks until `deadline` (performance.now() time); true when the whole subtree is done (or, when
   * live, everything written so far).
   */
  step(deadline: number): boolean {
    const walker = this.walker;
    let count = 0;
    // The text held back at a live pause may have grown since.
    if (this.live && this.last && !this.runHasDigit)
      this.runHasDigit = mayContainPhone(this.last.data);
    while (this.phase !== 'done') {
      const node = walker.nextNode() as Text | null;
      if (!node && this.live) return true;
      if (!node || node === this.stopAt) {
        this.flush();
        this.nextPhase();
        continue;
      }
      if (this.phase === 'tail' && !this.stopAt) this.stopAt = node;
      const block = this.at.block;
      this.visit(node);
      if (this.until && this.at.block !== block && ++this.blocksMet % UNTIL_EVERY === 0) {
        if (this.until(this.at.block!)) {
          // The block past the end has been entered: its first piece is left to the walk that
          // continues from there, which takes the block whole (a piece could read as a number).
          if (this.runBlock === this.at.block) this.dropRun();
          else this.flush();
          this.pastEnd = this.at.block;
          this.phase = 'done';
          return true;
        }
      }
      if (++count % CLOCK_EVERY === 0 && performance.now() >= deadline) return false;
    }
    return true;
  }

  /** The node the walk stands on: where it stopped, when a step ends before the subtree does. */
  get position(): Node {
    return this.walker.currentNode;
  }

  /** Where a bounded walk ended: the first block past its end, or null at the subtree's end. */
  get stoppedAt(): Node | null {
    return this.pastEnd;
  }

  /** The walker stands on a node the page removed: its next steps would leave the document. */
  get lost(): boolean {
    return (
      this.phase !== 'done' &&
      !this.walker.currentNode.isConnected &&
      this.walker.currentNode !== this.subtree
    );
  }

  private nextPhase(): void {
    if (this.phase === 'tail' && !this.until) {
      this.phase = 'head';
      this.walker.currentNode = this.subtree;
      this.last = null;
    } else {
      this.phase = 'done';
    }
  }

  /**
   * The hot loop: once per text node of the page. No allocation unless a run holds a digit, and
   * the block is worked out once per parent element (table cells hold one text node each).
   */
  private visit(node: Text): void {
    readBlockOfParent(node, this.at);
    if (this.at.skipped) return;
    const block = this.at.block!;
    if (this.runBlock !== null && (this.runBlock !== block || breakBetween(this.last!, node))) {
      this.flush();
    }
    this.runBlock = block;
    this.runNodes.push(node);
    if (!this.runHasDigit && mayContainPhone(node.data)) this.runHasDigit = true;
    this.last = node;
  }

  private dropRun(): void {
    this.runNodes.length = 0;
    this.runBlock = null;
    this.runHasDigit = false;
  }

  private flush(): void {
    const block = this.runBlock;
    if (block !== null && this.runHasDigit) digitGroups(block, this.runNodes, this.onRun);
    this.runNodes.length = 0;
    this.runBlock = null;
    this.runHasDigit = false;
  }
}

/** The runs of a block's own text: its text nodes and those of inline descendants. */
export function ownRuns(block: Node): TextRun[] {
  const runs: TextRun[] = [];
  if (isSkippedBlock(block)) return runs;
  let run: TextRun = { block, nodes: [], hasDigit: false };
  const flush = () => {
    if (run.hasDigit) digitGroups(block, run.nodes, (group) => runs.push(group));
    if (run.nodes.length) run = { block, nodes: [], hasDigit: false };
  };
  const visit = (parent: Node) => {
    for (let child = parent.firstChild; child; child = child.nextSibling) {
      if (child.nodeType === TEXT_NODE) {
        const text = child as Text;
        run.nodes.push(text);
        if (!run.hasDigit && mayContainPhone(text.data)) run.hasDigit = true;
      } else if (child.nodeType === ELEMENT_NODE) {
        if (isInlineElement(child as Element)) visit(child);
        else flush();
      }
    }
  };
  visit(block);
  flush();
  return runs;
}

/** A digit in any of the scripts the digit walker looks for (digit-walker.ts DIGITS). */
const DIGIT = /[0-9\u0660-\u0669\u06f0-\u06f9\uff10-\uff19]/;

/**
 * A run cut where the digit walker (digit-walker.ts) cuts it, so every walk reads a block the
 * same way: the text nodes that hold a digit, and between two of them only joiner text (" ",
 * "-", "+"). A word in a node of its own ends the number: `<span>056-368-0978</span><span>Home
 * </span>`, which the app lays out apart, is a number and its label, not "056-368-0978Home",
 * whether the block is walked fresh, rescanned after the page rewrote its text in place, or walked
 * on a page too big for the digit walker.
 */
function digitGroups(block: Node, nodes: readonly Text[], push: (run: TextRun) => void): void {
  let group: Text[] = [];
  let joiners: Text[] = [];
  for (const node of nodes) {
    if (DIGIT.test(node.data)) {
      if (group.length) group.push(...joiners);
      group.push(node);
      joiners = [];
    } else if (group.length && isJoinerText(node.data)) {
      joiners.push(node);
    } else {
      if (group.length) push({ block, nodes: group, hasDigit: true });
      group = [];
      joiners = [];
    }
  }
  if (group.length) push({ block, nodes: group, hasDigit: true });
}

/** What a block's digit runs look like, to skip rematching a block whose text did not change. */
export interface RunsKey {
  nodes: Text[];
  text: string;
}

export function runsKey(runs: readonly TextRun[]): RunsKey {
  const nodes: Text[] = [];
  let text = '';
  for (const run of runs) {
    for (const node of run.nodes) {
      nodes.push(node);
      text += node.data;
    }
    text += '\n';
  }
  return { nodes, text };
}

export function sameKey(a: RunsKey, b: RunsKey): boolean {
  return (
    a.text === b.text &&
    a.nodes.length === b.nodes.length &&
    a.nodes.every((node, i) => node === b.nodes[i])
  );
}
