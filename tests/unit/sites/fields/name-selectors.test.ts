// Where an administrator says the customer's name is on a site: the lines of the setting, the
// one line a page gets, and the name read with it (the fixture of an app with a top bar).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { customerName, newNameCache } from '../../../../utils/page/list/customer-name';
import { settingsSchema } from '../../../../utils/settings/schema';
import { nameSelectorFor, parseNameSelectors } from '../../../../utils/sites/fields/name-selectors';
import { FIXTURES_DIR } from '../../../../scripts/serve-fixtures';

const SETTING = `
https://crm.example.com .contact-name
  http://127.0.0.1:8080/contacts   li .primary , h2.title
`;

describe('name locations per site', () => {
  it('reads one line per site, the site as its origin', () => {
    expect(parseNameSelectors(SETTING)).toEqual({
      lines: [
        { origin: 'https://crm.example.com', selector: '.contact-name' },
        { origin: 'http://127.0.0.1:8080', selector: 'li .primary , h2.title' },
      ],
      badLine: null,
    });
  });

  it("gives a page only its own site's selector", () => {
    expect(nameSelectorFor(SETTING, 'https://crm.example.com/#/contacts/7')).toBe('.contact-name');
    expect(nameSelectorFor(SETTING, 'http://127.0.0.1:8080/other')).toBe('li .primary , h2.title');
    expect(nameSelectorFor(SETTING, 'https://crm.example.com.evil.example/')).toBeNull();
    expect(nameSelectorFor(SETTING, 'chrome-extension://abc/popup.html')).toBeNull();
    expect(nameSelectorFor('', 'https://crm.example.com/')).toBeNull();
  });

  it.each([
    ['.contact-name', 1],
    ['https://crm.example.com', 1],
    ['https://crm.example.com .a\nftp://files.example.com .b', 2],
    [`https://crm.example.com ${'x'.repeat(201)}`, 1],
  ])('refuses %j, naming line %i', (text, line) => {
    expect(parseNameSelectors(text).badLine).toBe(line);
    const parsed = settingsSchema.shape.nameSelectors.safeParse(text);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toContain(`line ${line}`);
  });

  it('on the page, the selector alone decides: the nearest match from the number, or none', () => {
    const { document } = parseHTML(readFileSync(join(FIXTURES_DIR, 'names-app.html'), 'utf8'));
    const at = (id: string) => document.getElementById(id) as unknown as Element;
    const names = newNameCache('.contact-name, .primary');
    expect(customerName(at('record-phone'), names)).toBe('Khalid Mansour');
    expect(customerName(at('list-nadia'), names)).toBe('Nadia Karim');
    // Without it, the record's plain element is no name Dialbridge would guess.
    expect(customerName(at('record-phone'))).toBeNull();
    expect(customerName(at('record-phone'), newNameCache('.nothing-here'))).toBeNull();
    expect(customerName(at('record-phone'), newNameCache('[[not css'))).toBeNull();
  });
});
