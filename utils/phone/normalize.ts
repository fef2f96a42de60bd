/** What a person typed or pasted (popup, options): lenient about formatting, exact about validity. */
import { digitValue, isInvisible, separatorKind, Sep } from './characters';
import { MIN_DIGITS } from './candidates';
import { bracketsPair } from './edges';
import { splitExtension } from './context';
import { isPhoneLabelOnly } from './phone-label';
import { formatInternational } from './format';
import { MAX_SEPARATOR_CHARS } from './runs';
import { expectedLengths, resolveDigits } from './resolve';
import type { CountryCode, NormalizeResult } from './types';

const MAX_INPUT = 64;
/** 00 + 17 digits: the longest valid numbers in the metadata (Nigeria, Germany). */
const MAX_DIGITS = 19;
const TEL = /^tel:(?:\/\/)?/i;

function removeInvisible(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) if (!isInvisible(text.charCodeAt(i))) out += text[i];
  return out;
}

/** A number with RFC 3966 parameters, with or without its tel: scheme. */
const WITH_PARAMETERS = /;\s*(?:phone-context|isub|ext)=/i;

/**
 * Unwraps a tel: URI (RFC 3966) or a number carrying its parameters: the number, with a global
 * phone-context ("+64", "+64-3") written before the local number, as libphonenumber reads it; a
 * domain context says nothing about digits and is dropped. null when malformed (an extension of
 * more than 20 digits, RFC 3966's and libphonenumber's limit).
 */
function fromTelUri(text: string): string | null {
  const [written = '', ...parameters] = text.replace(TEL, '').split(';');
  let context = '';
  let extension = '';
  for (const parameter of parameters) {
    const [name = '', value = ''] = parameter.split('=');
    const key = name.trim().toLowerCase();
    if (key === 'phone-context' && value.startsWith('+')) context = value;
    if (key === 'ext' && !/^\d{1,20}$/.test(value)) return null;
    // Written back after the number, where a typed extension is read (splitExtension).
    if (key === 'ext') extension = ` ext ${value}`;
  }
  let number = written;
  try {
    number = decodeURIComponent(written);
  } catch {
    // Not percent-encoded after all: read as written.
  }
  return (context && !number.trim().startsWith('+') ? context + number : number) + extension;
}

/** Where a number starts: its first digit, plus sign or opening bracket. */
const NUMBER_START = /[\p{Nd}+＋(（]/u;

/** "Phone: 8 (800) 555 35 35": the label a person pasted with the number, taken off. */
function withoutPhoneLabel(text: string): string {
  const start = text.search(NUMBER_START);
  return start > 0 && isPhoneLabelOnly(text.slice(0, start)) ? text.slice(start) : text;
}

export function normalizePhone(input: string, defaultCountry: CountryCode): NormalizeResult {
  let text = removeInvisible(String(input ?? '')).trim();
  if (text === '') return { ok: false, reason: 'empty' };
  if (TEL.test(text) || WITH_PARAMETERS.test(text)) {
    const number = fromTelUri(text);
    if (number === null) return { ok: false, reason: 'not-a-number' };
    text = number.trim();
  }
  if (text.length > MAX_INPUT) return { ok: false, reason: 'not-a-number' };
  text = withoutPhoneLabel(text);
  const { number, extension } = splitExtension(text);
  // An extension glued on by a stray mark ("…9660.x0") is not one the finder reads either.
  if (extension !== undefined && !/[\p{Nd})]$/u.test(number.trim())) {
    return { ok: false, reason: 'not-a-number' };
  }
  text = number.trim();
  // Typed, a number is what the finder would read in the same text: its brackets pair up.
  if (!bracketsPair(text, 0, text.length)) return { ok: false, reason: 'not-a-number' };

  let digits = '';
  let plus = false;
  let onlyAsciiDigits = true;
  // Separators between two digits: more than the finder joins ends a number on a page, so typed
  // it is not one number either ("92000 ) /000").
  let gap = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    const value = digitValue(c);
    if (c < 48 || c > 57) onlyAsciiDigits = false;
    if (value >= 0) {
      if (gap > MAX_SEPARATOR_CHARS) return { ok: false, reason: 'not-a-number' };
      gap = 0;
      digits += String(value);
    } else if (c === 0x2b || c === 0xff0b) {
      // + (or fullwidth ＋) only before the first digit: "+966…", "(+966)…", "++1 650…".
      if (digits !== '') return { ok: false, reason: 'not-a-number' };
      plus = true;
    } else if (separatorKind(c) === Sep.none) {
      return { ok: false, reason: 'not-a-number' };
    } else if (digits !== '') {
      gap++;
    }
  }
  if (digits === '') return { ok: false, reason: 'not-a-number' };
  if (digits.length > MAX_DIGITS) return { ok: false, reason: 'too-long' };
  // The finder never reads fewer digits as a number; typed, the same number is the same answer.
  if (digits.length < MIN_DIGITS) return { ok: false, reason: 'too-short' };

  // Digits alone may be a dial string given back (read as international when nothing else fits);
  // written with spaces or dashes, a number without + is read only as the default country's.
  const resolved = resolveDigits(
    digits,
    plus,
    defaultCountry,
    onlyAsciiDigits ? 'typed' : 'context',
  );
  if (resolved) {
    const { dial, country } = resolved;
    return {
      ok: true,
      dial,
      ...(country ? { country } : {}),
      international: formatInternational(dial),
      ...(extension !== undefined && { extension }),
    };
  }
  const [min, max, national] = expectedLengths(digits, plus, defaultCountry);
  if (national.length < min) return { ok: false, reason: 'too-short' };
  if (national.length > max) return { ok: false, reason: 'too-long' };
  return { ok: false, reason: 'invalid' };
}
