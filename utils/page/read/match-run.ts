/**
 * From a run of text nodes (one block, in order, nothing on screen between them) to the phone
 * numbers it holds: join the pieces, let utils/phone find the numbers in the joined text, map each
 * back to its text nodes, and keep only those a person can see.
 */
import { findPhoneNumbers } from '../../phone';
import { ON_PAGE } from './plans-on-demand';
import { hasCollapsibleRun, joinRendered, spansOf } from './block-text';
import { findInPhoneContext } from './phone-context';
import type { PageMatch, TextRun, TextSpan } from './page-match';
import type { ScanRoot } from '../dom/roots';
import type { VisibilityCheck } from '../dom/visibility';
import { ELEMENT_NODE } from '../dom/node-types';
import { openerBefore } from '../dom/dom-rules';

export function matchRun(
  run: TextRun,
  root: ScanRoot,
  country: string,
  visible: VisibilityCheck,
  /** Told when the run holds a number that is not shown (it may be revealed later). */
  onHidden: () => void = () => {},
): PageMatch[] {
  if (!run.hasDigit) return NONE;
  // A lone text node as written: most table cells, the scan's common case.
  if (run.nodes.length === 1 && !hasCollapsibleRun(run.nodes[0]!.data))
    return matchSingle(run.nodes[0]!, run.block, root, country, visible, onHidden);
  const found: PageMatch[] = [];
  for (const nodes of visibleGroups(run, visible))
    matchGroup(withOpener(nodes, run.block), run.block, root, country, visible, found, onHidden);
  return found;
}

/** The group with the "(" or "+" written just before it, when the runs left that out. */
function withOpener(nodes: Text[], block: Node): Text[] {
  const opener = nodes.length > 1 ? openerBefore(nodes[0]!, block) : null;
  return opener ? [opener, ...nodes] : nodes;
}

const NONE: PageMatch[] = [];

/** Most runs are one text node (a table cell): no joining, no allocation when nothing is found. */
function matchSingle(
  node: Text,
  block: Node,
  root: ScanRoot,
  country: string,
  visible: VisibilityCheck,
  onHidden: () => void,
): PageMatch[] {
  let hits = findPhoneNumbers(node.data, country, ON_PAGE);
  if (hits.length === 0) hits = findInPhoneContext(node, country);
  if (hits.length === 0) return NONE;
  const found: PageMatch[] = [];
  for (const hit of hits) {
    if (!isShown(node, block, visible)) {
      onHidden();
      break;
    }
    found.push({
      text: hit.text,
      dial: hit.dial,
      spans: [{ node, start: hit.start, end: hit.end }],
      block,
      root,
    });
  }
  return found;
}

/**
 * A hidden inline piece (`<span style="display:none">`) is left out and separates the text
 * around it: "055<hidden>9</hidden>1234567" must not become a number with or without the 9.
 * A piece is also hidden when the whole block is (a collapsed panel): then the run stays whole,
 * so its number is found, reported hidden, and looked at again once the block is shown.
 * Single-node runs (most table cells) skip this check entirely.
 */
function visibleGroups(run: TextRun, visible: VisibilityCheck): Text[][] {
  if (run.nodes.length === 1) return [run.nodes];
  const groups: Text[][] = [];
  let current: Text[] = [];
  for (const node of run.nodes) {
    const parent = node.parentElement;
    if (parent && parent !== run.block && !visible(parent)) {
      if (run.block.nodeType === ELEMENT_NODE && !visible(run.block as Element)) return [run.nodes];
      if (current.length) groups.push(current);
      current = [];
    } else {
      current.push(node);
    }
  }
  if (current.length) groups.push(current);
  return groups;
}

function matchGroup(
  nodes: Text[],
  block: Node,
  root: ScanRoot,
  country: string,
  visible: VisibilityCheck,
  found: PageMatch[],
  onHidden: () => void,
): void {
  const joined = joinRendered(nodes.map((node) => node.data));
  const hits = findPhoneNumbers(joined.text, country, ON_PAGE);
  for (const hit of hits) {
    const spans: TextSpan[] = spansOf(joined, hit.start, hit.end).map((span) => ({
      node: nodes[span.index]!,
      start: span.start,
      end: span.end,
    }));
    const first = spans[0];
    const last = spans[spans.length - 1];
    if (!first || !last) continue;
    if (!spans.every((span) => isShown(span.node, block, visible))) {
      onHidden();
      continue;
    }
    found.push({ text: hit.text, dial: hit.dial, spans, block, root });
  }
}

function isShown(node: Text, block: Node, visible: VisibilityCheck): boolean {
  const parent =
    node.parentElement ?? (block.nodeType === ELEMENT_NODE ? (block as Element) : null);
  // Text right inside a closed <details> sits in its hidden slot; the element itself is visible.
  if (parent?.localName === 'details' && !(parent as HTMLDetailsElement).open) return false;
  if (parent) return visible(parent);
  // Text directly in a shadow root: visible when its host is.
  const host = (node.parentNode as ShadowRoot | null)?.host;
  return host ? visible(host) : true;
}
