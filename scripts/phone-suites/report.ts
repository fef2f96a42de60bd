/**
 * `npm run phone:suites`: scores utils/phone and libphonenumber-js/max side by side on the
 * suites' cases and writes the table into utils/phone/README.md. With --misses, lists the cases
 * utils/phone gets wrong.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { format, resolveConfig } from 'prettier';
import { dialbridge, libphonenumberMax, loadCases, passes, type Measure } from './score';

const MEASURES: [Measure, string][] = [
  ['find', 'must find (exact span)'],
  ['notFind', 'must not find (no number found)'],
  ['normalize', 'read to the right valid number'],
  ['reject', 'must reject'],
];

const cases = loadCases();
const ours = passes(dialbridge, cases);
const theirs = passes(libphonenumberMax, cases);
const percent = (n: number, of: number) => `${((100 * n) / of).toFixed(1)} % (${n}/${of})`;

const rows = MEASURES.map(([measure, label]) => {
  const total = cases[measure].length;
  return `| ${label} | ${percent(ours[measure].size, total)} | ${percent(theirs[measure].size, total)} |`;
});
const sources = cases.sources
  .map(
    (s) =>
      `${s.repo} at \`${s.commit.slice(0, 12)}\` (${s.files.map((f) => f.split('/').pop()).join(', ')})`,
  )
  .join('; ');
const table = [
  '<!-- phone-suites:start (npm run phone:suites) -->',
  `Cases from ${sources}.`,
  '',
  '| Measure | utils/phone | libphonenumber-js/max |',
  '| --- | --- | --- |',
  ...rows,
  '<!-- phone-suites:end -->',
].join('\n');

const readme = 'utils/phone/README.md';
const text = readFileSync(readme, 'utf8');
const marked = /<!-- phone-suites:start[\s\S]*?phone-suites:end -->/;
if (!marked.test(text)) throw new Error(`${readme}: no phone-suites markers`);
// Formatted like the rest of the tree so `npm run check` stays green after a run.
const options = (await resolveConfig(readme)) ?? {};
writeFileSync(
  readme,
  await format(text.replace(marked, table), { ...options, parser: 'markdown' }),
);
console.log(table);

if (process.argv.includes('--misses')) {
  for (const [measure] of MEASURES) {
    cases[measure].forEach((c, i) => {
      if (ours[measure].has(i)) return;
      const also = theirs[measure].has(i) ? '' : ' (libphonenumber-js too)';
      console.log(`${measure}${also}: ${JSON.stringify(c)}`);
    });
  }
}
