/**
 * The name the page shows for the record a phone number belongs to. Asked only when the control
 * opens for a number or the popup lists the page's numbers, never while scanning. In order:
 * - a table (or ARIA grid) row: the cell under a column headed Name / Customer / الاسم / العميل;
 *   in a table without a header row, the row's first cell that reads as a full name. A row whose
 *   header names no name column has none: its first cell may be a status or a city;
 * - the nearest enclosing box (at most MAX_DEPTH levels up) that holds a name-labelled field
 *   (dt Name → dd, th Name → td, "Name: …", a label or input called name / الاسم) or exactly one
 *   heading that reads as a full name (name-text.ts). Climbing stops at a box with more than one
 *   such heading (a list of records) and at lists;
 * - at a list item or card (the record itself) with neither: the one full name its own text shows
 *   (a contact list's "Nadia Karim" above her number), none if it shows two. A list built of plain
 *   divs counts too: a row is an element beside one like it (same tag and class) that also holds
 *   a number, and holds more than the number;
 * - outside any such record, the record page's own name: the page's one h1 ("Ahmed Ali
 *   (#10234)"), or else the page's first heading when it reads as a full name and no other heading
 *   of its rank or above does (the main card's heading, wherever on the page the phone sits).
 *   A heading that names a section ("Latest Activity", "Personal info") is never a name.
 * Never the application's own chrome (a banner or top bar, navigation, tabs, breadcrumbs, menus
 * and toolbars: the product's or the signed-in agent's name lives there), and never digits, a
 * phone label, a date, an email or an id (name-text.ts). When in doubt, no name. Where an
 * administrator set the name's place for the site (a CSS selector), that alone decides.
 */
import { collapse, fullNameIn, isNameLabel, nameIn } from '../../name-text';

/**
 * What one listing of the page's numbers has read already: per box (many numbers share a card)
 * and per table, the column its header names as the name's (thousands of rows share one header).
 */
export interface NameCache {
  boxes: Map<Node, Found>;
  nameColumns: Map<Element, number | null>;
  /** Per element, whether it is in the application's chrome (thousands of cells share rows). */
  chrome: Map<Element, boolean>;
  /** Where an administrator said the name is on this site (a CSS selector); it wins. */
  selector: string | null;
  /** Each document's record-page name, read once per listing (frames are documents of their own). */
  pages: Map<Document, string | null>;
}

export const newNameCache = (selector: string | null = null): NameCache => ({
  boxes: new Map(),
  nameColumns: new Map(),
  chrome: new Map(),
  selector,
  pages: new Map(),
});

const AMBIGUOUS = Symbol('ambiguous');
/** What a box shows: a name and the element it was read from, none, or several headings. */
type Found = { name: string; at: Element } | null | typeof AMBIGUOUS;
const MAX_DEPTH = 8;
/** A box with more elements than this is a page section, not one record. */
const MAX_BOX_ELEMENTS = 400;
const ROW = 'tr,[role=row]';
const RECORD = 'li,article,[role=listitem]';
const CONTAINER = 'ul,ol,table,tbody,main,body,[role=list],[role=grid],[role=table]';
const HEADING = 'h1,h2,h3,h4,h5,h6,[role=heading]';
/** The application's own frame around records. */
const CHROME =
  'nav,[role=navigation],[role=banner],[role=tablist],[role=tab],[role=menubar],[role=menu],' +
  '[role=toolbar],[aria-label*=breadcrumb i],[class*=breadcrumb i],[class*=appbar i],[class*=app-bar i],' +
  '[class*=topbar i],[class*=navbar i],[class*=sidebar-nav i]';
/** A header is the page's banner unless it heads a section of content (HTML-AAM). */
const SECTIONING = 'article,aside,main,nav,section,[role=main],[role=article],[role=region]';
/** Fields whose value can be a name: text inputs and text areas. */
const TEXT_FIELD = 'textarea,input:not([type]),input[type=text]';

