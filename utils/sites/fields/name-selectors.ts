/**
 * Where the customer's name is on a site, when an administrator says so: one line per site, its
 * address and a CSS selector ("https://crm.example.com .contact-name"). On such a site the name
 * is the text of the nearest element the selector matches (customer-name.ts), or none: the
 * administrator's word wins over Dialbridge's guess. Pure text rules, shared by the settings'
 * schema and the background's answer to a page.
 */
export interface NameSelectorLine {
  origin: string;
  selector: string;
}

const MAX_SELECTOR = 200;

/** The lines, or the 1-based number of the first line that is not "address selector". */
export function parseNameSelectors(
  text: string,
): { lines: NameSelectorLine[]; badLine: null } | { lines: null; badLine: number } {
  const lines: NameSelectorLine[] = [];
  const rows = text.split(/\r?\n/);
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i]!.trim();
    if (row === '') continue;
    const space = row.search(/\s/);
    const origin = space > 0 ? originOf(row.slice(0, space)) : null;
    const selector = space > 0 ? row.slice(space).trim() : '';
    if (!origin || selector === '' || selector.length > MAX_SELECTOR)
      return { lines: null, badLine: i + 1 };
    lines.push({ origin, selector });
  }
  return { lines, badLine: null };
}

/** The selector set for the page at `url`, or null (Dialbridge finds the name itself). */
export function nameSelectorFor(text: string, url: string): string | null {
  const origin = originOf(url);
  const { lines } = parseNameSelectors(text);
  return (origin && lines?.find((line) => line.origin === origin)?.selector) || null;
}

function originOf(address: string): string | null {
  try {
    const url = new URL(address);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}
