/**
 * The plain `{ type: 'page-numbers' }` contract (popup, tests): every visible number on the page
 * in document order, same-origin frames, shadow roots and form fields included, once the scan
 * has settled.
 */
import { formatInternational } from '../phone';
import { sortByPath } from './document-order';
import { fieldNumbers, visibleFields } from './form-fields';
import { orderPath } from './roots';
import type { Scanner } from './scanner';

export interface PageNumber {
  text: string;
  dial: string;
}

export function isPageNumbersRequest(message: unknown): boolean {
  return (
    typeof message === 'object' &&
    message !== null &&
    (message as { type?: unknown }).type === 'page-numbers' &&
    !('channel' in message)
  );
}

export async function listPageNumbers(
  scanner: Scanner,
  country: string,
): Promise<{ numbers: PageNumber[] }> {
  await scanner.settled();
  const items: Array<PageNumber & { path: Node[]; offset: number }> = [];
  for (const match of scanner.index.all()) {
    const first = match.spans[0]!;
    if (!first.node.isConnected) continue;
    items.push({
      text: match.text,
      dial: match.dial,
      path: orderPath(match.root, first.node),
      offset: first.start,
    });
  }
  for (const root of scanner.allRoots()) {
    for (const field of visibleFields(root.node)) {
      for (const hit of fieldNumbers(field, country)) {
        items.push({
          text: hit.text,
          dial: hit.dial,
          path: orderPath(root, field),
          offset: hit.start,
        });
      }
    }
  }
  return { numbers: sortByPath(items).map(({ text, dial }) => ({ text, dial })) };
}

/** How the control shows a number: "+966 55 123 4567". */
export function displayNumber(dial: string): string {
  try {
    return formatInternational(dial) || dial;
  } catch {
    return dial;
  }
}
