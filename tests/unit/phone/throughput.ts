/**
 * Rough throughput of findPhoneNumbers (not a test; run: npx tsx tests/unit/phone/throughput.ts).
 * Prints ms for a CRM-like corpus of 5,000 rows (≈56,000 cells), beside a bare pass that only
 * reads every character and libphonenumber-js's own findNumbers (the obvious implementation).
 * Shared machines are noisy: repeated passes print their best (minimum) time.
 */
import { findNumbers } from 'libphonenumber-js/max';
import { findPhoneNumbers } from '../../../utils/phone';
import { crmRows } from './corpus';

const cells = crmRows(5_000).flat();
const chars = cells.reduce((sum, cell) => sum + cell.length, 0);

function timed(run: () => number): [number, number] {
  const started = performance.now();
  const result = run();
  return [performance.now() - started, result];
}

function print(label: string, ms: number, result: number | string): void {
  console.log(`${label.padEnd(44)} ${ms.toFixed(1).padStart(8)} ms  (${result})`);
}

function best(label: string, runs: number, run: () => number): void {
  let min = Infinity;
  let result = 0;
  for (let i = 0; i < runs; i++) {
    const [ms, value] = timed(run);
    min = Math.min(min, ms);
    result = value;
  }
  print(`${label}, best of ${runs}`, min, result);
}

const bare = (): number => {
  let sum = 0;
  for (const cell of cells) for (let i = 0; i < cell.length; i++) sum += cell.charCodeAt(i);
  return sum;
};
const find = (): number => {
  let found = 0;
  for (const cell of cells) found += findPhoneNumbers(cell, 'SA').length;
  return found;
};

console.log(`${cells.length} cells, ${chars} characters`);
const [firstMs, firstFound] = timed(find);
print('findPhoneNumbers, first pass (cold JIT)', firstMs, `${firstFound} numbers`);
best('bare pass (read every char code)', 7, bare);
best('findPhoneNumbers, warm', 7, find);
const [libMs, libFound] = timed(() => {
  let found = 0;
  for (const cell of cells) found += findNumbers(cell, 'SA').length;
  return found;
});
print('libphonenumber-js findNumbers (max), one pass', libMs, `${libFound} numbers`);
