// The fixture pages the e2e tests open (tests/fixtures/names-*.html), read by the finder here
// over linkedom: every number's name, English and Arabic, and none where the page shows none.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { customerName } from '../../../../utils/page/list/customer-name';
import { FIXTURES_DIR } from '../../../../scripts/serve-fixtures';

const fixture = (name: string) =>
  parseHTML(readFileSync(join(FIXTURES_DIR, name), 'utf8')).document as unknown as Document;

describe.each([
  [
    'names-en.html',
    {
      'row-sara': 'Sara Al-Qahtani',
      'row-omar': 'Omar Haddad',
      'row-layla': 'Layla Hassan',
      'card-faisal': 'Faisal Omar',
      'card-reem': 'Reem Ali',
      'dl-hala': 'Hala Fawzi',
      'lead-phone': 'Basma Nour',
    },
  ],
  [
    'names-ar.html',
    {
      'row-mohammed': 'محمد العتيبي',
      'row-noura': 'نورة الشهري',
      'card-faisal': 'فيصل عمر',
      'card-reem': 'ريم علي',
      'dl-abdullah': 'عبدالله الحربي',
      'lead-phone': 'منى سعيد',
    },
  ],
  ['names-record-en.html', { 'record-mobile': 'Maha Salem' }],
  ['names-record-ar.html', { 'record-mobile': 'سلمان القحطاني' }],
  ['names-none.html', { 'queue-first': null, hotline: null }],
  // The top bar's product title, the agent's own name and the breadcrumb are never offered.
  [
    'names-app.html',
    {
      'list-nadia': 'Nadia Karim',
      'list-yousef': 'Yousef Adel',
      'list-desk': null,
      'record-phone': null,
    },
  ],
  ['names-none-ar.html', { 'queue-first': null }],
  // A React CRM: rows of plain divs in links, a feed under a section heading, a record page whose
  // name heads the main card while its phones sit in a side column.
  [
    'names-crm-list.html',
    {
      'list-amal': 'Amal Saeed',
      'list-badr': 'Badr Nasser',
      'list-desk': null,
      'feed-first': null,
      'feed-second': null,
    },
  ],
  ['names-crm-record.html', { 'record-work': 'Dana Fahad', 'record-mobile': 'Dana Fahad' }],
] as const)('%s', (file, expected) => {
  const doc = fixture(file);
  it.each(Object.entries(expected))('#%s → %j', (id, name) => {
    expect(customerName(doc.getElementById(id)!)).toBe(name);
  });
});
