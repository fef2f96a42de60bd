/**
 * Is a piece of page text a person's name, or a label that says a name follows? Text rules only,
 * so the finder (customer-name.ts) can be tested without a page. A name the page did not show is
 * better than a wrong one: anything with a digit (numbers, dates, ids), an email or address, a
 * phone label ("Mobile", "جوال"), a label or a section heading ("Contact details") is refused.
 */
import { isPhoneLabel } from './phone';

/**
 * Labels of a name field or column, in English and Arabic, after normalise(): "Name",
 * "Customer name", "customer_name", "customerName", "الاسم", "اسم العميل", "العميل", "الزبون".
 */
const NAME_LABEL =
  /^(?:(?:customer|client|contact|full|lead|patient) ?(?:name)?|name|(?:ال)?(?:اسم(?: ال(?:عميل|زبون|كامل))?|عميل|زبون))$/;

/** Words of headings and cells that are never part of a name (an Arabic "ال" taken off). */
const NOT_NAME_WORDS = new Set(
  (
    'contact contacts details information info profile overview summary notes orders history ' +
    'address customers clients status unknown none personal latest recent activity activities ' +
    'feed timeline dashboard deals tasks leads companies calls ' +
    'بيانات معلومات تفاصيل اتصال ملاحظات طلبات عملاء سجل نشاط أحدث آخر جهات'
  ).split(' '),
);

const MAX_NAME = 60;
const MAX_WORDS = 5;

/** Lower case, "_" and "-" as spaces, label punctuation (":", "*") off. */
function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/[_\-\s]+/g, ' ')
    .replace(/[\s:：*]+$/, '')
    .trim();
}

export function isNameLabel(text: string | null | undefined): boolean {
  return !!text && text.length <= 40 && NAME_LABEL.test(normalise(text));
}

/** Spaces collapsed, invisible characters out. */
export function collapse(text: string | null | undefined): string {
  return (text ?? '').replace(/[\p{Cc}\p{Cf}\s]+/gu, ' ').trim();
}

/**
 * The name in a text, or null. "Customer: Ahmed Ali" gives "Ahmed Ali" (a name label before a
 * colon); "Ahmed Ali (#10234)" and "Ahmed Ali — VIP" give "Ahmed Ali" (a record's heading often
 * carries its id or a tag after the name).
 */
export function nameIn(raw: string | null | undefined): string | null {
  let text = collapse(raw);
  const colon = text.search(/[:：]/);
  if (colon >= 0) {
    if (!isNameLabel(text.slice(0, colon))) return null;
    text = text.slice(colon + 1);
  }
  text = text.split(/\s[-–—|·•]\s|[(#[]/)[0]!.trim();
  if (text.length < 2 || text.length > MAX_NAME) return null;
  // A letter, no digit of any script, nothing of an email, address or markup.
  if (!/\p{L}/u.test(text) || /[\p{Nd}@/\\=<>{}:]/u.test(text)) return null;
  // "ORD-ABC", "X_17": an id.
  if (/^[\p{Lu}_-]+$/u.test(text) && /[_-]/.test(text)) return null;
  const words = text.split(' ');
  if (words.length > MAX_WORDS) return null;
  for (const word of words) {
    const bare = word.toLowerCase().replace(/^ال(?=..)/, '');
    if (NOT_NAME_WORDS.has(bare)) return null;
  }
  if (isNameLabel(text) || isPhoneLabel(text)) return null;
  return text;
}

/** Lower-case words a full name may hold ("Abdullah bin Saleh", "Ahmed al Harbi"). */
const PARTICLES = /^(?:bin|bint|ibn|abu|al|el|van|von|de|da|del|la|le)$/;

/**
 * A name with no label to vouch for it (a heading, a row's first cell) must look like a full
 * name: two words or more, each capitalised in Latin script, so "Callback queue", "Billing" or
 * "Waiting" are not taken for one.
 */
export function fullNameIn(raw: string | null | undefined): string | null {
  const name = nameIn(raw);
  const words = name?.split(' ') ?? [];
  if (words.length < 2) return null;
  return words.every((word) => !/^\p{Ll}/u.test(word) || PARTICLES.test(word)) ? name : null;
}
