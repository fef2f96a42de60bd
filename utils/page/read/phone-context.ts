/**
 * Does the page say that a piece of text is a phone number? Then utils/phone may accept a bare
 * national number without its trunk 0 (`551874302` under a "Mobile" column). Cheap DOM reads
 * only, asked once per digit run that holds such a candidate, never per node:
 * - the text is the value of an `<input type=tel>` or the text of a `tel:` link (of a `tel:+…`
 *   link showing the same digits without the `+`, read with their country code);
 * - a label before it ("Mobile:", "جوال:") in the same line, or in the preceding cell;
 * - the header of its table column names a phone.
 */
import { findPhoneNumbers, isPhoneLabel, toAsciiDigits, type PhoneMatch } from '../../phone';
import { ON_PAGE_PHONE, ON_PAGE_TEL } from './plans-on-demand';

/** A label is short; a long text before the number is a sentence, not a label. */
const MAX_LABEL = 40;

export function isPhoneContext(element: Element, textBefore = ''): boolean {
  if (element.localName === 'input') return (element as HTMLInputElement).type === 'tel';
  if (element.closest('a[href^="tel:"], a[href^="TEL:"]')) return true;
  const before = textBefore.trim();
  if (before) return before.length <= MAX_LABEL && isPhoneLabel(before);
  const cell = element.closest('td, th, dd');
  if (!cell) return false;
  if (cell.localName === 'dd') return labelMatches(cell.previousElementSibling);
  if (labelMatches(cell.previousElementSibling)) return true;
  const header = columnHeader(cell);
  if (!header) return false;
  const memo = taskMemo();
  let phoneColumn = memo.phoneHeaders.get(header);
  if (phoneColumn === undefined)
    memo.phoneHeaders.set(header, (phoneColumn = labelMatches(header)));
  return phoneColumn;
}

/**
 * What this task has read of tables: a long table's thousands of cells share one header row,
 * and finding it is a query over the table. Kept until the task ends (the page cannot change
 * the DOM while our code runs), so it is never stale: a scan slice, or the popup's whole list.
 */
interface TaskMemo {
  headerRows: Map<Element, Element | null>;
  phoneHeaders: Map<Element, boolean>;
}
let memo: TaskMemo | null = null;

function taskMemo(): TaskMemo {
  if (memo) return memo;
  queueMicrotask(() => (memo = null));
  return (memo = { headerRows: new Map(), phoneHeaders: new Map() });
}

function labelMatches(element: Element | null): boolean {
  const text = element?.textContent?.trim() ?? '';
  return text.length > 0 && text.length <= MAX_LABEL && isPhoneLabel(text);
}

/** The `<th>` above a cell: same position in the table's first row of headers. */
export function columnHeader(cell: Element): Element | null {
  const row = cell.parentElement;
  const table = row && tableOf(row);
  if (!row || !table) return null;
  // A cell knows its column (cellIndex); anything else in a row is looked for among its siblings.
  const known = row.localName === 'tr' ? (cell as Partial<HTMLTableCellElement>).cellIndex : -1;
  const column =
    typeof known === 'number' && known >= 0
      ? known
      : (Array.prototype.indexOf.call(row.children, cell) as number);
  const { headerRows } = taskMemo();
  let headerRow = headerRows.get(table);
  if (headerRow === undefined) {
    headerRow = table.querySelector('thead tr') ?? table.querySelector('tr');
    headerRows.set(table, headerRow);
  }
  if (!headerRow || headerRow === row) return null;
  const header = headerRow.children[column] ?? null;
  return header?.localName === 'th' ? header : null;
}

/** A row's table: its section's parent, as tables are written, else the nearest one above. */
function tableOf(row: Element): Element | null {
  const section = row.parentElement;
  if (section?.localName === 'table') return section;
  const above = section?.parentElement;
  return above?.localName === 'table' ? above : row.closest('table');
}

/**
 * A bare national number (8 to 10 digits, any digit script) ending the text, maybe after a label.
 * Its groups may be split by one space or dash, as people write them (`591 648 207`,
 * `5 6224 7931`); the finder, told the context, decides whether it is a number.
 */
const BARE_NATIONAL = /(?:^|[^\d٠-٩۰-۹])[\d٠-٩۰-۹](?:[ \u00a0-]?[\d٠-٩۰-۹]){7,9}\s*$/;

/** A text that is only digits, 10 to 15 of them in groups: a country code may lead them. */
const DIGITS_ALONE = /^\s*[\d٠-٩۰-۹](?:[ \u00a0-]?[\d٠-٩۰-۹]){9,14}\s*$/;

/**
 * Numbers the page's context makes phones, in a text node where the plain finder found none.
 * A regex test per digit run with no number; DOM reads only for a bare national number or
 * digits alone.
 */
export function findInPhoneContext(node: Text, country: string): PhoneMatch[] {
  const parent = node.parentElement;
  if (!parent) return [];
  if (DIGITS_ALONE.test(node.data)) {
    const linked = findInInternationalLink(node, parent, country);
    if (linked.length) return linked;
  }
  const bare = BARE_NATIONAL.exec(node.data);
  if (!bare) return [];
  if (!isPhoneContext(parent, node.data.slice(0, bare.index))) return [];
  return findPhoneNumbers(node.data, country, ON_PAGE_PHONE);
}

/**
 * A `tel:+…` link whose text shows the same digits without the `+` (`14155552671`): the link
 * says they begin with a country code. Only the same digits: a text that shows fewer
 * (`4155552671` for `tel:+14155552671`) read as international would call another country.
 */
function findInInternationalLink(node: Text, parent: Element, country: string): PhoneMatch[] {
  const href = parent.closest('a[href^="tel:+"]')?.getAttribute('href') ?? '';
  const linked = href.slice('tel:+'.length).split(';')[0]!.replace(/\D/g, '');
  const shown = toAsciiDigits(node.data).replace(/\D/g, '');
  if (!linked || linked !== shown) return [];
  return findPhoneNumbers(node.data, country, ON_PAGE_TEL);
}
