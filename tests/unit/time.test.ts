// Service wall-clock times in a zone, both ways, including daylight-saving edges.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatServiceTime, isServiceTimeText, parseServiceTime } from '../../utils/time';

describe('formatServiceTime', () => {
  it.each([
    ['2026-03-01T11:30:00Z', 'Asia/Riyadh', '2026-03-01 14:30:00'],
    ['2026-12-31T22:00:05Z', 'Asia/Riyadh', '2027-01-01 01:00:05'],
    ['2026-01-01T00:00:00Z', 'UTC', '2026-01-01 00:00:00'],
    ['2026-07-01T12:00:00Z', 'Africa/Cairo', '2026-07-01 15:00:00'], // Egypt summer time
    ['2026-01-15T12:00:00Z', 'Africa/Cairo', '2026-01-15 14:00:00'],
    ['2026-03-08T06:59:59Z', 'America/New_York', '2026-03-08 01:59:59'],
    ['2026-03-08T07:00:00Z', 'America/New_York', '2026-03-08 03:00:00'], // spring forward
    ['2026-11-01T05:30:00Z', 'America/New_York', '2026-11-01 01:30:00'], // EDT
    ['2026-11-01T06:30:00Z', 'America/New_York', '2026-11-01 01:30:00'], // EST, same wall time
    ['2026-04-05T12:00:00Z', 'Asia/Kolkata', '2026-04-05 17:30:00'],
    ['2026-01-01T00:00:00Z', 'Asia/Kathmandu', '2026-01-01 05:45:00'],
  ])('%s in %s is %s', (iso, zone, text) => {
    expect(formatServiceTime(new Date(iso), zone)).toBe(text);
  });
});

describe('parseServiceTime', () => {
  it.each([
    ['2026-03-01 14:30:00', 'Asia/Riyadh', '2026-03-01T11:30:00.000Z'],
    ['2026-07-01 15:00:00', 'Africa/Cairo', '2026-07-01T12:00:00.000Z'],
    ['2026-03-29 02:30:00', 'Europe/London', '2026-03-29T01:30:00.000Z'], // gap: moved forward to 03:30 BST
    ['2026-03-08 02:30:00', 'America/New_York', '2026-03-08T07:30:00.000Z'], // gap: 03:30 EDT
    ['2026-11-01 01:30:00', 'America/New_York', '2026-11-01T05:30:00.000Z'], // overlap: the first one
    ['2026-10-25 01:30:00', 'Europe/London', '2026-10-25T00:30:00.000Z'], // overlap: BST
    ['2028-02-29 00:00:00', 'UTC', '2028-02-29T00:00:00.000Z'],
    ['2026-03-01T14:30:00', 'Asia/Riyadh', '2026-03-01T11:30:00.000Z'],
  ])('%s in %s is %s', (text, zone, iso) => {
    expect(parseServiceTime(text, zone)?.toISOString()).toBe(iso);
  });

  it.each([
    '2026-02-29 10:00:00',
    '2026-04-31 10:00:00',
    '2026-13-01 10:00:00',
    '2026-01-01 24:00:00',
    '2026-01-01 10:60:00',
    '2026-01-01 10:00',
    '01/02/2026 10:00:00',
    '',
  ])('%j is not a service time', (text) => {
    expect(parseServiceTime(text, 'Asia/Riyadh')).toBeNull();
  });

  it('an unknown zone gives null, not an exception', () => {
    expect(parseServiceTime('2026-01-01 10:00:00', 'Mars/Olympus')).toBeNull();
  });

  it('reads back what it formats, in zones with and without DST', () => {
    const zones = [
      'Asia/Riyadh',
      'Africa/Cairo',
      'America/New_York',
      'Europe/London',
      'Australia/Lord_Howe',
    ];
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('2000-01-01T00:00:00Z'),
          max: new Date('2040-01-01T00:00:00Z'),
          noInvalidDate: true,
        }),
        fc.constantFrom(...zones),
        (date, zone) => {
          const text = formatServiceTime(date, zone);
          const back = parseServiceTime(text, zone);
          expect(back).not.toBeNull();
          // Same wall time; in a fall-back overlap the earlier of the two instants.
          expect(formatServiceTime(back as Date, zone)).toBe(text);
          const whole = Math.floor(date.getTime() / 1000) * 1000;
          expect((back as Date).getTime()).toBeLessThanOrEqual(whole);
          expect(whole - (back as Date).getTime()).toBeLessThanOrEqual(3_600_000);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('isServiceTimeText', () => {
  it.each([
    ['2026-03-01 14:30:00', true],
    ['2026-03-01T14:30:00', false],
    ['2026-02-30 14:30:00', false],
    [' 2026-03-01 14:30:00', false],
  ])('%j → %s', (text, expected) => {
    expect(isServiceTimeText(text)).toBe(expected);
  });
});
