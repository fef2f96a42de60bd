/**
 * The page's own label for a number, shown beside it in the popup's "This page" list ("Mobile",
 * "Work", "جوال", "Cairo office"). Read only when the popup asks for the list, never while
 * scanning. What counts as a label: the `<dt>` of a `<dd>`, a `<th>` before the cell or heading
 * its column, a field's `<label>`, or a short text ending in ":" right before the number on the
 * same line — or any text there that utils/phone knows as a phone label ("Mobile 055…"). A
 * label is short and has no digits, so a neighbouring id, date or number never shows as one; a
 * plain cell before the number is not one either (it is usually the customer's name).
 */
import { isPhoneLabel } from '../../phone';
import { columnHeader } from '../read/phone-context';

const MAX_LABEL = 32;
/** Separators after a label: "Mobile:", "Work -", "جوال：". */
const TRAILING = /[\s:：\-–—]+$/u;

/** The label of a number starting at `offset` in `node`; undefined when the page gives none. */
export function numberLabel(node: Node, offset: number): string | undefined {
  const element = node.nodeType === 1 ? (node as Element) : node.parentElement;
  if (!element) return undefined;
  if (node.nodeType === 1) return fieldLabel(element);
  const before = lineBefore(node, offset);
  if (before) {
    const label = clean(before, before.trimEnd().endsWith(':') || isPhoneLabel(before.trim()));
    if (label) return label;
  }
  const cell = element.closest('td, th, dd');
  if (!cell) return undefined;
  const previous = cell.previousElementSibling;
  if (cell.localName === 'dd') return previous?.localName === 'dt' ? text(previous) : undefined;
  if (previous?.localName === 'th') return text(previous);
  const header = columnHeader(cell);
  return header ? text(header) : undefined;
}

/** Where a line or clause ends in the text before a number: its label is after that. */
const CLAUSE_END = /[\n.;|·,،]/g;

/** The text before the number in its text node, or else the sibling just before that node. */
function lineBefore(node: Node, offset: number): string {
  const own = (node.nodeValue ?? '').slice(0, offset);
  if (own.trim()) return own.split(CLAUSE_END).at(-1) ?? '';
  const sibling = node.previousSibling;
  return sibling && sibling.nodeType !== 8 ? (sibling.textContent ?? '') : '';
}

function fieldLabel(field: Element): string | undefined {
  const label = (field as HTMLInputElement).labels?.[0] ?? field.closest('label');
  return label ? text(label) : undefined;
}

function text(element: Element): string | undefined {
  return clean(element.textContent ?? '', true);
}

function clean(raw: string, accepted: boolean): string | undefined {
  const label = raw.replace(/\s+/g, ' ').replace(TRAILING, '').trim();
  if (!accepted || !label || label.length > MAX_LABEL) return undefined;
  return /[\d٠-٩۰-۹]/.test(label) ? undefined : label;
}
