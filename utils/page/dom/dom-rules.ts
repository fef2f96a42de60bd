/**
 * Which elements break text into separate blocks and which hold no visible text. Decided by tag
 * name, not computed style: reading `display` for every node would cost more than the whole scan.
 * A number split over inline elements (`<span>055</span> <b>123</b>`) is one number because its
 * pieces share the nearest block ancestor.
 */
import { ELEMENT_NODE, TEXT_NODE } from './node-types';

/** Elements that flow inside a line: their text joins the text around them. */
const INLINE = new Set([
  'a',
  'abbr',
  'b',
  'bdi',
  'bdo',
  'big',
  'cite',
  'code',
  'data',
  'del',
  'dfn',
  'em',
  'font',
  'i',
  'ins',
  'kbd',
  'label',
  'mark',
  'nobr',
  'q',
  's',
  'samp',
  'small',
  'span',
  'strike',
  'strong',
  'sub',
  'sup',
  'time',
  'tt',
  'u',
  'var',
  'wbr',
]);

/** Elements whose text is not page text a person reads (or not text we may mark). */
const SKIP = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'textarea',
  'title',
  'select',
  'option',
  'optgroup',
  'iframe',
  'object',
  'embed',
  'canvas',
  'video',
  'audio',
  'head',
]);

export function isInlineElement(element: Element): boolean {
  return INLINE.has(element.localName);
}

/**
 * The block a node's text belongs to: the nearest ancestor that is not inline. A shadow root or
 * document (text directly under it) is its own block.
 */
export function blockOf(node: Node): Node {
  let current: Node | null = node.nodeType === TEXT_NODE ? node.parentNode : node;
  while (
    current &&
    current.nodeType === ELEMENT_NODE &&
    INLINE.has((current as Element).localName)
  ) {
    current = current.parentNode;
  }
  return current ?? node;
}

/** Where a walker keeps the block of the text it is at (one object a walker, no allocation). */
export interface BlockOfParent {
  parent: Node | null;
  block: Node | null;
  skipped: boolean;
}

/**
 * The walkers' hot path: blockOf and isSkippedBlock in one pass for a text node's parent, read
 * once per parent (table cells hold one text node each), each element's name read once: every
 * DOM read from a content script costs. `node` stands in for a block past the top.
 */
export function readBlockOfParent(node: Text, into: BlockOfParent): void {
  const parent = node.parentNode;
  if (parent === into.parent) return;
  into.parent = parent;
  let current = parent;
  let skipped = false;
  while (current !== null && current.nodeType === ELEMENT_NODE) {
    const name = (current as Element).localName;
    if (!INLINE.has(name)) {
      skipped = SKIP.has(name);
      break;
    }
    current = current.parentNode;
  }
  into.block = current ?? node;
  into.skipped = skipped;
}

/**
 * True for a block whose text is not page text (script, style, textarea…). Skipped elements are
 * never inline, so checking the block of a text node covers its whole ancestry up to that block.
 * Editable regions are scanned too: marking never changes the DOM, so it cannot upset an editor.
 */
export function isSkippedBlock(block: Node): boolean {
  return block.nodeType === ELEMENT_NODE && SKIP.has((block as Element).localName);
}

/**
 * Whether something between two text nodes of the same block separates them on screen (a <br>,
 * an image, a nested block with no text). Walks document order from `from` to `to`; a long walk
 * counts as a break, which at worst misses a number and never joins unrelated text.
 */
export function breakBetween(from: Node, to: Node): boolean {
  if (from.nextSibling === to) return false;
  let node: Node | null = from;
  for (let steps = 0; steps < 64; steps++) {
    node = nextInDocument(node);
    if (!node) return true;
    if (node === to) return false;
    if (node.nodeType === ELEMENT_NODE && !INLINE.has((node as Element).localName)) return true;
  }
  return true;
}

/** Text that can sit inside a written number: spaces, + ( ) - . / and invisible marks. */
const JOINER = /^[\s+()\-./\u00a0\u061c\u200b-\u200f\u202a-\u202e\u2010-\u2015\u2066-\u2069]*$/;

export function isJoinerText(data: string): boolean {
  return JOINER.test(data);
}

/**
 * The text nodes between two digit-bearing text nodes of one block, when all of them could be
 * part of a written number (" ", " - ", "+"); null when anything between separates them on
 * screen (a <br>, a block, an image, a word). Bounded like breakBetween.
 */
export function joinersBetween(from: Node, to: Node): Text[] | null {
  const between: Text[] = [];
  let node: Node | null = from;
  for (let steps = 0; steps < 64; steps++) {
    node = nextInDocument(node);
    if (!node) return null;
    if (node === to) return between;
    if (node.nodeType === TEXT_NODE) {
      if (!JOINER.test((node as Text).data)) return null;
      between.push(node as Text);
    } else if (node.nodeType === ELEMENT_NODE && !INLINE.has((node as Element).localName)) {
      return null;
    }
  }
  return null;
}

function nextInDocument(node: Node): Node | null {
  if (node.firstChild) return node.firstChild;
  for (let current: Node | null = node; current; current = current.parentNode) {
    if (current.nextSibling) return current.nextSibling;
  }
  return null;
}

/** Text that ends with what opens a written number: "(" or "+", maybe after a label. */
const OPENER = /[(+][\s\u00a0]*$/;

/**
 * The text node just before `first` inside `block` when it ends with what opens a written number
 * ("Office (", "+"): the number finder then reads it with the rest. A number whose groups sit in their own inline elements with the brackets outside
 * them, `(<i>011</i>) <u>465</u>-<u>8203</u>`, starts there, and without it reads "011) 465-8203".
 * Only inline elements may lie between; null otherwise.
 */
export function openerBefore(first: Text, block: Node): Text | null {
  let node: Node = first;
  while (!node.previousSibling) {
    const parent = node.parentNode;
    if (!parent || parent === block) return null;
    if (parent.nodeType !== ELEMENT_NODE || !INLINE.has((parent as Element).localName)) return null;
    node = parent;
  }
  const before = node.previousSibling!;
  if (before.nodeType === TEXT_NODE)
    return OPENER.test((before as Text).data) ? (before as Text) : null;
  return null;
}
