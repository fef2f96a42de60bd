/**
 * Reads test cases out of the suites' source text. Only the statement shapes listed here are read;
 * a case written any other way (a number built step by step, a loop) is left out, not guessed.
 */
import { getCountryCallingCode, type CountryCode } from 'libphonenumber-js/max';
import type { FindCase, NormalizeCase, NotFindCase, RejectCase } from './cases';

interface Extracted {
  find: FindCase[];
  notFind: NotFindCase[];
  normalize: NormalizeCase[];
  reject: RejectCase[];
}

/** One or more Java string literals joined with +. */
const JAVA_STR = String.raw`"(?:[^"\\]|\\.)*"(?:\s*\+\s*"(?:[^"\\]|\\.)*")*`;
const JAVA_REGION = String.raw`(?:RegionCode\.\w+|null)`;
const JS_STR = String.raw`'(?:[^'\\]|\\.)*'`;

function unescape(body: string): string {
  return body.replace(/\\(u[0-9a-fA-F]{4}|.)/g, (_, code: string) => {
    if (code.length === 5) return String.fromCharCode(parseInt(code.slice(1), 16));
    return ({ t: '\t', n: '\n', r: '\r' } as Record<string, string>)[code] ?? code;
  });
}

function javaString(literals: string): string {
  return [...literals.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((m) => unescape(m[1]!)).join('');
}

function javaRegion(token: string): string | null {
  const region = token.replace('RegionCode.', '');
  return region === 'null' || region === 'ZZ' ? null : region;
}

/** The contexts PhoneNumberMatcherTest puts every doTestFindInContext number in, at the leniency
 *  libphonenumber-js's finder uses (VALID): findPossibleInContext's, less the four that glue a
 *  Latin letter to the number (accepted only at POSSIBLE), and findValidInContext's. */
const FIND_CONTEXTS: [string, string][] = [
  ['', ''],
  ['   ', '\t'],
  ['Hello ', ''],
  ['', ' to call me!'],
  ['Hi there, call ', ' to reach me!'],
  ['Hi there, call ', ", or don't"],
  ["It's cheap! Call ", ' before 6:30'],
  ['Call ', ' or +1800-123-4567!'],
  ['As quoted by Alfonso 12-15 (2009), you may call me at ', ''],
  ['As quoted by Alfonso et al. 12-15 (2009), you may call me at ', ''],
  ['As I said on 03/10/2011, you may call me at ', ''],
  ['', ', 45 days a year'],
  ['', ';x 7246433'],
  ['Call ', '/x12 more'],
  ["It's only 9.99! Call ", ' to buy'],
  ['Call me on 21.6.1984 at ', ''],
  ['Call me on 06/21 at ', ''],
  ['Call me on 21.6. at ', ''],
  ['Call me on 06/21/84 at ', ''],
];

function inContexts(
  number: string,
  region: string | null,
  contexts: [string, string][],
  from: string,
): FindCase[] {
  return contexts.map(([before, after]) => ({
    text: before + number + after,
    region,
    start: before.length,
    end: before.length + number.length,
    from,
  }));
}

function methods(source: string): { name: string; body: string }[] {
  const heads = [...source.matchAll(/(?:public|private) void (\w+)\(/g)];
  return heads.map((head, i) => ({
    name: head[1]!,
    body: source.slice(head.index, heads[i + 1]?.index ?? source.length),
  }));
}

function fromMatcherJava(source: string, out: Extracted): void {
  const from = 'PhoneNumberMatcherTest';
  for (const m of source.matchAll(
    new RegExp(String.raw`doTestFindInContext\(\s*(${JAVA_STR}),\s*(${JAVA_REGION})\s*\)`, 'g'),
  )) {
    if (m.index < source.indexOf('public void testFindNationalNumber')) continue;
    out.find.push(...inContexts(javaString(m[1]!), javaRegion(m[2]!), FIND_CONTEXTS, from));
  }
  for (const array of source.matchAll(/NumberTest\[\] (\w+) = \{([\s\S]*?)\};/g)) {
    const found = !/IMPOSSIBLE|POSSIBLE_ONLY/.test(array[1]!);
    for (const m of array[2]!.matchAll(
      new RegExp(String.raw`new NumberTest\((${JAVA_STR}),\s*(${JAVA_REGION})\)`, 'g'),
    )) {
      const text = javaString(m[1]!);
      const region = javaRegion(m[2]!);
      if (found) out.find.push({ text, region, start: 0, end: text.length, from });
      else out.notFind.push({ text, region, from });
    }
  }
  for (const m of source.matchAll(
    new RegExp(
      String.raw`hasNoMatches\(phoneUtil\.findNumbers\(\s*(${JAVA_STR}),\s*(${JAVA_REGION})\)\)`,
      'g',
    ),
  )) {
    out.notFind.push({ text: javaString(m[1]!), region: javaRegion(m[2]!), from });
  }
  // findMatchesInContexts(contexts, isValid, isPossible[, region, number]) in one test method.
  for (const { body } of methods(source)) {
    const lists = new Map<string, [string, string][]>();
    for (const m of body.matchAll(
      new RegExp(
        String.raw`(\w+)\.add\(new NumberContext\((${JAVA_STR}),\s*(${JAVA_STR})\)\)`,
        'g',
      ),
    )) {
      const list = lists.get(m[1]!) ?? [];
      list.push([javaString(m[2]!), javaString(m[3]!)]);
      lists.set(m[1]!, list);
    }
    const strings = new Map<string, string>();
    for (const m of body.matchAll(new RegExp(String.raw`String (\w+) = (${JAVA_STR});`, 'g'))) {
      strings.set(m[1]!, javaString(m[2]!));
    }
    for (const m of body.matchAll(
      new RegExp(
        String.raw`findMatchesInContexts\((\w+),\s*(true|false),\s*(?:true|false)(?:,\s*(${JAVA_REGION}),\s*(\w+))?\)`,
        'g',
      ),
    )) {
      const contexts = lists.get(m[1]!);
      const number = m[4] ? strings.get(m[4]) : '415-666-7777';
      if (!contexts || number === undefined) continue;
      const region = m[3] ? javaRegion(m[3]) : 'US';
      if (m[2] === 'true') out.find.push(...inContexts(number, region, contexts, from));
      else {
        for (const [before, after] of contexts) {
          out.notFind.push({ text: before + number + after, region, from });
        }
      }
    }
  }
}

function fromUtilJava(source: string, out: Extracted): void {
  const from = 'PhoneNumberUtilTest';
  const constants = new Map<string, string>();
  for (const m of source.matchAll(
    /static final PhoneNumber (\w+) =\s*new PhoneNumber\(\)([^;]*);/g,
  )) {
    const code = /setCountryCode\((\d+)\)/.exec(m[2]!)?.[1];
    const national = /setNationalNumber\((\d+)L?\)/.exec(m[2]!)?.[1];
    // Numbers with a leading zero kept (Italian) carry it in the dial form.
    const zero = /setItalianLeadingZero\(true\)/.test(m[2]!) ? '0' : '';
    if (code && national) constants.set(m[1]!, code + zero + national);
  }
  for (const m of source.matchAll(
    new RegExp(
      String.raw`assertEquals\(\s*(\w+),\s*phoneUtil\.parse\(\s*(${JAVA_STR}),\s*(${JAVA_REGION})\s*\)\s*\)`,
      'g',
    ),
  )) {
    const dial = constants.get(m[1]!);
    if (dial)
      out.normalize.push({ input: javaString(m[2]!), region: javaRegion(m[3]!), dial, from });
  }
  fromLocalNumbers(source, constants, out, from);
  for (const m of source.matchAll(
    new RegExp(
      String.raw`phoneUtil\.parse\(\s*(${JAVA_STR}),\s*(${JAVA_REGION})\s*\);\s*fail\(`,
      'g',
    ),
  )) {
    out.reject.push({ input: javaString(m[1]!), region: javaRegion(m[2]!), from });
  }
}

/** A number a test method builds itself, with its extension: the dial form and the extension. */
interface LocalNumber {
  code?: string;
  national?: string;
  zero?: boolean;
  base?: string;
  extension?: string;
}

/**
 * Cases whose expected number is a local variable the test method builds step by step
 * (testParseExtensions: `PhoneNumber nzNumber = new PhoneNumber(); nzNumber.setCountryCode(64)
 * …setExtension("3456")`, `new PhoneNumber().mergeFrom(US_NUMBER).setExtension("1234")`,
 * `x.clear(); x.setCountryCode(1)…`), read in statement order.
 */
function fromLocalNumbers(
  source: string,
  constants: Map<string, string>,
  out: Extracted,
  from: string,
): void {
  const statement = new RegExp(
    [
      String.raw`PhoneNumber (\w+) = new PhoneNumber\(\)((?:\.\w+\([^()]*\))*);`,
      String.raw`(\w+)\.clear\(\);`,
      String.raw`(\w+)((?:\.set\w+\([^()]*\))+);`,
      String.raw`assertEquals\(\s*(\w+),\s*phoneUtil\.parse\(\s*(${JAVA_STR}),\s*(${JAVA_REGION})\s*\)\s*\)`,
    ].join('|'),
    'g',
  );
  for (const { body } of methods(source)) {
    const locals = new Map<string, LocalNumber>();
    for (const m of body.matchAll(statement)) {
      if (m[1]) locals.set(m[1], applySetters({}, m[2]!));
      else if (m[3]) locals.set(m[3], {});
      else if (m[4] && locals.has(m[4])) locals.set(m[4], applySetters(locals.get(m[4])!, m[5]!));
      else if (m[6] && locals.has(m[6])) {
        const local = locals.get(m[6])!;
        const dial = local.base
          ? constants.get(local.base)
          : local.code && local.national
            ? local.code + (local.zero ? '0' : '') + local.national
            : undefined;
        if (!dial) continue;
        out.normalize.push({
          input: javaString(m[7]!),
          region: javaRegion(m[8]!),
          dial,
          ...(local.extension !== undefined && { extension: local.extension }),
          from,
        });
      }
    }
  }
}

function applySetters(number: LocalNumber, chain: string): LocalNumber {
  const next = { ...number };
  for (const [, name, argument] of chain.matchAll(/\.(\w+)\(([^()]*)\)/g)) {
    if (name === 'mergeFrom') next.base = argument;
    if (name === 'setCountryCode') next.code = argument;
    if (name === 'setNationalNumber') next.national = argument!.replace(/L$/, '');
    if (name === 'setItalianLeadingZero') next.zero = argument === 'true';
    if (name === 'setExtension') next.extension = javaString(argument!);
  }
  return next;
}

export function fromJava(matcher: string, util: string): Extracted {
  const out: Extracted = { find: [], notFind: [], normalize: [], reject: [] };
  fromMatcherJava(matcher, out);
  fromUtilJava(util, out);
  return out;
}

function jsString(literal: string): string {
  return unescape(literal.slice(1, -1));
}

function dialOf(country: string, national: string): string {
  return getCountryCallingCode(country as CountryCode) + national;
}

/** Commented-out cases are the suite's own "no longer true": left out. */
function uncommented(source: string): string {
  return source
    .split('\n')
    .filter((line) => !/^\s*\/\//.test(line))
    .join('\n');
}

export function fromJs(matcher: string, parse: string): Extracted {
  const out: Extracted = { find: [], notFind: [], normalize: [], reject: [] };
  for (const m of uncommented(matcher).matchAll(
    new RegExp(String.raw`test\(\s*(${JS_STR}),\s*'(\w\w)',\s*'(\d+)'\s*\)`, 'g'),
  )) {
    const text = jsString(m[1]!);
    const from = 'PhoneNumberMatcher.test.js';
    out.find.push({ text, region: m[2]!, start: 0, end: text.length, from });
    out.normalize.push({ input: text, region: m[2]!, dial: dialOf(m[2]!, m[3]!), from });
  }
  const from = 'legacy/parse.test.js';
  const region = String.raw`(?:,\s*(?:'(\w\w)'|\{ defaultCountry: '(\w\w)' \}))?`;
  for (const m of uncommented(parse).matchAll(
    new RegExp(
      String.raw`parseNumber\((${JS_STR})${region}\)\)\.to\.deep\.equal\(\{ country: '(\w\w)', phone: '(\d+)' \}\)`,
      'g',
    ),
  )) {
    out.normalize.push({
      input: jsString(m[1]!),
      region: m[2] ?? m[3] ?? null,
      dial: dialOf(m[4]!, m[5]!),
      from,
    });
  }
  // With an extension, written over several lines: { country: 'US', phone: '…', ext: '123' }.
  for (const m of uncommented(parse).matchAll(
    new RegExp(
      String.raw`parseNumber\((${JS_STR})${region}\)\)\.to\.deep\.equal\(\{\s*country\s*:\s*'(\w\w)',\s*phone\s*:\s*'(\d+)',\s*ext\s*:\s*'(\d+)',?\s*\}\)`,
      'g',
    ),
  )) {
    out.normalize.push({
      input: jsString(m[1]!),
      region: m[2] ?? m[3] ?? null,
      dial: dialOf(m[4]!, m[5]!),
      extension: m[6]!,
      from,
    });
  }
  for (const m of uncommented(parse).matchAll(
    new RegExp(String.raw`parseNumber\((${JS_STR})${region}\)\)\.to\.deep\.equal\(\{\}\)`, 'g'),
  )) {
    out.reject.push({ input: jsString(m[1]!), region: m[2] ?? m[3] ?? null, from });
  }
  return out;
}
