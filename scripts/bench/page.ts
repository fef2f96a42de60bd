/**
 * The benchmark's CRM page: a table of orders, 5,000 rows by default. Each row has 11 cells, one
 * text node each: about 1.3 phone numbers per row written in the forms agents meet, among about
 * 10 other digit groups (dates, times, amounts, order and invoice numbers, quantities, postal
 * codes, tracking numbers, national ids) that must not be taken for numbers. Deterministic: the
 * same seed gives the same page, so runs compare.
 *
 * The page carries its own small "framework": `window.benchPage.rerender(from, count)` replaces
 * `count` rows with freshly built ones (new numbers), the way a React or Vue table re-renders.
 */

export interface BenchPage {
  html: string;
  rows: number;
  /** Phone numbers written on the page (the initial render). */
  numbers: number;
  /** Digit groups that are not phone numbers. */
  otherDigitGroups: number;
  textNodes: number;
}

/** Small, fast, seeded PRNG (mulberry32): the page must be the same in every run. */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const MOBILE_PREFIXES = ['50', '53', '54', '55', '56', '58', '59'];
const FIRST = [
  'Noura',
  'Faisal',
  'Aisha',
  'Omar',
  'Layla',
  'Khalid',
  'Sara',
  'Yousef',
  'Huda',
  'Majed',
  'Reem',
  'Turki',
];
const LAST = [
  'Al-Qahtani',
  'Al-Harbi',
  'Al-Otaibi',
  'Al-Ghamdi',
  'Al-Shehri',
  'Al-Zahrani',
  'Al-Dosari',
  'Al-Mutairi',
];
const STATUS = ['New', 'Confirmed', 'Shipped', 'Delivered', 'Returned', 'On hold'];
const ARABIC_DIGITS = '٠١٢٣٤٥٦٧٨٩';

/** Writes one valid number in one of the forms seen in CRMs; returns the text and digit groups. */
function writtenNumber(rand: () => number): string {
  const digits = (count: number) =>
    Array.from({ length: count }, () => Math.floor(rand() * 10)).join('');
  const mobile = MOBILE_PREFIXES[Math.floor(rand() * MOBILE_PREFIXES.length)]! + digits(7);
  const [a, b, c] = [mobile.slice(0, 2), mobile.slice(2, 5), mobile.slice(5)];
  const forms: (() => string)[] = [
    () => `0${mobile}`,
    () => `0${a} ${b} ${c}`,
    () => `+966 ${a} ${b} ${c}`,
    () => `+966${mobile}`,
    () => `00966${mobile}`,
    () => `966${mobile}`,
    () => `+966-${a}-${b}-${c}`,
    () => `(0${a}) ${b}-${c}`,
    () => `0${a}.${b}.${c}`,
    () => `+966 (0) ${a} ${b} ${c}`,
    () => [...`0${mobile}`].map((d) => ARABIC_DIGITS[Number(d)]).join(''),
    () => `011 4${digits(2)} ${digits(4)}`,
    () => `9200 ${digits(5).replace(/^0/, '1')}`,
    () => `800 12${digits(1)} ${digits(4)}`,
    () => `+20 10 ${digits(4)} ${digits(4)}`,
    () => `+971 50 ${digits(3)} ${digits(4)}`,
    () => `+44 20 7946 0${digits(3)}`,
  ];
  return forms[Math.floor(rand() * forms.length)]!();
}

const pad = (value: number, width: number) => String(value).padStart(width, '0');
const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** One row's 11 cell texts, plus how many numbers and other digit groups they hold. */
export function rowCells(
  index: number,
  rand: () => number,
): { cells: string[]; numbers: number; others: number } {
  const id = 100_000 + index;
  const hasSecond = rand() < 0.3;
  const day = 1 + Math.floor(rand() * 28);
  const month = 1 + Math.floor(rand() * 12);
  const amount = (50 + rand() * 4950).toFixed(2);
  const cells = [
    `#${id}`, // 1 group
    `${FIRST[index % FIRST.length]} ${LAST[(index * 7) % LAST.length]}`,
    writtenNumber(rand),
    hasSecond ? `Alt: ${writtenNumber(rand)}` : 'No alternate number',
    `2026-${pad(month, 2)}-${pad(day, 2)}`, // 3 groups
    `${pad(Math.floor(rand() * 24), 2)}:${pad(Math.floor(rand() * 60), 2)}`, // 2 groups
    `SAR ${amount}`, // 2 groups
    `Qty ${1 + Math.floor(rand() * 9)}`, // 1 group
    `${11_000 + Math.floor(rand() * 89_000)}`, // postal code, 1 group
    rand() < 0.5 ? `INV-${pad(index, 6)}` : `1${pad(Math.floor(rand() * 1e9), 9)}`, // invoice or national id, 1 group
    STATUS[index % STATUS.length]!,
  ];
  return { cells, numbers: hasSecond ? 2 : 1, others: 11 };
}

