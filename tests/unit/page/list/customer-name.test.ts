import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { customerName, newNameCache } from '../../../../utils/page/list/customer-name';
import { isNameLabel, nameIn } from '../../../../utils/name-text';

/** Each page is one record layout; the number's element has id "n" unless a test names another. */
function pageOf(body: string, lang = 'en'): Document {
  const dir = lang === 'ar' ? 'rtl' : 'ltr';
  return parseHTML(`<!doctype html><html lang="${lang}" dir="${dir}"><body>${body}</body></html>`)
    .document as unknown as Document;
}
const nameAt = (doc: Document, id = 'n') => customerName(doc.getElementById(id)!);

describe('customerName: the name the page shows for the number’s record', () => {
  it.each([
    [
      'table column headed Name',
      `<table><thead><tr><th>ID</th><th>Name</th><th>Mobile</th></tr></thead><tbody>
        <tr><td>10234</td><td>Sara Al-Qahtani</td><td id="n">0501112233</td></tr>
        <tr><td>10235</td><td>Omar Haddad</td><td>0502223344</td></tr></tbody></table>`,
      'Sara Al-Qahtani',
    ],
    [
      'table column headed Customer name, name in a link with a tag below',
      `<table><tr><th>Customer name</th><th>Phone</th></tr>
        <tr><td><a href="/c/1">Layla Hassan</a><br><small>Account 77</small></td><td><span id="n">050 111 2233</span></td></tr></table>`,
      'Layla Hassan',
    ],
    [
      'Arabic table headed الاسم',
      `<table><thead><tr><th>رقم العميل</th><th>الاسم</th><th>الجوال</th></tr></thead><tbody>
        <tr><td>٤٥٦</td><td>محمد العتيبي</td><td id="n">٠٥٠١١١٢٢٣٣</td></tr></tbody></table>`,
      'محمد العتيبي',
    ],
    [
      'Arabic table headed العميل',
      `<table><tr><th>العميل</th><th>رقم الهاتف</th><th>التاريخ</th></tr>
        <tr><td>نورة الشهري</td><td id="n">0551234567</td><td>2026-03-01</td></tr></table>`,
      'نورة الشهري',
    ],
    [
      'table without a header: the first cell that reads as a name',
      `<table><tr><td>10234</td><td>2026-03-01</td><td>Khalid Nasser</td><td id="n">0501112233</td></tr></table>`,
      'Khalid Nasser',
    ],
    [
      'ARIA grid with a Name column header',
      `<div role="grid"><div role="row"><span role="columnheader">Mobile</span><span role="columnheader">Full name</span></div>
        <div role="row"><span role="gridcell" id="n">0501112233</span><span role="gridcell">Huda Saleh</span></div></div>`,
      'Huda Saleh',
    ],
    [
      'card: its heading',
      `<ul><li class="card"><h3>Faisal Omar</h3><p>Mobile: <span id="n">0501112233</span></p></li>
        <li class="card"><h3>Reem Ali</h3><p>Mobile: 0502223344</p></li></ul>`,
      'Faisal Omar',
    ],
    [
      'a card heading with a lower-case particle',
      `<div class="card"><h3>Abdullah bin Saleh</h3><p id="n">0501112233</p></div>`,
      'Abdullah bin Saleh',
    ],
    [
      'div cards in a grid: the card’s own heading',
      `<div class="cards"><div class="card"><h4>Amal Yousef</h4><p id="n">0501112233</p></div>
        <div class="card"><h4>Samir Aziz</h4><p>0502223344</p></div></div>`,
      'Amal Yousef',
    ],
    [
      'list item with a name-labelled field',
      `<ul><li><span class="label">Customer:</span> <span>Yara Adel</span> · <span id="n">0501112233</span></li></ul>`,
      'Yara Adel',
    ],
    [
      'label and value in one element',
      `<div class="contact"><p>Name: Tariq Mansour</p><p>Mobile: <b id="n">0501112233</b></p></div>`,
      'Tariq Mansour',
    ],
    [
      'definition list dt Name → dd',
      `<dl><dt>Name</dt><dd>Hala Fawzi</dd><dt>Mobile</dt><dd id="n">0501112233</dd></dl>`,
      'Hala Fawzi',
    ],
    [
      'Arabic definition list dt الاسم → dd',
      `<dl><dt>الاسم:</dt><dd>عبدالله الحربي</dd><dt>جوال</dt><dd id="n">0501112233</dd></dl>`,
      'عبدالله الحربي',
    ],
    [
      'record view: the page heading, its id and section headings aside',
      `<header><a href="/">Home</a></header><main><h1>Maha Salem (#10234)</h1>
        <section><h2>Contact details</h2><dl><dt>Mobile</dt><dd id="n">0501112233</dd></dl></section>
        <section><h2>Orders</h2><p>None yet</p></section></main>`,
      'Maha Salem',
    ],
    [
      'Arabic record view',
      `<main><h1>العميل: سلمان القحطاني</h1><section><h2>بيانات الاتصال</h2>
        <p>الجوال: <span id="n">0501112233</span></p></section></main>`,
      'سلمان القحطاني',
    ],
    [
      'vertical label | value table',
      `<table><tr><th>Customer</th><td>Dana Kareem</td></tr><tr><th>Mobile</th><td id="n">0501112233</td></tr></table>`,
      'Dana Kareem',
    ],
    [
      'form: input labelled by label[for]',
      `<form><label for="cn">Customer name</label><input id="cn" value="Basma Nour">
        <label for="ph">Mobile</label><input id="ph" type="tel" value="0501112233"><p id="n">0501112233</p></form>`,
      'Basma Nour',
    ],
    [
      'form: input wrapped in its label',
      `<form><label>Full name <input value="Ziad Fares"></label><input id="n" name="phone" value="0501112233"></form>`,
      'Ziad Fares',
    ],
    [
      'form: aria-label, placeholder and name attributes, in Arabic',
      `<form><input aria-label="الاسم" value="ريم خالد"><input id="n" value="0501112233"></form>`,
      'ريم خالد',
    ],
    [
      'form: each field in its own wrapper',
      `<form><div class="field"><label for="a">الاسم</label><input id="a" value="منى سعيد"></div>
        <div class="field"><label for="b">الجوال</label><input id="b" type="tel" value="0501112233"><span id="n">0501112233</span></div></form>`,
      'منى سعيد',
    ],
    [
      'form: placeholder',
      `<form><input placeholder="Name" value="Adel Samir"><input id="n" value="0501112233"></form>`,
      'Adel Samir',
    ],
    [
      'form: name attribute customer_name',
      `<form><input name="customer_name" value="Lina Haddad"><input id="n" value="0501112233"></form>`,
      'Lina Haddad',
    ],
  ])('%s', (_, body, expected) => {
    expect(nameAt(pageOf(body))).toBe(expected);
  });

  it.each([
    [
      'a row whose header names no name column (its first cell is a status)',
      `<table><tr><th>Status</th><th>City</th><th>Mobile</th></tr>
        <tr><td>Waiting</td><td>Jeddah</td><td id="n">0501112233</td></tr></table>`,
    ],
    [
      'a row of only numbers, dates, ids and emails',
      `<table><tr><td>10234</td><td>2026-03-01</td><td>ORD-AAB</td><td>sara@example.com</td><td id="n">0501112233</td></tr></table>`,
    ],
    [
      'a Name column holding digits',
      `<table><tr><th>Name</th><th>Mobile</th></tr><tr><td>0501112233</td><td id="n">0501112233</td></tr></table>`,
    ],
    [
      'a card without a name among cards with names',
      `<div class="cards"><div class="card"><h4>Amal Yousef</h4><p>0501112233</p></div>
        <div class="card"><p id="n">0502223344</p></div></div>`,
    ],
    [
      'a card without a name beside a card with a Name field',
      `<div class="cards"><div class="card"><p>Name: Amal Yousef</p><p>0501112233</p></div>
        <div class="card"><p>Mobile:</p><p id="n">0502223344</p></div></div>`,
    ],
    [
      'a list item without a name on a page with one h1',
      `<h1>Sami Rashed</h1><ul><li><span id="n">0501112233</span></li></ul>`,
    ],
    [
      'a phone label as the only text beside the number',
      `<div><span>Mobile</span> <span id="n">0501112233</span></div><div><span>جوال</span></div>`,
    ],
    [
      'a section heading only',
      `<section><h2>Contact details</h2><p id="n">0501112233</p></section>`,
    ],
    [
      'a section heading that is not a full name',
      `<main><section><h2>Callback queue</h2><p>Phone: <span id="n">0501112233</span></p></section>
        <section><h2>Billing</h2><p>Invoices by email</p></section></main>`,
    ],
    ['a one-word heading', `<div class="card"><h3>Billing</h3><p id="n">0501112233</p></div>`],
    ['a plain page with the number in a paragraph', `<p id="n">Call 0501112233 today</p>`],
    [
      'a Name field left empty in a form',
      `<form><input name="name" value=""><input id="n" value="0501112233"></form>`,
    ],
  ])('no name: %s', (_, body) => {
    expect(nameAt(pageOf(body))).toBeNull();
  });

  it('each row gives its own name, and a cache shared across numbers changes nothing', () => {
    const doc = pageOf(`<table><tr><th>Name</th><th>Mobile</th></tr>
      <tr><td>One Person</td><td id="a">0501112233</td></tr>
      <tr><td>Two Person</td><td id="b">0502223344</td></tr></table>
      <ul><li><h3>Three Person</h3><p id="c">0503334455</p></li><li><h3>Four Person</h3><p id="d">0504445566</p></li></ul>`);
    const cache = newNameCache();
    const names = ['a', 'b', 'c', 'd'].map((id) => customerName(doc.getElementById(id)!, cache));
    expect(names).toEqual(['One Person', 'Two Person', 'Three Person', 'Four Person']);
  });
  it('a cache shared across tables reads each table by its own header', () => {
    const doc = pageOf(`<table><tr><th>Mobile</th><th>Name</th></tr>
      <tr><td id="a">0501112233</td><td>One Person</td></tr></table>
      <table><tr><th>Customer</th><th>Mobile</th></tr>
      <tr><td>Two Person</td><td id="b">0502223344</td></tr></table>
      <table><tr><th>City</th><th>Mobile</th></tr>
      <tr><td>Riyadh</td><td id="c">0503334455</td></tr></table>`);
    const cache = newNameCache();
    const names = ['a', 'b', 'c', 'a'].map((id) => customerName(doc.getElementById(id)!, cache));
    expect(names).toEqual(['One Person', 'Two Person', null, 'One Person']);
  });
});

