/**
 * Numbers typed in form fields (input values, textareas) are offered too, without touching the
 * field: we read `value`, never write it, and show the control beside the field.
 */
import { findPhoneNumbers, type PhoneMatch } from '../../phone';
import { ELEMENT_NODE } from '../dom/node-types';
import { ON_PAGE, ON_PAGE_PHONE } from '../read/plans-on-demand';
import { isPhoneContext } from '../read/phone-context';

const TEXT_INPUT_TYPES = new Set(['', 'text', 'tel', 'search']);

export type FormField = HTMLInputElement | HTMLTextAreaElement;

export function isTextField(node: unknown): node is FormField {
  if (!node || typeof node !== 'object' || (node as Node).nodeType !== ELEMENT_NODE) return false;
  const element = node as Element;
  if (element.localName === 'textarea') return true;
  return (
    element.localName === 'input' &&
    TEXT_INPUT_TYPES.has((element as HTMLInputElement).type.toLowerCase())
  );
}

export function fieldNumbers(field: FormField, country: string): PhoneMatch[] {
  const value = field.value;
  if (!value || value.length > 20_000) return [];
  const code = countryCodeBeside(field);
  if (code && !/^\s*(\+|00)/.test(value)) {
    // One number in two controls: "+966" chosen in the select, "551234567" typed in the field.
    const prefix = `${code} `;
    const joined = findPhoneNumbers(prefix + value, country, ON_PAGE).filter(
      (hit) => hit.start < prefix.length && hit.end > prefix.length,
    );
    if (joined.length) {
      return joined.map((hit) => ({ ...hit, start: 0, end: hit.end - prefix.length }));
    }
  }
  // An <input type=tel> says its value is a phone: a bare national number counts there.
  if (isPhoneContext(field)) return findPhoneNumbers(value, country, ON_PAGE_PHONE);
  return findPhoneNumbers(value, country, ON_PAGE);
}

/** How far from the field a country-code select may sit (siblings, then the parent's). */
const CODE_LEVELS = 2;

/**
 * The country code a `<select>` just before the field shows ("+966", "966", "00966"), as in a
 * phone field split into code and national number. Only a select among the previous siblings of
 * the field or of its parent, with no other text field between them.
 */
function countryCodeBeside(field: FormField): string | null {
  let current: Element | null = field;
  for (let level = 0; current && level < CODE_LEVELS; level++) {
    for (let sibling = current.previousElementSibling; sibling;) {
      if (sibling.localName === 'select') return countryCodeOf(sibling as HTMLSelectElement);
      if (isTextField(sibling) || sibling.querySelector('input, textarea, select')) return null;
      sibling = sibling.previousElementSibling;
    }
    current = current.parentElement;
  }
  return null;
}

/** "+966", "00966", "Saudi Arabia (+966)", or a bare "966" value: the code with a plus. */
function countryCodeOf(select: HTMLSelectElement): string | null {
  const shown = (select.selectedOptions[0]?.textContent ?? '').trim();
  const code =
    /(?:\+|00)(\d{1,3})\)?$/.exec(shown) ?? /^(?:\+|00)?(\d{1,3})$/.exec(select.value.trim());
  return code ? `+${code[1]}` : null;
}
/** Text fields in a tree that a person can see. */
export function visibleFields(tree: Document | ShadowRoot): FormField[] {
  const fields: FormField[] = [];
  for (const element of tree.querySelectorAll('input, textarea')) {
    if (isTextField(element) && element.checkVisibility()) fields.push(element);
  }
  return fields;
}
