/**
 * A long CRM-like table for the e2e tests of big pages, generated with the list of its numbers:
 * the expected order comes from this generator's own data, never from the product.
 */

/**
 * A long table: each row's numbers and the order they appear in come from this
 * generator's own data. Three written forms, a cell whose text goes on after a nested block, and
 * digits that are not phone numbers (dates, amounts) between them.
 */
export function longTable(
  rows: number,
  firstChanged: number[] = [],
): { html: string; rows: string; dials: string[] } {
  const dials: string[] = [];
  const body: string[] = [];
  for (let row = 0; row < rows; row++) {
    const national = (offset: number) => `5${offset}${String(row).padStart(7, '0')}`;
    const forms = [
      (n: string) => `0${n}`,
      (n: string) => `+966 ${n.slice(0, 2)} ${n.slice(2, 5)} ${n.slice(5)}`,
      (n: string) => `00966${n}`,
    ];
    const write = forms[row % 3]!;
    const main = national(firstChanged.includes(row) ? 9 : 5);
    const cells = [`<td>Customer ${row}</td>`, `<td class="phone">${write(main)}</td>`];
    dials.push(`966${main}`);
    if (row % 10 === 0) {
      // Text, a nested block, then more text of the outer cell: three numbers in that order.
      const [a, b, c] = [national(6), national(7), national(8)];
      cells.push(`<td>Home ${write(a)}<div>Work ${write(b)}</div>Fax ${write(c)}</td>`);
      dials.push(`966${a}`, `966${b}`, `966${c}`);
    } else {
      cells.push('<td>-</td>');
    }
    cells.push(`<td>2024-0${(row % 9) + 1}-1${row % 10}</td><td>${row * 7}.50 SAR</td>`);
    body.push(`<tr>${cells.join('')}</tr>`);
  }
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Long list</title></head>
<body><table><tbody>${body.join('\n')}</tbody></table></body></html>`;
  return { html, rows: body.join('\n'), dials };
}
