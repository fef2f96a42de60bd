/**
 * The page's label for a number, as "This page" shows it: from the same line, a <dt>, a row or
 * column header, a field's label; never a neighbouring name, id, date or long sentence.
 */
import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { numberLabel } from '../../../../utils/page/list/number-label';

/** The label of the number written in the element #n (its last text node, where it starts). */
function labelOf(html: string, number: string): string | undefined {
  const { document } = parseHTML(`<!doctype html><html><body>${html}</body></html>`);
  const walker = document.createTreeWalker(document.body, 4);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const at = (node.nodeValue ?? '').indexOf(number);
    if (at >= 0) return numberLabel(node, at);
  }
  const field = document.querySelector('input, textarea');
  if (field) return numberLabel(field, 0);
  throw new Error(`${number} is not in the fixture`);
}

describe('numberLabel', () => {
  it.each([
    ['<dl><dt>Mobile</dt><dd>055 123 4567</dd></dl>', 'Mobile'],
    ['<dl><dt>Work</dt><dd>055 123 4567</dd></dl>', 'Work'],
    ['<dl dir="rtl"><dt>الجوال</dt><dd>055 123 4567</dd></dl>', 'الجوال'],
    ['<dl><dt>هاتف المكتب:</dt><dd>055 123 4567</dd></dl>', 'هاتف المكتب'],
    ['<ul><li>Cairo office: 055 123 4567</li></ul>', 'Cairo office'],
    ['<p>Mobile 055 123 4567</p>', 'Mobile'],
    ['<p><b>جوال العمل:</b> 055 123 4567</p>', 'جوال العمل'],
    ['<p>Customer since 2019. Home: 055 123 4567</p>', 'Home'],
    [
      '<table><thead><tr><th>Name</th><th>Phone</th></tr></thead><tbody><tr><td>Sara</td><td>055 123 4567</td></tr></tbody></table>',
      'Phone',
    ],
    ['<table><tr><th>Fax</th><td>055 123 4567</td></tr></table>', 'Fax'],
    ['<label>Callback number <input value="0551234567"></label>', 'Callback number'],
  ])('%s → %s', (html, label) => {
    expect(labelOf(html, '055')).toBe(label);
  });

  it.each([
    // the cell before is the customer's name, not a label
    '<table><tr><td>Sara Al-Harbi</td><td>055 123 4567</td></tr></table>',
    // a sentence without a colon is not a label
    '<p>Call back on 055 123 4567 after 5pm</p>',
    // a long text before the colon is a sentence
    '<p>The customer asked us to call the other number instead: 055 123 4567</p>',
    // an id or date is never a label
    '<dl><dt>Ref 10482</dt><dd>055 123 4567</dd></dl>',
    '<p>15/03/2024: 055 123 4567</p>',
    '<p>055 123 4567</p>',
  ])('%s → none', (html) => {
    expect(labelOf(html, '055')).toBeUndefined();
  });
});