describe('name text rules', () => {
  it.each([
    ['Ahmed Ali', 'Ahmed Ali'],
    ['  Ahmed\n   Ali ', 'Ahmed Ali'],
    ['محمد بن سلمان', 'محمد بن سلمان'],
    ['Customer: Ahmed Ali', 'Ahmed Ali'],
    ['اسم العميل: نورة', 'نورة'],
    ['Ahmed Ali (#10234)', 'Ahmed Ali'],
    ['Ahmed Ali — VIP', 'Ahmed Ali'],
    ["Sean O'Neil", "Sean O'Neil"],
  ])('%j is the name %j', (text, name) => {
    expect(nameIn(text)).toBe(name);
  });

  it.each([
    '0501112233',
    '+966 50 111 2233',
    '٠٥٠١١١٢٢٣٣',
    '2026-03-01',
    '01/03/2026',
    '10234',
    'ORD-AAB',
    'sara@example.com',
    'https://crm.example.com',
    'Mobile',
    'Mobile:',
    'جوال',
    'الجوال',
    'رقم الهاتف',
    'Name',
    'الاسم',
    'العميل',
    'Contact details',
    'بيانات الاتصال',
    'Mobile: 0501112233',
    'A',
    'Please call the customer back after the delivery',
    '',
  ])('%j is not a name', (text) => {
    expect(nameIn(text)).toBeNull();
  });

  it.each(['Name', 'name:', 'Customer name *', 'customerName', 'full_name', 'الاسم', 'اسم العميل'])(
    '%j labels a name',
    (text) => expect(isNameLabel(text)).toBe(true),
  );

  it.each(['Agent name', 'Company name', 'Username', 'Mobile', 'الجوال', 'Name of the product'])(
    '%j does not label a customer’s name',
    (text) => expect(isNameLabel(text)).toBe(false),
  );
});
