/**
 * Numbers typed in form fields (input values, textareas) are offered too, without touching the
 * field: we read `value`, never write it, and show the control beside the field.
 */
import { findPhoneNumbers, type PhoneMatch } from '../phone';
import { ELEMENT_NODE } from './node-types';

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
  return findPhoneNumbers(value, country);
}

/** Text fields in a tree that a person can see. */
export function visibleFields(tree: Document | ShadowRoot): FormField[] {
  const fields: FormField[] = [];
  for (const element of tree.querySelectorAll('input, textarea')) {
    if (
      isTextField(element) &&
      element.checkVisibility() &&
      element.closest('[aria-hidden="true"]') === null
    ) {
      fields.push(element);
    }
  }
  return fields;
}
