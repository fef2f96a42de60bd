/**
 * The scan's walker: only the text nodes that hold a digit, found by XPath in native code. Every
 * DOM object a content script touches costs a lookup in its isolated world's wrapper table
 * (several times what a page script pays), so not touching the text nodes without a digit — most
 * of a real page — is the biggest saving there is. One XPath evaluation cannot be interrupted, so
 * it is used for subtrees of up to XPATH_MAX_ELEMENTS elements (a CRM page, an added row); bigger
 * ones are walked in slices by SubtreeWalker (see walkerFor in scan-tasks.ts).
 *
 * Digit nodes of one block that are separated only by joiner text (" ", "-", "+") form one run,
 * joiners included, so `<span>055</span> <b>123</b> 4567` is still read as "055 123 4567".
 */
import { joinersBetween, readBlockOfParent, type BlockOfParent } from './dom-rules';
import { cachedIn } from '../cached';
import { DOCUMENT_NODE } from './node-types';
import type { TextRun } from './page-match';

const CLOCK_EVERY = 32;
/**
 * Above this many elements one evaluation would block the page too long (it cannot be cut into
 * slices cheaply: position-range predicates cost more than they save), so the caller walks.
 */
export const XPATH_MAX_ELEMENTS = 8_000;
const DIGITS = '0123456789٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹０１２３４５６７８９';
const WITH_DIGIT = `descendant-or-self::text()[translate(., '${DIGITS}', '') != .]`;

/**
 * The expressions, compiled once per document: a page that re-renders 100 rows makes 100 walks,
 * and each used to parse both expressions again.
 */
const compiled = new WeakMap<Document, { self: XPathExpression; withDigit: XPathExpression }>();
function expressionsOf(doc: Document): { self: XPathExpression; withDigit: XPathExpression } {
  return cachedIn(compiled, doc, () => ({
    self: doc.createExpression('self::node()'),
    withDigit: doc.createExpression(WITH_DIGIT),
  }));
}

/** Children [from, to] (1-based XPath positions, any node type) of `context`; all when `to` is 0. */
interface Slice {
  context: Node;
  from: number;
  to: number;
}

export class DigitTextWalker {
  private readonly doc: Document;
  private readonly slices: Slice[];
  private sliceIndex = 0;
  private snapshot: XPathResult | null = null;
  private item = 0;
  private runBlock: Node | null = null;
  private runNodes: Text[] = [];
  private last: Text | null = null;
  /** The block of the text node visited last. */
  private readonly at: BlockOfParent = { parent: null, block: null, skipped: false };

  constructor(
    subtree: Node,
    private readonly onRun: (run: TextRun) => void,
    startAt: Element | null = null,
  ) {
    this.doc = subtree.nodeType === DOCUMENT_NODE ? (subtree as Document) : subtree.ownerDocument!;
    // Throws where XPath cannot go (a shadow root): the caller falls back to a TreeWalker.
    expressionsOf(this.doc).self.evaluate(subtree, XPathResult.ANY_UNORDERED_NODE_TYPE, null);
    this.slices = [{ context: subtree, from: 1, to: 0 }];
    void startAt; // one evaluation, nothing to reorder: viewport-first is SubtreeWalker's job
  }

  /** Walks until `deadline`; true when every digit node has been visited. */
  step(deadline: number): boolean {
    let count = 0;
    for (;;) {
      if (this.snapshot && this.item < this.snapshot.snapshotLength) {
        this.visit(this.snapshot.snapshotItem(this.item++) as Text);
        if (++count % CLOCK_EVERY === 0 && performance.now() >= deadline) return false;
        continue;
      }
      if (this.sliceIndex >= this.slices.length) {
        this.flush();
        return true;
      }
      // Slices follow document order, so runs may go on across them (joinersBetween decides).
      this.snapshot = this.evaluate(this.slices[this.sliceIndex++]!);
      this.item = 0;
      if (performance.now() >= deadline) return false;
    }
  }

  /** A snapshot does not go stale the way a walker does; removed nodes are swept later. */
  readonly lost = false;

  private evaluate({ context, from, to }: Slice): XPathResult {
    if (to === 0) {
      return expressionsOf(this.doc).withDigit.evaluate(
        context,
        XPathResult.ORDERED_NODE_SNAPSHOT_TYPE,
        null,
      );
    }
    const path =
      to === 0 ? WITH_DIGIT : `node()[position() >= ${from} and position() <= ${to}]/${WITH_DIGIT}`;
    return this.doc.evaluate(path, context, null, XPathResult.ORDERED_NODE_SNAPSHOT_TYPE, null);
  }

  private visit(node: Text): void {
    readBlockOfParent(node, this.at);
    if (this.at.skipped) return;
    const block = this.at.block!;
    if (this.runBlock !== null) {
      const joiners = this.runBlock === block ? joinersBetween(this.last!, node) : null;
      if (joiners) this.runNodes.push(...joiners);
      else this.flush();
    }
    this.runBlock = block;
    this.runNodes.push(node);
    this.last = node;
  }

  private flush(): void {
    if (this.runBlock !== null)
      this.onRun({ block: this.runBlock, nodes: this.runNodes, hasDigit: true });
    this.runNodes = [];
    this.runBlock = null;
    this.last = null;
  }
}

/** Elements under a node, counted natively (no DOM objects made for them). */
export function elementCount(node: Node): number {
  const scope = node as Element | Document;
  return typeof scope.getElementsByTagName === 'function'
    ? scope.getElementsByTagName('*').length
    : 0;
}
