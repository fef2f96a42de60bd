import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { findInPhoneContext, isPhoneContext } from '../../../../utils/page/read/phone-context';

const { document } = parseHTML(`<!doctype html><html><body>
<table id="orders">
  <thead><tr><th>Order</th><th>Mobile</th><th>Amount</th></tr></thead>
  <tbody><tr><td id="order">551874302</td><td id="mobile">551874302</td><td id="amount">551874302</td></tr></tbody>
</table>
<table id="ar">
  <tr><th>رقم الجوال</th><th>الرقم المرجعي</th></tr>
  <tr><td id="ar-mobile">551874302</td><td id="ar-ref">551874302</td></tr>
</table>
<table id="side"><tr><td>WhatsApp</td><td id="beside-label">551874302</td></tr>
  <tr><td>Invoice</td><td id="beside-other">551874302</td></tr></table>
<dl><dt>Telephone</dt><dd id="dd-phone">551874302</dd><dt>ID</dt><dd id="dd-id">551874302</dd></dl>
<p id="line">551874302</p>
<a id="tel" href="tel:551874302"><span id="tel-text">551874302</span></a>
<a id="web" href="https://example.com">551874302</a>
<input id="tel-field" type="tel" value="551874302">
<input id="text-field" type="text" value="551874302">
<table id="written">
  <thead><tr><th>Mobile</th><th>Customer ID</th></tr></thead>
  <tbody>
    <tr><td id="spaced">591 648 207</td><td id="spaced-id">591 648 207</td></tr>
    <tr><td id="grouped">5 6224 7931</td><td id="grouped-id">5 6224 7931</td></tr>
    <tr><td id="arabic-spaced">٥٩١ ٦٤٨ ٢٠٧</td><td id="dashed-id">591-648-207</td></tr>
    <tr><td id="dashed">591-648-207</td><td id="plain-id">591648207</td></tr>
  </tbody>
</table>
<a href="tel:+14155552671"><span id="intl">14155552671</span></a>
<a href="tel:+1-415-555-2671;ext=12"><span id="intl-grouped">1 415 555 2671</span></a>
<a href="tel:+14155552671"><span id="intl-shorter">4155552671</span></a>
<a href="tel:14155552671"><span id="no-plus">14155552671</span></a>
<p id="intl-text">14155552671</p>
<table><thead><tr><th>Mobile</th></tr></thead><tbody><tr><td id="eg-mobile">1001234567</td></tr></tbody></table>
</body></html>`);

const at = (id: string) => document.getElementById(id)! as unknown as Element;

describe('isPhoneContext', () => {
  it.each([
    ['mobile', true], // column header "Mobile"
    ['order', false],
    ['amount', false],
    ['ar-mobile', true], // column header "رقم الجوال" (no <thead>: the first row)
    ['ar-ref', false],
    ['beside-label', true], // the preceding cell is the label
    ['beside-other', false],
    ['dd-phone', true],
    ['dd-id', false],
    ['line', false], // alone on its line but nothing says it is a phone
    ['tel-text', true],
    ['web', false],
    ['tel-field', true],
    ['text-field', false],
  ])('#%s → %s', (id, expected) => {
    expect(isPhoneContext(at(id))).toBe(expected);
  });

  it.each([
    ['Mobile:', true],
    ['Phone ', true],
    ['Tel.', true],
    ['Cell: ', true],
    ['جوال:', true],
    ['الهاتف', true],
    ['موبايل ', true],
    // Arabic puts the qualifier after the phone word.
    ['هاتف المكتب:', true],
    ['جوال العمل', true],
    ['رقم هاتف المنزل:', true],
    ['الجوال الثاني', true],
    ['رقم الطلب', false],
    ['المكتب الرئيسي', false],
    ['Order number', false],
    ['Hotel ', false], // "tel" inside a word is not a label
    ['Telephone support is open from nine to five; your reference is', false], // a sentence
  ])('label before the number %j → %s', (label, expected) => {
    expect(isPhoneContext(at('line'), label)).toBe(expected);
  });
});

/** The number a cell's text gives when the page's context alone makes it a phone. */
const dialsIn = (id: string) =>
  findInPhoneContext(at(id).firstChild as unknown as Text, 'SA').map((hit) => hit.dial);

describe('findInPhoneContext: a bare national number written in groups', () => {
  it.each([
    ['spaced', ['966591648207']],
    ['grouped', ['966562247931']],
    ['arabic-spaced', ['966591648207']],
    ['dashed', ['966591648207']],
    // The same digits in a column that names no phone stay an id.
    ['spaced-id', []],
    ['grouped-id', []],
    ['dashed-id', []],
    ['plain-id', []],
  ])('#%s → %j', (id, dials) => {
    expect(dialsIn(id)).toEqual(dials);
  });
});

describe('findInPhoneContext: a tel:+ link showing its digits without the +', () => {
  it.each([
    ['intl', ['14155552671']],
    ['intl-grouped', ['14155552671']],
    // Fewer digits than the link: read as international they would be Switzerland (+41).
    ['intl-shorter', []],
    // A link without + and running text say nothing about a country code.
    ['no-plus', []],
    ['intl-text', []],
  ])('#%s → %j', (id, dials) => {
    expect(dialsIn(id)).toEqual(dials);
  });

  it('ten digits alone that are no link number are still a bare national number', () => {
    expect(
      findInPhoneContext(at('eg-mobile').firstChild as unknown as Text, 'EG').map((h) => h.dial),
    ).toEqual(['201001234567']);
  });
});
