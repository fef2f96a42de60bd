// The sandbox's own clock, checked against wall times written out by hand (not against the
// extension's formatter, which the calls tests compare with it).
import { describe, expect, it } from 'vitest';
import { isDateTime, zoneClock } from '../../sandbox/clock';

describe('zoneClock', () => {
  it.each([
    ['2026-03-01T11:30:00Z', 'Asia/Riyadh', '2026-03-01 14:30:00'],
    ['2026-12-31T22:00:05Z', 'Asia/Riyadh', '2027-01-01 01:00:05'],
    ['2026-01-01T00:00:00Z', 'UTC', '2026-01-01 00:00:00'],
    ['2026-07-01T12:00:00Z', 'Africa/Cairo', '2026-07-01 15:00:00'],
    ['2026-03-08T06:59:59Z', 'America/New_York', '2026-03-08 01:59:59'],
    ['2026-03-08T07:00:00Z', 'America/New_York', '2026-03-08 03:00:00'],
    ['2026-11-01T06:30:00Z', 'America/New_York', '2026-11-01 01:30:00'],
    ['2026-01-01T00:00:00Z', 'Asia/Kathmandu', '2026-01-01 05:45:00'],
    ['2099-07-01T03:15:42.500Z', 'America/New_York', '2099-06-30 23:15:42'],
    ['1999-12-31T23:59:59.999Z', 'Pacific/Kiritimati', '2000-01-01 13:59:59'],
  ])('%s in %s is %s', (iso, zone, text) => {
    expect(zoneClock(zone)(Date.parse(iso))).toBe(text);
  });

  it('refuses an unknown zone', () => {
    expect(() => zoneClock('Mars/Olympus')).toThrow(RangeError);
  });

  it.each([
    ['2028-02-29 23:59:59', true],
    ['2026-02-29 10:00:00', false],
    ['2026-01-01 24:00:00', false],
    ['2026-01-01T10:00:00', false],
  ])('isDateTime(%j) is %s', (text, expected) => {
    expect(isDateTime(text)).toBe(expected);
  });
});
