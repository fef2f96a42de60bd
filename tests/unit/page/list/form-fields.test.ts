// Numbers in form fields: a text field's value is read as page text; a tel field says its value is
// a phone (a bare national number counts there); a country-code select beside a field completes it.
import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { fieldNumbers, isTextField, type FormField } from '../../../../utils/page/list/form-fields';

const { document } = parseHTML(`<form>
  <input id="text" type="text" value="call 0551234567 today">
  <input id="tel" type="tel" value="551234567">
  <input id="bare" type="text" value="551234567">
  <div><select id="code"><option value="971">UAE (+971)</option></select><input id="local" value="501234567"></div>
  <div><select><option value="971">UAE (+971)</option></select><input id="whole" value="+966 55 123 4567"></div>
  <textarea id="notes">0551234567 or 0557654321</textarea>
  <input id="email" type="email" value="0551234567">
</form>`);
const field = (id: string) => document.getElementById(id) as unknown as FormField;
// linkedom keeps no selectedOptions; a browser lists the chosen option.
for (const select of document.querySelectorAll('select'))
  Object.defineProperty(select, 'selectedOptions', { value: [select.querySelector('option')] });
const dials = (id: string) => fieldNumbers(field(id), 'SA').map((hit) => hit.dial);

describe('isTextField', () => {
  it.each([
    ['text', true],
    ['tel', true],
    ['notes', true],
    ['email', false],
    ['code', false],
  ])('#%s → %s', (id, expected) => {
    expect(isTextField(document.getElementById(id))).toBe(expected);
  });

  it('is false for what is not an element', () => {
    expect(isTextField(null)).toBe(false);
    expect(isTextField('0551234567')).toBe(false);
    expect(isTextField(document.createTextNode('0551234567'))).toBe(false);
  });
});

describe('fieldNumbers', () => {
  it('reads a text field as the page reads text', () => {
    expect(dials('text')).toEqual(['966551234567']);
    expect(dials('notes')).toEqual(['966551234567', '966557654321']);
  });

  it('takes a bare national number in a tel field only', () => {
    expect(dials('tel')).toEqual(['966551234567']);
    expect(dials('bare')).toEqual([]);
  });

  it("joins the country code chosen beside the field, and spans the field's own digits", () => {
    const [hit] = fieldNumbers(field('local'), 'SA');
    expect(hit?.dial).toBe('971501234567');
    expect([hit?.start, hit?.end]).toEqual([0, 9]);
  });

  it('keeps a number written with its own country code', () => {
    expect(dials('whole')).toEqual(['966551234567']);
  });
});
