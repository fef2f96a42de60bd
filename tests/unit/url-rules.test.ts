// The one rule per kind of address (utils/url-rules.ts), as tables of accepted and refused input.
import { describe, expect, it } from 'vitest';
import {
  isLoopbackHost,
  servicePermissionPattern,
  servicePermissionPatterns,
  urlProblem,
  type UrlKind,
} from '../../utils/url-rules';

const LONG = `https://calls.example.com/${'a'.repeat(2030)}`;

describe.each(['service', 'browserPhone'] as const)('%s base URL', (kind: UrlKind) => {
  it.each([
    'https://calls.example.com',
    'https://calls.example.com/',
    'https://calls.example.com:8443/base/path',
    '  https://calls.example.com  ',
    'HTTPS://Calls.Example.COM',
    'http://localhost',
    'http://localhost:8080/api',
    'http://127.0.0.1:4000',
    'http://127.5.6.7',
    'http://[::1]:3000',
    'https://192.168.1.10',
  ])('accepts %j', (value) => {
    expect(urlProblem(kind, value)).toBeNull();
  });

  it.each([
    ['', 'invalid'],
    ['calls.example.com', 'invalid'],
    ['ftp://calls.example.com', 'invalid'],
    ['javascript:alert(1)', 'invalid'],
    ['file:///etc/passwd', 'invalid'],
    ['https://', 'invalid'],
    ['http://calls.example.com', 'insecure'],
    ['http://192.168.1.10:8080', 'insecure'],
    ['http://10.0.0.1', 'insecure'],
    ['http://localhost.example.com', 'insecure'],
    ['http://app.localhost', 'insecure'],
    ['http://[::ffff:127.0.0.1]', 'insecure'],
    ['http://0.0.0.0', 'insecure'],
    ['https://user:pass@calls.example.com', 'credentials'],
    ['https://user@calls.example.com', 'credentials'],
    ['http://user:pass@localhost', 'credentials'],
    ['https://calls.example.com/?key=1', 'query'],
    ['https://calls.example.com?', 'query'],
    ['https://calls.example.com/#top', 'fragment'],
    ['https://calls.example.com#', 'fragment'],
    [LONG, 'too-long'],
  ])('refuses %j: %s', (value, problem) => {
    expect(urlProblem(kind, value)).toBe(problem);
  });
});

describe('webhook URL', () => {
  it.each([
    'https://crm.example.com/hooks/calls',
    'https://crm.example.com/hooks/calls?key=abc123',
    'http://crm.example.com/hook?key=abc&source=dialbridge',
    'http://192.168.1.10:8080/hook',
    'http://localhost:9000/hook',
  ])('accepts %j', (value) => {
    expect(urlProblem('webhook', value)).toBeNull();
  });

  it.each([
    ['', 'invalid'],
    ['crm.example.com/hook', 'invalid'],
    ['ftp://crm.example.com/hook', 'invalid'],
    ['mailto:a@example.com', 'invalid'],
    ['https://user:pass@crm.example.com/hook', 'credentials'],
    ['https://crm.example.com/hook#part', 'fragment'],
    ['https://crm.example.com/hook?key=1#', 'fragment'],
  ])('refuses %j: %s', (value, problem) => {
    expect(urlProblem('webhook', value)).toBe(problem);
  });
});

describe('isLoopbackHost', () => {
  it.each([
    ['localhost', true],
    ['127.0.0.1', true],
    ['127.255.255.254', true],
    ['[::1]', true],
    ['128.0.0.1', false],
    ['localhost.example', false],
    ['sub.localhost', false],
    ['[::2]', false],
  ])('%s → %s', (host, loopback) => {
    expect(isLoopbackHost(host)).toBe(loopback);
  });
});

describe('host-permission pattern of a service URL: exactly its origin', () => {
  it.each([
    ['https://calls.example.com', 'https://calls.example.com:443/*', 'https://calls.example.com/*'],
    [
      'https://calls.example.com:8443/api/v1',
      'https://calls.example.com:8443/*',
      'https://calls.example.com/*',
    ],
    ['http://127.0.0.1:4000/', 'http://127.0.0.1:4000/*', 'http://127.0.0.1/*'],
    ['http://localhost', 'http://localhost:80/*', 'http://localhost/*'],
    ['http://[::1]:3000', 'http://[::1]:3000/*', 'http://[::1]/*'],
    [
      '  https://Calls.Example.com  ',
      'https://calls.example.com:443/*',
      'https://calls.example.com/*',
    ],
  ])('%j → Chrome %j, Firefox %j', (url, chrome, firefox) => {
    expect(servicePermissionPattern(url, true)).toBe(chrome);
    expect(servicePermissionPattern(url, false)).toBe(firefox);
  });

  it.each(['', 'http://calls.example.com', 'https://u:p@calls.example.com', 'not a url'])(
    'none for %j, which breaks the service rule',
    (url) => {
      expect(servicePermissionPattern(url, true)).toBeNull();
    },
  );

  it('one pattern per distinct origin of the three service URLs', () => {
    expect(
      servicePermissionPatterns(
        {
          ecommerceUrl: 'https://a.example.com/shop',
          bridgeUrl: 'https://a.example.com:443/bridge',
          dispatchUrl: 'https://a.example.com:8443',
        },
        true,
      ),
    ).toEqual(['https://a.example.com:443/*', 'https://a.example.com:8443/*']);
    expect(
      servicePermissionPatterns(
        { ecommerceUrl: '', bridgeUrl: 'http://crm.example.com', dispatchUrl: 'ftp://x' },
        true,
      ),
    ).toEqual([]);
  });
});
