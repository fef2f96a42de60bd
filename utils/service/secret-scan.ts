/**
 * Does a text the service sent still carry the token in some disguise? Used on every piece of
 * the service's own words before they reach a page or the popup; when the answer is yes, those
 * words are dropped altogether (errors.ts cleanText for errors, withoutSecret for success answers). Looked for, after taking out markup, HTML
 * entities, \uXXXX escapes, percent-encoding, whitespace and invisible characters, in any letter
 * case: the token itself, its base64 and base64url (alone, after "Bearer ", or inside a longer
 * encoded text), its hex, and a long run of its characters (a token cut short is still a leak).
 */

/** Characters that render as nothing: zero-width spaces and joiners, marks, soft hyphen, BOM. */
const INVISIBLE_RANGES: readonly [number, number][] = [
  [0x00ad, 0x00ad],
  [0x034f, 0x034f],
  [0x061c, 0x061c],
  [0x115f, 0x1160],
  [0x17b4, 0x17b5],
  [0x180e, 0x180e],
  [0x200b, 0x200f],
  [0x202a, 0x202e],
  [0x2060, 0x206f],
  [0x3164, 0x3164],
  [0xfe00, 0xfe0f],
  [0xfeff, 0xfeff],
  [0xffa0, 0xffa0],
];

function withoutInvisible(text: string): string {
  return [...text]
    .filter((c) => {
      const code = c.codePointAt(0)!;
      return !INVISIBLE_RANGES.some(([from, to]) => code >= from && code <= to);
    })
    .join('');
}

export function mentionsSecret(text: string, secret: string): boolean {
  if (!secret || !text) return false;
  const decoded = decodeLayers(text);
  const flat = withoutInvisible(decoded.replace(/\s+/g, ''));
  const lower = flat.toLowerCase();
  const token = secret.toLowerCase();
  if (lower.includes(token)) return true;
  if (lower.includes(hex(secret))) return true;
  if (encodedForms(secret).some((form) => flat.includes(form))) return true;
  if (decodedRuns(flat).some((run) => run.toLowerCase().includes(token))) return true;
  return hasLongRun(lower, token);
}

/**
 * A parsed answer with every string in it checked for the token: the token as sent becomes
 * "[token]", and a string that still carries it in a disguise becomes empty.
 */
export function withoutSecret<T>(value: T, secret: string): T {
  if (!secret) return value;
  if (typeof value === 'string') {
    const cut = value.split(secret).join('[token]');
    return (mentionsSecret(cut, secret) ? '' : cut) as T;
  }
  if (Array.isArray(value)) return value.map((item: unknown) => withoutSecret(item, secret)) as T;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).map(([key, item]) => [key, withoutSecret(item, secret)]);
    return Object.fromEntries(entries) as T;
  }
  return value;
}

/** Entities, \uXXXX escapes and %XX, undone (the token is printable ASCII). */
function decodeLayers(text: string): string {
  let result = text;
  // Twice: a percent sign can itself arrive encoded (%2574 → %74 → t).
  for (let round = 0; round < 2; round++) {
    result = result
      .replace(/&#x([0-9a-f]{1,6});?/gi, (_, code: string) => char(parseInt(code, 16)))
      .replace(/&#(\d{1,7});?/g, (_, code: string) => char(Number(code)))
      .replace(/\\u([0-9a-f]{4})/gi, (_, code: string) => char(parseInt(code, 16)))
      .replace(/%([0-9a-f]{2})/gi, (_, code: string) => char(parseInt(code, 16)))
      .replace(/<[^>]*>/g, '');
  }
  return result;
}

function char(code: number): string {
  return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
}

function hex(secret: string): string {
  return [...new TextEncoder().encode(secret)]
    .map((byte) => byte.toString(16).padStart(2, '0'))
    .join('');
}

/**
 * The part of the base64 (and base64url) text that depends only on the token's bytes, for each
 * of the three alignments the token can have inside a longer encoded text ("Bearer " included).
 */
function encodedForms(secret: string): string[] {
  const bytes = new TextEncoder().encode(secret);
  const forms: string[] = [];
  for (let offset = 0; offset < 3; offset++) {
    const padded = new Uint8Array(offset + bytes.length);
    padded.set(bytes, offset);
    const encoded = toBase64(padded);
    const first = Math.ceil((offset * 8) / 6);
    const last = Math.floor(((offset + bytes.length) * 8) / 6); // exclusive
    const core = encoded.slice(first, last);
    if (core.length >= 8) forms.push(core, core.replace(/\+/g, '-').replace(/\//g, '_'));
  }
  return forms;
}

/** Runs that look like base64/base64url, decoded as text (ignoring what does not decode). */
function decodedRuns(flat: string): string[] {
  const runs = flat.match(/[A-Za-z0-9+/_-]{12,}={0,2}/g) ?? [];
  return runs.flatMap((run) => {
    const standard = run.replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '');
    try {
      return [atob(standard + '='.repeat((4 - (standard.length % 4)) % 4))];
    } catch {
      return [];
    }
  });
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** Any stretch of the token of a third of its length (8 characters at least) counts. */
function hasLongRun(lower: string, token: string): boolean {
  const length = Math.min(token.length, Math.max(8, Math.ceil(token.length / 3)));
  for (let start = 0; start + length <= token.length; start++) {
    if (lower.includes(token.slice(start, start + length))) return true;
  }
  return false;
}