function rowHtml(cells: string[]): string {
  return `<tr>${cells.map((cell) => `<td>${escape(cell)}</td>`).join('')}</tr>`;
}

const HEADERS = [
  'Order',
  'Customer',
  'Phone',
  'Alternate',
  'Date',
  'Time',
  'Total',
  'Items',
  'Postal code',
  'Invoice / ID',
  'Status',
];

export function buildPage(rows = 5000, seed = 20261122): BenchPage {
  const rand = random(seed);
  let numbers = 0;
  let others = 0;
  const body: string[] = [];
  for (let index = 0; index < rows; index++) {
    const row = rowCells(index, rand);
    numbers += row.numbers;
    others += row.others;
    body.push(rowHtml(row.cells));
  }
  // The re-render builds rows from the same generator (another seed), in the page.
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Orders — CRM benchmark</title>
<style>body{font:14px system-ui;margin:0}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #ddd;padding:4px 8px;text-align:start}</style>
<script>
// The harness's check of "first screenful callable": when the scanner marks it, note which rows
// hold a marked number (DOM reads only: no layout forced on the page while it loads).
window.benchMarkedRows = null;
new PerformanceObserver((list, observer) => {
  if (list.getEntriesByName('dialbridge:first-callable').length === 0) return;
  observer.disconnect();
  window.benchMarkedRows = [];
  for (const range of CSS.highlights.get('dialbridge-phone') ?? []) {
    const row = range.startContainer.parentElement?.closest('tbody tr');
    if (row) window.benchMarkedRows.push(row.sectionRowIndex);
  }
}).observe({ type: 'mark' });
</script>
</head><body>
<h1>Orders</h1>
<table id="orders"><thead><tr>${HEADERS.map((h) => `<th>${h}</th>`).join('')}</tr></thead>
<tbody>${body.join('\n')}</tbody></table>
<script>
// The generator's own functions, stringified (tsx may wrap inner functions in __name()).
const __name = (fn) => fn;
${random.toString()}
${writtenNumber
  .toString()
  .replace(/MOBILE_PREFIXES/g, JSON.stringify(MOBILE_PREFIXES))
  .replace(/ARABIC_DIGITS/g, JSON.stringify(ARABIC_DIGITS))}
const pad = ${pad.toString()};
const FIRST = ${JSON.stringify(FIRST)}, LAST = ${JSON.stringify(LAST)}, STATUS = ${JSON.stringify(STATUS)};
${rowCells.toString()}
window.benchPage = {
  /** Re-renders from a task of the page's own (not the harness's), as a framework would. */
  scheduleRerender(from, count, seed) {
    setTimeout(() => {
      performance.mark('bench:rerender');
      window.benchPage.rerender(from, count, seed);
    }, 0);
  },
  /** Renders count rows at once into the table, as an app does when its data arrives. */
  render(count, seed) {
    performance.mark('bench:render');
    const rand = random(seed);
    const rows = document.createDocumentFragment();
    for (let i = 0; i < count; i++) {
      const tr = document.createElement('tr');
      for (const text of rowCells(i, rand).cells) {
        const td = document.createElement('td');
        td.textContent = text;
        tr.append(td);
      }
      rows.append(tr);
    }
    document.querySelector('#orders tbody').append(rows);
    // When the frame showing the rows is painted: the page's own share of the wait.
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => performance.mark('bench:painted');
      channel.port2.postMessage(null);
    });
  },
  /** Replaces rows [from, from + count) with new ones, as a framework re-render would. */
  rerender(from, count, seed) {
    const rand = random(seed);
    const tbody = document.querySelector('#orders tbody');
    for (let i = from; i < from + count; i++) {
      const old = tbody.rows[i];
      const tr = document.createElement('tr');
      for (const text of rowCells(i, rand).cells) {
        const td = document.createElement('td');
        td.textContent = text;
        tr.append(td);
      }
      tbody.replaceChild(tr, old);
    }
  },
};
</script>
</body></html>`;
  return {
    html,
    rows,
    numbers,
    otherDigitGroups: others,
    textNodes: rows * HEADERS.length + HEADERS.length + 1,
  };
}
