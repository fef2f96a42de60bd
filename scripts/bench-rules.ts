/**
 * `npm run bench:rules`: what checking one call against the team's rules costs, with a
 * 100,000-number do-not-call list, calling hours and the daily cap over a 2,000-call history —
 * the pure check the background runs before every call (utils/calling-rules/rules.ts), and the
 * one-off cost of reading the list into a Set after it changed. Runs in Node; the background adds
 * two small storage reads (the list's stamp and the settings) per call. Reports, judges nothing.
 */
import { performance } from 'node:perf_hooks';
import { readNumbers } from '../utils/calling-rules/fields/do-not-call';
import { breaksRule, type CallingRules } from '../utils/calling-rules/rules';
import { zonesOf } from '../utils/calling-rules/zones';
import type { CallRecord } from '../utils/calls/records/types';
import { addEveryNumberType } from '../utils/phone/every-number-type';

// The background's code, measured as the background runs it: every country's number types.
addEveryNumberType();

const LIST = 100_000;
const CHECKS = 5_000;
const NOW = Date.parse('2026-11-26T10:00:00Z');

const written = Array.from({ length: LIST }, (_, i) => `05${String(i).padStart(8, '0')}`);
let started = performance.now();
const { dials } = readNumbers(written, 'SA');
const readMs = performance.now() - started;
started = performance.now();
readNumbers(written, 'SA');
const againMs = performance.now() - started;
started = performance.now();
const set = new Set(dials);
const setMs = performance.now() - started;

const rules: CallingRules = {
  callingHours: {
    days: {
      sun: '09:00-21:00',
      mon: '09:00-21:00',
      tue: '09:00-21:00',
      thu: '09:00-12:00, 16:00-21:00',
    },
    closedDates: '2026-12-02',
  },
  maxCallsPerCustomerPerDay: 3,
  clickOnly: false,
};
const records = Array.from({ length: 2_000 }, (_, i) => ({
  customer: { name: '', number: `96655${String(i).padStart(7, '0')}` },
  createdAt: NOW - i * 60_000,
  scheduledAt: null,
  state: 'answered',
})) as unknown as CallRecord[];

function perCheck(zones: string[]): number {
  const times: number[] = [];
  for (let i = 0; i < CHECKS; i++) {
    const dial = i % 2 ? dials[(i * 7919) % LIST]! : `96656${String(i).padStart(7, '0')}`;
    const at = performance.now();
    breaksRule({
      dial,
      zones,
      ringsAt: NOW + i * 60_000,
      now: NOW,
      rules,
      isDoNotCall: (d) => set.has(d),
      records,
    });
    times.push(performance.now() - at);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]! * 1000;
}

const saudi = perCheck(zonesOf('SA', 'SA'));
const us = perCheck(zonesOf('US', 'SA'));
console.log(`do-not-call list of ${LIST.toLocaleString('en')} numbers:`);
console.log(`  read from written numbers: ${readMs.toFixed(0)} ms (an import, a new policy list)`);
console.log(`  read again, as every policy read does: ${againMs.toFixed(0)} ms`);
console.log(`  into a Set: ${setMs.toFixed(1)} ms (once after each change)`);
console.log(
  `one call checked (list, cap over ${records.length.toLocaleString('en')} calls, hours), median of ${CHECKS.toLocaleString('en')}:`,
);
console.log(`  a Saudi number (1 zone): ${saudi.toFixed(0)} µs`);
console.log(
  `  a US number (${zonesOf('US', 'SA').length} zones, strictest reading): ${us.toFixed(0)} µs`,
);