export function customerName(anchor: Element, cache: NameCache = newNameCache()): string | null {
  if (cache.selector !== null) return selectedName(anchor, cache.selector);
  // A number in the application's own frame (a support line in the top bar) names no customer.
  if (inChrome(anchor, cache.chrome)) return null;
  const row = anchor.closest(ROW);
  // A row whose first cell is a header is one "label | value" pair of a record, not a record.
  if (row && !isHeaderCell(row.firstElementChild)) return rowName(row, cache.nameColumns);
  let from: Element = row ?? anchor;
  let box: Element | null = row?.parentElement ?? anchor;
  for (let depth = 0; box && depth < MAX_DEPTH; depth++, from = box, box = box.parentElement) {
    let found = cache.boxes.get(box);
    if (found === undefined) cache.boxes.set(box, (found = boxName(box, cache.chrome)));
    if (found === AMBIGUOUS) break;
    // Read from a sibling like the one the number is in: another card's, not this one's.
    if (found) return box !== from && alike(childOf(box, found.at), from) ? null : found.name;
    if (box.matches(RECORD) || listRow(box)) return recordName(box);
    if (box.matches(CONTAINER)) break;
  }
  if (anchor.closest(RECORD)) return null;
  const doc = anchor.ownerDocument;
  let name = cache.pages.get(doc);
  if (name === undefined) cache.pages.set(doc, (name = recordPageName(doc, cache.chrome)));
  return name;
}

/**
 * A record page's own name: its one h1, or else its first heading, when that reads as a full name
 * and no other heading of its rank or above does. The application's chrome is passed over.
 */
function recordPageName(doc: Document, chrome: Map<Element, boolean>): string | null {
  const h1s = [...doc.querySelectorAll('h1')].filter((h) => !inChrome(h, chrome));
  if (h1s.length === 1) return fullNameIn(h1s[0]!.textContent);
  if (h1s.length > 1) return null;
  const headings = [...doc.querySelectorAll(HEADING)].filter((h) => !inChrome(h, chrome));
  const first = headings[0];
  const name = first && fullNameIn(first.textContent);
  if (!name) return null;
  const rank = rankOf(first);
  const rival = headings.some(
    (heading) => heading !== first && rankOf(heading) <= rank && fullNameIn(heading.textContent),
  );
  return rival ? null : name;
}

/** h1 → 1 … h6 → 6; an ARIA heading by its aria-level (2 when unsaid, as ARIA says). */
function rankOf(heading: Element): number {
  const level = /^h([1-6])$/.exec(heading.localName)?.[1] ?? heading.getAttribute('aria-level');
  return Number(level) || 2;
}

/**
 * A row of a list built of plain elements (a React list of divs or links): made of more than the
 * number, beside an element from the same template (same tag and class, children of the same
 * tags and classes) that holds a number of its own. A section of a page is not a row. Only the neighbours are looked at, so a list of thousands costs as one of two.
 */
function listRow(box: Element): boolean {
  if (box.childElementCount < 2 || box.matches(SECTIONING)) return false;
  const [before, after] = [box.previousElementSibling, box.nextElementSibling];
  const twin = (other: Element | null) =>
    !!other && alike(other, box) && template(other) === template(box);
  return twin(before) || twin(after);
}

/** The tags and classes of an element's children, in order. */
function template(element: Element): string {
  return [...element.children].map((child) => `${child.localName}.${child.className}`).join(' ');
}

/**
 * The administrator's word for this site: the text of the nearest element `selector` matches,
 * climbing from the number (its own record first), read as a name; none when nothing matches, the
 * text is no name, or the selector is not valid CSS.
 */
function selectedName(anchor: Element, selector: string): string | null {
  try {
    for (let box: Element | null = anchor; box; box = box.parentElement) {
      const found = box.matches(selector) ? box : box.querySelector(selector);
      if (found) return nameIn(found.textContent);
    }
  } catch {
    // Not a selector this browser reads.
  }
  return null;
}

/** Whether an element is in the application's chrome: it or an ancestor is (memoised per listing). */
export function inChrome(element: Element, known: Map<Element, boolean> = new Map()): boolean {
  let chrome = known.get(element);
  if (chrome !== undefined) return chrome;
  const banner = element.localName === 'header' && !element.parentElement?.closest(SECTIONING);
  chrome =
    banner ||
    element.matches(CHROME) ||
    (element.parentElement !== null && inChrome(element.parentElement, known));
  known.set(element, chrome);
  return chrome;
}

