/**
 * The answer to `pageNumbers` (utils/messaging/tab-protocol.ts): every visible number on the page in
 * document order, same-origin frames, shadow roots and form fields included, once the scan has
 * settled; each with the customer's name and the label the page shows for it, when it shows them.
 */
import type { PageList, PageNumber } from '../../messaging/tab-protocol';
import { formatInternational } from '../../phone';
import { customerName, newNameCache } from './customer-name';
import { fieldNumbers, visibleFields } from './form-fields';
import { numberLabel } from './number-label';
import { numberTypesOnTheirWay, settledWithNumberTypes } from '../read/plans-on-demand';
import type { PageMatch } from '../read/page-match';
import { createOrderCheck } from '../read/plain-order';
import type { ScanRoot } from '../dom/roots';
import type { Scanner } from '../scan/scanner';
import { compareOrdinalPaths, ordinalPath, walkOrdinals } from './walk-order';
import { yieldToMain } from '../dom/yield';

export async function listPageNumbers(
  scanner: Scanner,
  country: string,
  nameSelector: string | null,
): Promise<PageList> {
  const settled = () => scanner.settled();
  await settledWithNumberTypes(settled);
  const listed = await listOnce(scanner, country, nameSelector);
  if (!numberTypesOnTheirWay()) return listed;
  // A number met only by this listing (a long page's whole text, a field) waited for its
  // country's number types: listed again once they are here.
  await settledWithNumberTypes(settled);
  return listOnce(scanner, country, nameSelector);
}

async function listOnce(
  scanner: Scanner,
  country: string,
  nameSelector: string | null,
): Promise<PageList> {
  // A long page has only its window indexed: its whole text is matched now, in walk order, and
  // the shadow roots and frames off its window are scanned.
  const whole = await scanner.wholeTopDocument();
  if (whole) await scanner.settled();
  const top = scanner.roots.top;
  const roots = scanner.roots.all();
  const items: Array<
    PageNumber & { root: ScanRoot; node: Node; offset: number; match?: PageMatch }
  > = [];
  const indexed = scanner.index.all();
  // The top document's window in the index is part of `whole`.
  const others = whole ? indexed.filter((match) => match.root !== top) : indexed;
  for (const match of whole ? [...whole, ...others] : indexed) {
    const first = match.spans[0]!;
    items.push({
      text: match.text,
      dial: match.dial,
      root: match.root,
      node: first.node,
      offset: first.start,
      match,
    });
  }
  let fieldsFound = false;
  for (const root of roots) {
    for (const field of visibleFields(root.node)) {
      for (const hit of fieldNumbers(field, country)) {
        fieldsFound = true;
        items.push({ text: hit.text, dial: hit.dial, root, node: field, offset: hit.start });
      }
    }
  }
  // One document and no fields: the walk's order is already the page's.
  if (whole && roots.length === 1 && !fieldsFound) return withDetails(items, nameSelector);
  const wanted = new Set<Node>(items.map((item) => item.node));
  for (const root of roots) if (root.host) wanted.add(root.host);
  const ordinals = await walkOrdinals(roots, wanted, fieldsFound || roots.length > 1);
  const ordered: Array<{ item: (typeof items)[number]; path: number[] }> = [];
  for (const item of items) {
    // Not met by the walk: no longer in the page.
    const path = ordinalPath(ordinals, item.root, item.node);
    if (path) ordered.push({ item, path });
  }
  ordered.sort((a, b) => compareOrdinalPaths(a.path, b.path) || a.item.offset - b.item.offset);
  return withDetails(
    ordered.map(({ item }) => item),
    nameSelector,
  );
}

/**
 * Names and labels are read once the list is known, never during the scan; cards and tables
 * share one cache of names. In slices like the scan's: for the 6,513 numbers of the benchmark's
 * page they took 55 to 70 ms in one task.
 */
async function withDetails(
  items: Array<{ text: string; dial: string; node: Node; offset: number; match?: PageMatch }>,
  nameSelector: string | null,
): Promise<PageList> {
  const names = newNameCache(nameSelector);
  const inOrder = createOrderCheck();
  const numbers: PageNumber[] = [];
  let notOffered = 0;
  let sliceEnd = performance.now() + DETAILS_SLICE_MS;
  for (const item of items) {
    if (numbers.length % CLOCK_EVERY === 0 && performance.now() >= sliceEnd) {
      await yieldToMain();
      sliceEnd = performance.now() + DETAILS_SLICE_MS;
    }
    if (item.match && !inOrder(item.match)) {
      notOffered++;
      continue;
    }
    // A field is the node itself; a text node's element holds it (nodeType: frames' realms).
    const anchor = item.node.nodeType === 1 ? (item.node as Element) : item.node.parentElement;
    const name = anchor && customerName(anchor, names);
    const label = numberLabel(item.node, item.offset);
    numbers.push({
      text: item.text,
      dial: item.dial,
      ...(name && { name }),
      ...(label && { label }),
    });
  }
  return notOffered ? { numbers, notOffered } : { numbers };
}

const DETAILS_SLICE_MS = 5;
/** Numbers between looks at the clock. */
const CLOCK_EVERY = 32;

/** How the control shows a number: "+966 55 123 4567". */
export function displayNumber(dial: string): string {
  try {
    return formatInternational(dial) || dial;
  } catch {
    return dial;
  }
}
