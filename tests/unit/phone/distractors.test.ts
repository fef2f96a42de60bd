import { describe, expect, it } from 'vitest';
import { findPhoneNumbers } from '../../../utils/phone';

/** Text that holds digits but no phone number: nothing may be offered. [kind, text] */
const distractors: Array<[string, string]> = [
  // Dates and times
  ['ISO date', '2024-05-01'],
  ['date and time', '2024-05-01 10:30:00'],
  ['day/month/year', '01/05/2024'],
  ['dotted date', '01.05.2024'],
  ['Hijri date', '1445/10/22'],
  ['Hijri date, Arabic', 'التاريخ: ١٤٤٥/١٠/٢٢هـ'],
  ['date then year', 'Created 22-10-1445 11:05'],
  ['time', '10:30:00'],
  ['dates in a row', '2024-05-01 2024-06-01 2024-07-01'],
  // Amounts
  ['amount with currency', '1,250.00 SAR'],
  ['millions', '5,000,000'],
  ['big amount', 'Total: 12,500,000.00'],
  ['amount without separators', 'Amount 5512345670'],
  ['amount with label, Arabic', 'المبلغ: 5512345670 ريال'],
  ['amount with ر.س', '0551234567 ر.س'],
  ['amount SAR after', '0551234567 SAR'],
  ['decimal', '1234567.89'],
  ['Arabic decimal', '٠٥٥١٢٣٤٥٦٧٫٥٠'],
  ['Arabic thousands', '٥٥١٬٢٣٤٬٥٦٧٬٠٠٠'],
  ['code', 'Code: 0551234567'],
  ['OTP', 'OTP 0551234567'],
  ['barcode, Arabic', 'الباركود 0551234567'],
  ['epoch seconds', 'Timestamp 1714557600'],
  ['ISO date-time', '2024-05-01T10:30:00Z'],
  ['price', 'Price: 0551234567'],
  ['percent', '0551234567%'],
  // Order, invoice, ticket, tracking numbers
  ['order id', 'ORD-2024-000123'],
  ['order #', 'Order #0551234567'],
  ['order no.', 'Order No. 0551234567'],
  ['order number', 'Order number: 0551234567'],
  ['invoice', 'INV 0551234567?'],
  ['invoice:', 'Invoice: 0551234567'],
  ['invoice code', 'INV-0551234567'],
  ['ticket', 'Ticket 0551234567'],
  ['ticket #', 'Ticket #: 0551234567'],
  ['tracking', 'Tracking: 0551234567'],
  ['awb', 'AWB 0551234567'],
  ['ref', 'Ref: 0551234567'],
  ['reference', 'Reference no 966551234567'],
  ['order, Arabic', 'رقم الطلب: 0551234567'],
  ['order, Arabic digits', 'رقم الطلب ٠٥٥١٢٣٤٥٦٧'],
  ['invoice, Arabic', 'فاتورة 0551234567'],
  ['invoice, Arabic 2', 'رقم الفاتورة: 0551234567'],
  ['ticket, Arabic', 'رقم التذكرة ٠٥٥١٢٣٤٥٦٧'],
  ['shipment, Arabic', 'رقم الشحنة 0551234567'],
  ['hash id', '#0551234567'],
  // IBANs
  ['IBAN spaced', 'SA03 8000 0000 6080 1016 7519'],
  ['IBAN compact', 'SA0380000000608010167519'],
  ['IBAN labelled', 'IBAN: SA44 2000 0001 2345 6789 1234'],
  ['IBAN, Arabic', 'الآيبان: SA03 8000 0000 6080 1016 7519'],
  // National ID, iqama, VAT, CR
  ['national id', '1012345678'],
  ['iqama', '2123456789'],
  ['iqama labelled', 'Iqama 2123456789'],
  ['national id, Arabic', 'رقم الهوية: 1012345678'],
  ['iqama, Arabic', 'رقم الإقامة ٢١٢٣٤٥٦٧٨٩'],
  ['VAT', '300012345600003'],
  ['VAT labelled', 'VAT: 300012345600003'],
  ['VAT, Arabic', 'الرقم الضريبي 300012345600003'],
  ['CR', 'CR 1010123456'],
  ['CR, Arabic', 'السجل التجاري 1010123456'],
  ['ID labelled', 'Customer ID 0551234567'],
  // Postal codes
  ['postal code', 'Riyadh 12345'],
  ['ZIP+4', '12345-6789'],
  ['address', 'Riyadh 12345-6789, Saudi Arabia'],
  // UUIDs
  ['uuid', '550e8400-e29b-41d4-a716-446655440000'],
  ['uuid 2', '123e4567-e89b-12d3-a456-426614174000'],
  ['uuid digits-first', '12345678-1234-5678-1234-567812345678'],
  // Card numbers and masks
  ['card mask', '**** **** **** 1234'],
  ['card number', '4111 1111 1111 1111'],
  ['card number dashed', '5500-0000-0000-0004'],
  ['card mask glued', '****0551234567'],
  // Coordinates, versions, IPs
  ['coordinates', '24.7136, 46.6753'],
  ['long coordinates', '24.713600, 46.675300'],
  ['coordinates in parens', '(24.7136, 46.6753)'],
  ['version', 'version 10.0.19041.1234'],
  ['version 2', 'v2.10.0551234567'],
  ['IP address', '192.168.100.200'],
  // Digits glued to letters or inside a longer run
  ['glued both sides', 'AB0551234567X'],
  ['glued left', 'AB0551234567'],
  ['glued right', '0551234567X'],
  ['glued Latin letters', 'abc0551234567'],
  ['glued Latin code', 'ID5512345678'],
  ['longer run', '05512345678'],
  ['longer run 2', '10551234567'],
  ['longer run 3', '9660551234567890'],
  ['prefix digits', '123-0551234567'],
  ['suffix digits', '0551234567-12'],
  ['email local part', '966551234567@example.com'],
  ['arithmetic', '1+0551234567'],
  // Invalid numbers: unassigned ranges and wrong lengths
  ['unassigned 052', '0521234567'],
  ['unassigned 015', '0151234567'],
  ['unassigned +966 52', '+966 52 123 4567'],
  ['too short', '055123456'],
  ['too long', '+966 55 123 45678'],
  ['mobile without trunk 0, no phone label', 'Customer 551234567'],
  ['mobile without trunk 0 after an Arabic word', 'العميل 551234567'],
  ['Brazil read from bare digits', '5512345678'],
  ['Italy read from bare digits', '3912345678'],
  ['Russia read from bare digits', '71234567890'],
  ['money: dollar glued after', '415-666-7777$'],
  ['money: yen glued before', '¥415-666-7777'],
  ['money: SAR before', 'SAR 5512345678'],
  ['money: ر.س after', '0551234567 ر.س'],
  ['money: euro glued', '€0551234567'],
  ['money: pound after', '0551234567£'],
  ['money: rial sign', '0551234567 ﷼'],
  ['money: USD after', '0551234567 USD'],
  ['money: EGP before', 'EGP 0551234567'],
  ['money: AED after', '0551234567 AED'],
  ['money: ريال after', '0551234567 ريال'],
  ['money: ج.م after', '0551234567 ج.م'],
  ['money: dollar and space', '$ 0551234567'],
  ['foreign without +', '201001234567'],
  ['unknown calling code', '+999 1234 5678'],
  ['implausible length for +39', '+39 1234'],
  ['short digits after 00, unknown to the slice', 'INV0098887601 0098887601'],
  ['under 10 digits for a code outside the slice', '+376 312 345'],
];

describe('findPhoneNumbers never offers a distractor (default SA)', () => {
  it.each(distractors)('%s: %j', (_kind, text) => {
    expect(findPhoneNumbers(text, 'SA')).toEqual([]);
  });
});

describe('distractors inside sentences (English and Arabic)', () => {
  it.each(distractors)('%s in an English sentence', (_kind, text) => {
    expect(findPhoneNumbers(`Customer note: ${text} — see file.`, 'SA')).toEqual([]);
  });
  it.each(distractors)('%s in an Arabic sentence', (_kind, text) => {
    expect(findPhoneNumbers(`ملاحظة العميل: ${text} — انظر الملف.`, 'SA')).toEqual([]);
  });
});

describe('a real number beside distractors is still found, alone', () => {
  it.each(distractors)('%s, then a phone', (_kind, text) => {
    const found = findPhoneNumbers(`${text} | Mobile: 0551234567`, 'SA');
    expect(found.map((m) => m.dial)).toEqual(['966551234567']);
  });
});
