// The client's pure parts: final-status rule, the browser-phone link, error bodies, Retry-After.
import { describe, expect, it } from 'vitest';
import {
  browserPhoneUrl,
  isFinalStatus,
  ServiceError,
  type BridgeStatus,
} from '../../../utils/service';
import { cleanText, parseRetryAfter, readErrorBody } from '../../../utils/service/errors';

function status(callStatus: string, first = '', second = ''): BridgeStatus {
  return {
    scheduledDateTime: '',
    actualDateTime: '',
    callDuration: '',
    callerId: '',
    firstRecipientName: '',
    firstRecipientNumber: '',
    firstRecipientStatus: first,
    secondRecipientName: '',
    secondRecipientNumber: '',
    secondRecipientStatus: second,
    callStatus,
    callId: '',
  };
}

describe('isFinalStatus', () => {
  it.each([
    ['failed', '', '', true],
    ['FAILED', '', '', true],
    ['Completed', 'answered', 'answered', true],
    ['cancelled', '', '', true],
    ['no-answer', '', '', true],
    ['in_progress', 'not_answered', '', true],
    ['placed', 'answered', 'not_answered', true],
    ['mystery', 'answered', 'answered', true],
    ['scheduled', '', '', false],
    ['placed', '', '', false],
    ['placed', 'answered', '', false],
    ['in_progress', 'answered', '', false],
    ['In Progress', 'answered', 'answered', false],
    ['connected', 'answered', 'answered', false],
    ['mystery', '', '', false],
    ['', '', '', false],
  ])('callStatus %j, recipients %j / %j → %s', (call, first, second, expected) => {
    expect(isFinalStatus(status(call, first, second))).toBe(expected);
  });
});

describe('browserPhoneUrl', () => {
  it.each([
    ['https://phone.example.test', '966551234567'],
    ['https://phone.example.test/', '+966551234567'],
    ['https://phone.example.test//', '00966551234567'],
    ['https://phone.example.test', '966 55 123-4567'],
  ])('%s with %s', (base, dial) => {
    expect(browserPhoneUrl(base, dial)).toBe(
      'https://phone.example.test/integration.php?phone_number=966551234567',
    );
  });

  it('a Saudi unified number goes with 966', () => {
    expect(browserPhoneUrl('https://phone.example.test', '966920012345')).toBe(
      'https://phone.example.test/integration.php?phone_number=966920012345',
    );
  });

  it('keeps a path in the base URL', () => {
    expect(browserPhoneUrl('http://127.0.0.1:8080/webrtc', '201001234567')).toBe(
      'http://127.0.0.1:8080/webrtc/integration.php?phone_number=201001234567',
    );
  });

  it.each([
    ['', '966551234567', 'not-configured'],
    ['javascript:alert(1)', '966551234567', 'not-configured'],
    ['https://phone.example.test', '0551234567', 'invalid-input'],
    ['https://phone.example.test', '966&x=1', 'invalid-input'],
    ['https://phone.example.test', '920012345', 'invalid-input'],
    ['https://phone.example.test', '8001234567', 'invalid-input'],
  ])('%j with %j → %s', (base, dial, code) => {
    let caught: unknown;
    try {
      browserPhoneUrl(base, dial);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ServiceError);
    expect((caught as ServiceError).info.code).toBe(code);
  });
});

describe('readErrorBody', () => {
  it.each([
    ['{"message":"Bad token"}', { serviceMessage: 'Bad token' }],
    ['{"error":"Nope"}', { serviceMessage: 'Nope' }],
    ['{"error":{"message":"Deep"}}', { serviceMessage: 'Deep' }],
    [
      '{"message":"The given data was invalid.","errors":{"first_callee_number":["Must be digits."],"odd":"Plain"}}',
      {
        serviceMessage: 'The given data was invalid.',
        fields: { firstCalleeNumber: 'Must be digits.', odd: 'Plain' },
      },
    ],
    ['{"data":{"message":"Inside data"}}', { serviceMessage: 'Inside data' }],
    ['"just a string"', { serviceMessage: 'just a string' }],
    ['[1,2]', {}],
    ['', {}],
    ['<p>Down &amp; out</p>', { serviceMessage: 'Down & out' }],
  ])('%s', (text, expected) => {
    expect(readErrorBody(text, 'SECRET')).toEqual(expected);
  });

  it('cuts the token out and keeps it short', () => {
    expect(cleanText(`a SECRET b ${'x'.repeat(500)}`, 'SECRET')).toMatch(/^a \[token\] b x+…$/);
    expect(cleanText('x'.repeat(500), '').length).toBe(200);
    expect(cleanText(42, '')).toBe('');
  });
});

describe('parseRetryAfter', () => {
  const now = Date.parse('2026-01-01T00:00:00Z');
  it.each([
    ['5', 5],
    [' 120 ', 120],
    ['Thu, 01 Jan 2026 00:00:30 GMT', 30],
    ['Wed, 31 Dec 2025 23:00:00 GMT', 0],
    ['soon', undefined],
    ['-3', undefined],
    [null, undefined],
  ])('%j → %j', (header, seconds) => {
    expect(parseRetryAfter(header, now)).toBe(seconds);
  });
});