/** The one full name among a record's own texts (each element's, apart from its children's). */
function recordName(record: Element): string | null {
  let name: string | null = null;
  for (const element of record.querySelectorAll('*')) {
    if (element.childElementCount > 0 && element.localName !== 'a') continue;
    const found = fullNameIn(element.textContent);
    if (!found || found === name) continue;
    if (name) return null;
    name = found;
  }
  return name;
}

function isHeaderCell(cell: Element | null): boolean {
  return !!cell && cell.matches('th,[role=columnheader]');
}

function rowName(row: Element, nameColumns: NameCache['nameColumns']): string | null {
  const table = row.parentElement?.closest('table,[role=grid],[role=table]');
  const first = table?.querySelector(ROW);
  if (table && first && first !== row) {
    let column = nameColumns.get(table);
    if (column === undefined) nameColumns.set(table, (column = headerNameColumn(first)));
    if (column !== null) return column < 0 ? null : cellName(row.children[column], nameIn);
  }
  for (const cell of row.children) {
    const name = cellName(cell, fullNameIn);
    if (name) return name;
  }
  return null;
}

/**
 * For a header row: the index of the column it names as the name's, -1 when it names none; null
 * when the first row is not a header row.
 */
function headerNameColumn(first: Element): number | null {
  const cells = [...first.children];
  if (!cells.every(isHeaderCell)) return null;
  return cells.findIndex((cell) => isNameLabel(collapse(cell.textContent)));
}

/** A cell's text, or its first link or bold text when the cell adds a tag or a second line. */
function cellName(cell: Element | undefined, read: typeof nameIn): string | null {
  if (!cell) return null;
  return read(cell.textContent) ?? read(cell.querySelector('a,b,strong')?.textContent);
}

/** The child of `box` that holds `element` (or `element`, a child already). */
function childOf(box: Element, element: Element): Element {
  let child = element;
  while (child.parentElement && child.parentElement !== box) child = child.parentElement;
  return child;
}

/** Another record like the number's own: same kind of element, with a number of its own. */
function alike(sibling: Element, own: Element): boolean {
  return (
    sibling !== own &&
    sibling.localName === own.localName &&
    sibling.className === own.className &&
    (sibling.textContent?.match(/\p{Nd}/gu)?.length ?? 0) >= 7
  );
}

/** A name-labelled field's value, else the box's one heading, AMBIGUOUS for several. */
function boxName(box: Element, chrome: Map<Element, boolean>): Found {
  const elements = box.querySelectorAll('*');
  if (elements.length > MAX_BOX_ELEMENTS) return AMBIGUOUS;
  let heading: Found = null;
  let headings = 0;
  for (const at of [box, ...elements]) {
    if (inChrome(at, chrome)) continue;
    const value = labelledValue(at);
    if (value) return { name: value, at };
    if (at.matches(HEADING)) {
      const name = fullNameIn(at.textContent);
      if (name) {
        heading = { name, at };
        headings++;
      }
    }
  }
  return headings > 1 ? AMBIGUOUS : heading;
}

/** The name an element labels (or holds after "Name:"), or null. */
function labelledValue(element: Element): string | null {
  if (element.matches(TEXT_FIELD)) {
    const field = element as HTMLInputElement;
    const label = element.closest('label');
    const said = [
      label && collapse(label.textContent),
      ...['aria-label', 'placeholder', 'name', 'id'].map((name) => element.getAttribute(name)),
    ];
    return said.some(isNameLabel) ? nameIn(field.value) : null;
  }
  // Label and value in one leaf element: "Name: Ahmed Ali"; or a leaf label, value beside it.
  if (element.childElementCount > 0) return null;
  const text = collapse(element.textContent);
  if (!isNameLabel(text)) return /[:：]/.test(text) ? nameIn(text) : null;
  if (element.localName === 'label') {
    const target = element.getAttribute('for');
    const control = target ? element.ownerDocument.getElementById(target) : null;
    if (control?.matches(TEXT_FIELD)) return nameIn((control as HTMLInputElement).value);
  }
  // A header cell names a column, not the cell beside it.
  if (element.localName === 'th' && element.nextElementSibling?.localName !== 'td') return null;
  return nameIn(element.nextElementSibling?.textContent);
}
