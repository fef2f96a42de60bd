/**
 * Extracts the cases of libphonenumber's and libphonenumber-js's own public test suites into
 * tests/phone-suites/cases.json, the file `npm run phone:suites` scores utils/phone and
 * libphonenumber-js/max on (scripts/phone-suites/score.ts).
 *
 * Why extract rather than run the suites: they test their own code against their own test
 * metadata; here the same inputs and expectations are read against the real metadata, by both
 * libraries, so the two scores compare like with like.
 *
 * Run (once per upgrade of the suites; the JSON is committed with the revisions it came from):
 *   npx tsx scripts/phone-suites/extract.ts <libphonenumber checkout> <libphonenumber-js checkout>
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fromJava, fromJs } from './extract-sources';
import type { SuiteCases } from './cases';

const JAVA_TESTS = 'java/libphonenumber/test/com/google/i18n/phonenumbers';
const FILES = {
  java: [`${JAVA_TESTS}/PhoneNumberMatcherTest.java`, `${JAVA_TESTS}/PhoneNumberUtilTest.java`],
  js: ['source/PhoneNumberMatcher.test.js', 'source/legacy/parse.test.js'],
};

function revision(dir: string): string {
  return execFileSync('git', ['-C', dir, 'rev-parse', 'HEAD'], { encoding: 'utf8' }).trim();
}

function read(dir: string, file: string): string {
  try {
    return readFileSync(join(dir, file), 'utf8');
  } catch {
    // A bare mirror (no work tree): read the file from HEAD.
    return execFileSync('git', ['-C', dir, 'show', `HEAD:${file}`], { encoding: 'utf8' });
  }
}

const [javaDir, jsDir] = process.argv.slice(2);
if (!javaDir || !jsDir) {
  console.error('usage: extract.ts <libphonenumber checkout> <libphonenumber-js checkout>');
  process.exit(2);
}
const [matcherJava, utilJava] = FILES.java.map((file) => read(javaDir, file));
const [matcherJs, parseJs] = FILES.js.map((file) => read(jsDir, file));
const java = fromJava(matcherJava!, utilJava!);
const js = fromJs(matcherJs!, parseJs!);
const cases: SuiteCases = {
  sources: [
    { repo: 'google/libphonenumber', commit: revision(javaDir), files: FILES.java },
    { repo: 'catamphetamine/libphonenumber-js', commit: revision(jsDir), files: FILES.js },
  ],
  find: [...java.find, ...js.find],
  notFind: [...java.notFind, ...js.notFind],
  normalize: [...java.normalize, ...js.normalize],
  reject: [...java.reject, ...js.reject],
};
const out = 'tests/phone-suites/cases.json';
writeFileSync(out, JSON.stringify(cases, null, 1) + '\n');
console.log(
  `${out}: find ${cases.find.length}, not find ${cases.notFind.length}, ` +
    `normalise ${cases.normalize.length}, reject ${cases.reject.length}`,
);
