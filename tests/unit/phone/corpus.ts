/**
 * A deterministic CRM-like corpus: text blocks as a CRM table's cells give them, with phone
 * numbers in the forms agents meet among many more digit groups that are not numbers.
 * Used by the throughput script and by the property tests.
 */

/** Small deterministic PRNG (mulberry32) so runs are comparable. */
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

const pad = (n: number, width: number): string => String(n).padStart(width, '0');

/** Digit groups that are not phone numbers. */
export function distractorCell(next: () => number): string {
  const n = Math.floor(next() * 1_000_000_000);
  const forms = [
    `2024-${pad((n % 12) + 1, 2)}-${pad((n % 28) + 1, 2)}`,
    `${pad((n % 28) + 1, 2)}/${pad((n % 12) + 1, 2)}/2024`,
    `${pad(n % 24, 2)}:${pad(n % 60, 2)}`,
    `${(n % 9000) + 100},${pad(n % 1000, 3)}.00 SAR`,
    `ORD-2024-${pad(n % 1_000_000, 6)}`,
    `INV ${pad(n, 10)}`,
    `1${pad(n, 9)}`,
    `${(n % 90) + 10}`,
    `${(n % 900) + 100}`,
    `Qty ${n % 50}`,
    `${(n % 90) + 10}.${pad(n % 10000, 4)}, ${(n % 90) + 10}.${pad(n % 7000, 4)}`,
    `#${n % 100000}`,
  ];
  return forms[Math.floor(next() * forms.length)]!;
}

const words = [
  'Ahmed Ali',
  'Riyadh',
  'Pending',
  'Delivered',
  'محمد عبدالله',
  'جدة',
  'قيد التنفيذ',
  'Sara',
];

/** Phone numbers written the ways CRMs and people write them (all valid), each with the dial it
 *  leaves with, worked out from the digits it was written from (not by utils/phone). */
export function phoneCellWithDial(next: () => number): [text: string, dial: string] {
  const subscriber = pad(Math.floor(next() * 10_000_000), 7);
  const mobile = `5${['0', '3', '4', '5', '6', '8', '9'][Math.floor(next() * 7)]}${subscriber}`;
  const landline = `11${subscriber.replace(/^0/, '4')}`;
  const forms: Array<[string, string]> = [
    [`0${mobile}`, `966${mobile}`],
    [`+966 ${mobile.slice(0, 2)} ${mobile.slice(2, 5)} ${mobile.slice(5)}`, `966${mobile}`],
    [`966${mobile}`, `966${mobile}`],
    [`00966${mobile}`, `966${mobile}`],
    [`0${mobile.slice(0, 2)}-${mobile.slice(2, 5)}-${mobile.slice(5)}`, `966${mobile}`],
    [`0${landline.slice(0, 2)} ${landline.slice(2, 5)} ${landline.slice(5)}`, `966${landline}`],
    [`+20 10 ${subscriber.slice(0, 4)} ${subscriber.slice(4)}4`, `2010${subscriber}4`],
    [`\u200e+966${mobile}\u200e`, `966${mobile}`],
  ];
  return forms[Math.floor(next() * forms.length)]!;
}

export function phoneCell(next: () => number): string {
  return phoneCellWithDial(next)[0];
}

/** `rows` table rows (≈11 cells, ≈1.3 phone numbers, ≈10 digit groups), each cell with the
 *  dials it holds. */
export function labelledCrmRows(rows: number, seed = 1): Array<Array<[string, string[]]>> {
  const next = random(seed);
  const table: Array<Array<[string, string[]]>> = [];
  for (let r = 0; r < rows; r++) {
    const row: Array<[string, string[]]> = [
      [words[r % words.length]!, []],
      [`Customer ${r}`, []],
    ];
    const [text, dial] = phoneCellWithDial(next);
    row.push([text, [dial]]);
    if (next() < 0.3) {
      const [second, secondDial] = phoneCellWithDial(next);
      row.push([second, [secondDial]]);
    }
    for (let k = 0; k < 7; k++) row.push([distractorCell(next), []]);
    row.push([words[(r * 7) % words.length]!, []]);
    table.push(row);
  }
  return table;
}

/** `rows` table rows, each a list of cell texts. */
export function crmRows(rows: number, seed = 1): string[][] {
  return labelledCrmRows(rows, seed).map((row) => row.map(([text]) => text));
}
