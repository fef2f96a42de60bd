/**
 * The scan's walker: only the text nodes that may hold a number, found by XPath in native code.
 * Every DOM object a content script touches costs a lookup in its isolated world's wrapper table
 * (several times what a page script pays), so not touching the text nodes without a digit — most
 * of a real page — is the biggest saving there is. One XPath evaluation cannot be interrupted, so
 * it is used for subtrees of up to XPATH_MAX_ELEMENTS elements (a CRM page, an added row); bigger
 * ones are walked in slices by SubtreeWalker (see walkerFor in scan-tasks.ts).
 *
 * Digit nodes of one block that are separated only by joiner text (" ", "-", "+") form one run,
 * joiners included, so `<span>055</span> <b>123</b> 4567` is still read as "055 123 4567".
 */
import { joinersBetween, readBlockOfParent, type BlockOfParent } from '../dom/dom-rules';
import { cachedIn } from '../../cached';
import { DOCUMENT_NODE } from '../dom/node-types';
import { MIN_DIGITS } from '../../phone';
import type { TextRun } from '../read/page-match';

const CLOCK_EVERY = 32;
/**
 * Above this many elements one evaluation would block the page too long (it cannot be cut into
 * slices cheaply: position-range predicates cost more than they save), so the caller walks.
 */
export const XPATH_MAX_ELEMENTS = 8_000;
const DIGITS = '0123456789٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹０１２３４５６７８９';
/**
 * A text node that is the only child of a block container is a run by itself (nothing else in
 * its block can join it: the block is its parent), so with fewer than MIN_DIGITS digits it can
 * hold no number: no reading of it finds one (utils/phone's candidates need that many, and the
 * page's context readings more). Most digit text of a CRM page is such a cell (a date, an
 * amount, a count, an order number): left out natively, it never costs a DOM object here.
 * Only block names are listed, never inline ones, whose text may be one piece of a number (in an
 * XHTML document, whose elements have a namespace, the names match nothing: every digit node is
 * walked).
 */
const FEWER_THAN_A_NUMBER = `string-length(translate(., '${DIGITS}', '')) + ${MIN_DIGITS} > string-length(.)`;
const ALONE_IN_ITS_BLOCK =
  'not(../node()[2]) and (parent::td or parent::th or parent::div or parent::p or parent::li or parent::dd or parent::dt)';
const WITH_DIGIT =
  `descendant-or-self::text()[translate(., '${DIGITS}', '') != .]` +
  `[not(${ALONE_IN_ITS_BLOCK} and ${FEWER_THAN_A_NUMBER})]`;

/**
 * The expressions, compiled once per document: a page that re-renders 100 rows makes 100 walks,
 * and parsing both expressions for each would cost more than the walks.
 */
const compiled = new WeakMap<Document, { self: XPathExpression; withDigit: XPathExpression }>();
function expressionsOf(doc: Document): { self: XPathExpression; withDigit: XPathExpression } {
  return cachedIn(compiled, doc, () => ({
    self: doc.createExpression('self::node()'),
    withDigit: doc.createExpression(WITH_DIGIT),
  }));
}

export class DigitTextWalker {
  private readonly doc: Document;
  private snapshot: XPathResult | null = null;
  private item = 0;
  private runBlock: Node | null = null;
  private runNodes: Text[] = [];
  private last: Text | null = null;
  /** The block of the text node visited last. */
  private readonly at: BlockOfParent = { parent: null, block: null, skipped: false };

  constructor(
    private readonly subtree: Node,
    private readonly onRun: (run: TextRun) => void,
  ) {
    this.doc = subtree.nodeType === DOCUMENT_NODE ? (subtree as Document) : subtree.ownerDocument!;
    // Throws where XPath cannot go (a shadow root): the caller falls back to a TreeWalker.
    expressionsOf(this.doc).self.evaluate(subtree, XPathResult.ANY_UNORDERED_NODE_TYPE, null);
  }

  /**
   * Walks until `deadline`; true when every digit node has been visited. The first step makes the
   * one evaluation, and stops after it if that took the whole slice.
   */
  step(deadline: number): boolean {
    if (!this.snapshot) {
      this.snapshot = expressionsOf(this.doc).withDigit.evaluate(
        this.subtree,
        XPathResult.ORDERED_NODE_SNAPSHOT_TYPE,
        null,
      );
      if (performance.now() >= deadline) return false;
    }
    const { snapshot } = this;
    let count = 0;
    while (this.item < snapshot.snapshotLength) {
      this.visit(snapshot.snapshotItem(this.item++) as Text);
      if (++count % CLOCK_EVERY === 0 && performance.now() >= deadline) return false;
    }
    this.flush();
    return true;
  }

  /** A snapshot does not go stale the way a walker does; removed nodes are swept later. */
  readonly lost = false;

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

/**
 * Elements under a node, counted natively (no DOM objects made for them) and only as far as
 * `atMost` + 1, which then stands for "more than `atMost`". A live collection's `length` walks
 * every element; `item(n)` walks as far as n: on the benchmark's 5,000-row page (about 60,000
 * elements), asking whether it is long took 8.8 ms of a load with `length`.
 */
export function elementCount(node: Node, atMost: number): number {
  const scope = node as Element | Document;
  if (typeof scope.getElementsByTagName !== 'function') return 0;
  const all = scope.getElementsByTagName('*');
  return all.item(atMost) === null ? all.length : atMost + 1;
}
