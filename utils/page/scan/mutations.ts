/**
 * Turns a frame's worth of mutation records into the least work that covers them: added
 * subtrees to walk, blocks whose own text changed, and whether anything was removed.
 */
import { blockOf, isInlineElement } from '../dom/dom-rules';
import type { ScanRoot } from '../dom/roots';
import { ELEMENT_NODE, SHOW_ELEMENT, SHOW_TEXT, TEXT_NODE } from '../dom/node-types';

export interface MutationWork {
  subtrees: Array<{ root: ScanRoot; subtree: Node }>;
  blocks: Array<{ root: ScanRoot; block: Node }>;
  /** Subtrees whose visibility changed: blocks in them that no longer show numbers are dropped. */
  visibilityChanged: Set<Node>;
  /** Elements the page took out (their blocks' numbers are forgotten). */
  removed: Node[];
  /** Elements whose class changed: they may reveal a number that was hidden when scanned. */
  classChanged: Set<Node>;
}

export function collectMutations(
  records: ReadonlyArray<{ root: ScanRoot; record: MutationRecord }>,
  ownNodes: ReadonlySet<Node>,
): MutationWork {
  const subtrees = new Map<Node, ScanRoot>();
  const blocks = new Map<Node, ScanRoot>();
  const visibilityChanged = new Set<Node>();
  const removed: Node[] = [];
  const classChanged = new Set<Node>();

  for (const { root, record } of records) {
    const target = record.target;
    if (ownNodes.has(target)) continue;
    if (record.type === 'characterData') {
      blocks.set(blockOf(target), root);
    } else if (record.type === 'attributes') {
      if (record.attributeName === 'class') {
        classChanged.add(target);
        continue;
      }
      if (
        record.attributeName === 'style' &&
        !touchesVisibility(target as Element, record.oldValue)
      )
        continue;
      subtrees.set(target, root);
      visibilityChanged.add(target);
    } else {
      for (const node of record.addedNodes) {
        if (ownNodes.has(node)) continue;
        if (node.nodeType === TEXT_NODE) blocks.set(blockOf(target), root);
        else if (node.nodeType === ELEMENT_NODE) {
          subtrees.set(node, root);
          if (isInlineElement(node as Element)) blocks.set(blockOf(target), root);
        }
      }
      for (const node of record.removedNodes) {
        if (ownNodes.has(node)) continue;
        if (node.nodeType === ELEMENT_NODE) removed.push(node);
        const inline =
          node.nodeType === TEXT_NODE ||
          (node.nodeType === ELEMENT_NODE && isInlineElement(node as Element));
        if (inline) blocks.set(blockOf(target), root);
      }
    }
  }

  // Walk each subtree once: skip those inside another walked subtree, and detached ones.
  const outermost: Array<{ root: ScanRoot; subtree: Node }> = [];
  for (const [subtree, root] of subtrees) {
    if (subtree.isConnected && !insideAny(subtree, subtrees)) outermost.push({ root, subtree });
  }
  const blockList: Array<{ root: ScanRoot; block: Node }> = [];
  for (const [block, root] of blocks) {
    if (block.isConnected) blockList.push({ root, block });
  }
  return { subtrees: outermost, blocks: blockList, visibilityChanged, removed, classChanged };
}

/**
 * True when the change holds at most `limit` nodes (changed blocks, and the elements and text of
 * added subtrees). Counted, not timed, so the same change is always treated the same way.
 */
export function isSmallChange(work: MutationWork, limit: number): boolean {
  let left = limit - work.blocks.length;
  for (const { subtree } of work.subtrees) {
    const doc = subtree.ownerDocument ?? (subtree as Document);
    const walker = doc.createTreeWalker(subtree, SHOW_ELEMENT | SHOW_TEXT);
    for (let node: Node | null = walker.root; node; node = walker.nextNode()) {
      if (--left < 0) return false;
    }
  }
  return left >= 0;
}

/** True when an ancestor of `node` is in `set`. */
function insideAny(node: Node, set: ReadonlyMap<Node, unknown>): boolean {
  for (let current = node.parentNode; current; current = current.parentNode) {
    if (set.has(current)) return true;
  }
  return false;
}

/**
 * A style attribute change matters only when it shows or hides something. Pages move tooltips
 * and animate bars through `style` many times a second; those changes never mention these.
 */
function touchesVisibility(element: Element, oldValue: string | null): boolean {
  const text = `${oldValue ?? ''};${element.getAttribute('style') ?? ''}`;
  return /display|visibility|content-visibility/i.test(text);
}

/** The changes a scanned root is observed for. */
export function observeMutations(observer: MutationObserver, node: Document | ShadowRoot): void {
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
