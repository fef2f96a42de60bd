import { describe, expect, it } from 'vitest';
import {
  ALL_SITES_PATTERNS,
  isSitePattern,
  originPattern,
  patternMatchesOrigin,
  scriptPatterns,
  siteOrigin,
} from '../../../../utils/sites/fields/patterns';

const CHROME_OWN = 'chrome-extension://abcdefghijklmnopabcdefghijklmnop/';
const FIREFOX_OWN = 'moz-extension://2b1e6c1a-5f0e-4a57-9a55-1a1b2c3d4e5f/';

describe('siteOrigin', () => {
  it.each([
    ['https://crm.example.com', 'https://crm.example.com'],
    ['https://crm.example.com/', 'https://crm.example.com'],
    ['https://crm.example.com/customers/42?tab=calls#notes', 'https://crm.example.com'],
    ['HTTPS://CRM.Example.COM/x', 'https://crm.example.com'],
    ['http://localhost:5173/app', 'http://localhost:5173'],
    ['http://127.0.0.1:8080', 'http://127.0.0.1:8080'],
    ['https://crm.example.com:443/x', 'https://crm.example.com'],
    ['https://crm.example.com:8443/x', 'https://crm.example.com:8443'],
    ['http://[::1]:3000/', 'http://[::1]:3000'],
    ['  https://crm.example.com  ', 'https://crm.example.com'],
  ])('%s → %s', (input, origin) => {
    expect(siteOrigin(input, CHROME_OWN)).toBe(origin);
  });

  it.each([
    [''],
    ['not a url'],
    ['crm.example.com'],
    ['ftp://crm.example.com'],
    ['file:///home/agent/customers.html'],
    ['chrome://extensions'],
    ['about:blank'],
    ['data:text/html,<p>0551234567</p>'],
    ['javascript:alert(1)'],
    ['https://user:pass@crm.example.com/'],
    [CHROME_OWN],
    [`${CHROME_OWN}popup.html`],
    [FIREFOX_OWN],
    ['chrome-extension://someotherextensionid/page.html'],
  ])('refuses %j', (input) => {
    expect(siteOrigin(input, CHROME_OWN)).toBeNull();
    expect(siteOrigin(input, FIREFOX_OWN)).toBeNull();
  });
});

describe('originPattern', () => {
  it.each([
    ['https://crm.example.com', 'https://crm.example.com/*'],
    ['http://localhost:5173', 'http://localhost:5173/*'],
  ])('%s → %s', (origin, pattern) => {
    expect(originPattern(origin)).toBe(pattern);
    expect(isSitePattern(pattern)).toBe(true);
    expect(patternMatchesOrigin(pattern, origin)).toBe(true);
  });
});

describe('patternMatchesOrigin', () => {
  it.each([
    ['http://localhost/*', 'http://localhost:5173', true],
    ['http://localhost/*', 'http://localhost', true],
    ['http://localhost/*', 'https://localhost', false],
    ['http://localhost:5173/*', 'http://localhost:5173', true],
    ['http://localhost:5173/*', 'http://localhost:5174', false],
    ['http://127.0.0.1/*', 'http://127.0.0.1:40123', true],
    ['https://crm.example.com/*', 'https://crm.example.com', true],
    ['https://crm.example.com/*', 'https://eu.crm.example.com', false],
    ['https://crm.example.com/*', 'https://crm.example.com.evil.test', false],
    ['https://*.example.com/*', 'https://eu.crm.example.com', true],
    ['https://*.example.com/*', 'https://example.com', true],
    ['https://*.example.com/*', 'https://notexample.com', false],
    ['https://*/*', 'https://anything.test', true],
    ['https://*/*', 'http://anything.test', false],
    ['*://*/*', 'http://anything.test', true],
    ['not a pattern', 'https://crm.example.com', false],
    ['https://crm.example.com/*', 'not an origin', false],
  ])('%s covers %s: %s', (pattern, origin, expected) => {
    expect(patternMatchesOrigin(pattern, origin)).toBe(expected);
  });
});

describe('scriptPatterns', () => {
  it('registers every site once, and nothing that is not a site pattern', () => {
    expect(
      scriptPatterns({
        sites: [
          'https://b.example/*',
          'https://a.example/*',
          'https://b.example/*',
          '<all_urls>',
          'file:///*',
        ],
        allSites: false,
      }),
    ).toEqual(['https://a.example/*', 'https://b.example/*']);
  });

  it('registers http and https everywhere for "all sites"', () => {
    expect(scriptPatterns({ sites: ['https://a.example/*'], allSites: true })).toEqual([
      ...ALL_SITES_PATTERNS,
    ]);
  });

  it('registers nothing when nothing is enabled', () => {
    expect(scriptPatterns({ sites: [], allSites: false })).toEqual([]);
  });
});
