/**
 * libphonenumber's and libphonenumber-js's own test suites (tests/phone-suites/cases.json, see
 * scripts/phone-suites/extract.ts), read with the real metadata: utils/phone must do at least as
 * well as libphonenumber-js/max on every measure at once. `npm run phone:suites` prints the table.
 */
import { describe, expect, it } from 'vitest';
import {
  dialbridge,
  libphonenumberMax,
  loadCases,
  passes,
  type Measure,
} from '../../../scripts/phone-suites/score';

const cases = loadCases();
const ours = passes(dialbridge, cases);
const theirs = passes(libphonenumberMax, cases);

describe('libphonenumber test suites', () => {
  it('hold enough cases of each kind to measure', () => {
    expect(cases.find.length).toBeGreaterThan(1000);
    expect(cases.notFind.length).toBeGreaterThan(40);
    expect(cases.normalize.length).toBeGreaterThan(80);
    expect(cases.reject.length).toBeGreaterThan(20);
  });

  it.each<Measure>(['find', 'notFind', 'normalize', 'reject'])(
    '%s: utils/phone scores at least libphonenumber-js/max',
    (measure) => {
      expect(ours[measure].size).toBeGreaterThanOrEqual(theirs[measure].size);
    },
  );

  it('finds nothing on any case libphonenumber-js/max finds nothing on', () => {
    const wrong = cases.notFind.filter((_, i) => theirs.notFind.has(i) && !ours.notFind.has(i));
    expect(wrong).toEqual([]);
  });
});
