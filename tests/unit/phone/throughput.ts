/**
 * Rough throughput of findPhoneNumbers (not a test; run: npx tsx tests/unit/phone/throughput.ts).
 * Prints ms for a CRM-like corpus of 5,000 rows (≈56,000 cells), beside a bare pass that only
 * reads every character and libphonenumber-js's own findNumbers (the obvious implementation).
 */
import { findNumbers } from 'libphonenumber-js/max';
import { findPhoneNumbers, mayContainPhone } from '../../../utils/phone';
import { crmRows } from './corpus';

const cells = crmRows(5_000).flat();
const chars = cells.reduce((sum, cell) => sum + cell.length, 0);

function time(label: string, run: () => number): void {
  run(); // warm up (JIT, caches are per text so they warm too: see "cold" below)
  const started = performance.now();
  const result = run();
  console.log(
    `${label.padEnd(40)} ${(performance.now() - started).toFixed(1).padStart(8)} ms  (${result})`,
  );
}

console.log(`${cells.length} cells, ${chars} characters`);
time('bare pass (read every char code)', () => {
  let sum = 0;
  for (const cell of cells) for (let i = 0; i < cell.length; i++) sum += cell.charCodeAt(i);
  return sum;
});
let coldStarted = performance.now();
let cold = 0;
for (const cell of cells) if (mayContainPhone(cell)) cold += findPhoneNumbers(cell, 'SA').length;
console.log(
  `${'findPhoneNumbers, cold cache'.padEnd(40)} ${(performance.now() - coldStarted).toFixed(1).padStart(8)} ms  (${cold} numbers)`,
);
time('findPhoneNumbers, warm', () => {
  let found = 0;
  for (const cell of cells) if (mayContainPhone(cell)) found += findPhoneNumbers(cell, 'SA').length;
  return found;
});
coldStarted = performance.now();
cold = 0;
for (const cell of cells) cold += findNumbers(cell, 'SA').length;
console.log(
  `${'libphonenumber-js findNumbers (max)'.padEnd(40)} ${(performance.now() - coldStarted).toFixed(1).padStart(8)} ms  (${cold} numbers)`,
);
