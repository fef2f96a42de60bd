// Calling hours read in the customer's local time, with the strictest reading for a country of
// several zones, closed dates, and the next allowed time. Instants are written in UTC.
import { describe, expect, it } from 'vitest';
import {
  allowedAt,
  hoursProblem,
  nextAllowedAt,
  parseWindow,
  type CallingHours,
} from '../../../../utils/calling-rules/fields/hours';
import { zonesOf } from '../../../../utils/calling-rules/zones';

const at = (iso: string) => Date.parse(iso);
const SAUDI_WEEK: CallingHours = {
  days: {
    sun: '09:00-21:00',
    mon: '09:00-21:00',
    tue: '09:00-21:00',
    wed: '09:00-21:00',
    thu: '09:00-12:00, 16:00-21:00',
  },
  closedDates: '',
};
const RIYADH = ['Asia/Riyadh'];

describe('windows', () => {
  it.each<[string, ReturnType<typeof parseWindow>]>([
    ['09:00-12:00', [540, 720]],
    [' 16:30 – 24:00 ', [990, 1440]],
    ['12:00-09:00', 'order'],
    ['09:00-09:00', 'order'],
    ['9-12', 'format'],
    ['25:00-26:00', 'format'],
    ['09:00-24:30', 'format'],
  ])('%j → %j', (text, expected) => {
    expect(parseWindow(text)).toEqual(expected);
  });

  it.each<[CallingHours, string]>([
    [{ days: { sun: '10:00-09:00' }, closedDates: '' }, 'order'],
    [{ days: { mon: '09:00-13:00, 12:00-15:00' }, closedDates: '' }, 'overlap'],
    [{ days: { tue: '09:00-12:00,, noon' }, closedDates: '' }, 'format'],
    [{ days: {}, closedDates: '2026-02-30' }, 'date'],
    [{ days: {}, closedDates: 'tomorrow' }, 'date'],
    [{ days: {}, closedDates: '', timeZone: 'Mars/Olympus' }, 'zone'],
  ])('refuses %j (%s)', (hours, kind) => {
    expect(hoursProblem(hours)?.kind).toBe(kind);
  });

  it('accepts windows that touch, and empty days', () => {
    expect(
      hoursProblem({ days: { sun: '09:00-12:00, 12:00-15:00', fri: '' }, closedDates: '' }),
    ).toBeNull();
  });
});

describe('allowed times in Riyadh (UTC+3)', () => {
  it.each<[string, boolean]>([
    ['2026-11-26T05:59:00Z', false], // Thursday 08:59
    ['2026-11-26T06:00:00Z', true], // Thursday 09:00
    ['2026-11-26T09:30:00Z', false], // Thursday 12:30: the midday break
    ['2026-11-26T17:59:00Z', true], // Thursday 20:59
    ['2026-11-26T18:00:00Z', false], // Thursday 21:00: the window ends
    ['2026-11-27T08:00:00Z', false], // Friday: no calls
  ])('%s → %s', (iso, allowed) => {
    expect(allowedAt(SAUDI_WEEK, RIYADH, at(iso))).toBe(allowed);
  });

  it('after Thursday evening, the next allowed time is Sunday 09:00', () => {
    expect(nextAllowedAt(SAUDI_WEEK, RIYADH, at('2026-11-26T18:00:00Z'))).toBe(
      at('2026-11-29T06:00:00Z'),
    );
  });

  it('in the midday break, the next allowed time is the afternoon window', () => {
    expect(nextAllowedAt(SAUDI_WEEK, RIYADH, at('2026-11-26T09:30:00Z'))).toBe(
      at('2026-11-26T13:00:00Z'),
    );
  });

  it('a closed date is skipped', () => {
    const holiday = { ...SAUDI_WEEK, closedDates: '2026-11-29, 2026-11-30' };
    expect(allowedAt(holiday, RIYADH, at('2026-11-29T08:00:00Z'))).toBe(false);
    expect(nextAllowedAt(holiday, RIYADH, at('2026-11-26T18:00:00Z'))).toBe(
      at('2026-12-01T06:00:00Z'),
    );
  });

  it('no window in the next month: no next allowed time', () => {
    expect(
      nextAllowedAt({ days: {}, closedDates: '' }, RIYADH, at('2026-11-26T18:00:00Z')),
    ).toBeNull();
  });

  it('an allowed time is its own next allowed time', () => {
    const now = at('2026-11-26T07:00:00Z');
    expect(nextAllowedAt(SAUDI_WEEK, RIYADH, now)).toBe(now);
  });
});

describe('a country of several zones: the strictest reading', () => {
  const everyDay: CallingHours = {
    days: Object.fromEntries(
      ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'].map((d) => [d, '09:00-21:00']),
    ),
    closedDates: '',
  };
  const US = zonesOf('US', 'SA');

  it('holds the zones of the country, Honolulu and New York among them', () => {
    expect(US).toEqual(expect.arrayContaining(['America/New_York', 'Pacific/Honolulu']));
    expect(zonesOf('SA', 'SA')).toEqual(['Asia/Riyadh']);
    expect(zonesOf(undefined, 'AE')).toEqual(['Asia/Dubai']);
  });

  it('13:30 in New York is 08:30 in Honolulu: not allowed until 09:00 there', () => {
    const now = at('2026-11-26T18:30:00Z');
    expect(allowedAt(everyDay, ['America/New_York'], now)).toBe(true);
    expect(allowedAt(everyDay, US, now)).toBe(false);
    expect(nextAllowedAt(everyDay, US, now)).toBe(at('2026-11-26T19:00:00Z'));
  });

  it('a team zone, when set, is read instead of the customer’s', () => {
    const team = { ...everyDay, timeZone: 'Asia/Riyadh' };
    expect(allowedAt(team, US, at('2026-11-26T18:30:00Z'))).toBe(false); // 21:30 in Riyadh
    expect(allowedAt(team, US, at('2026-11-26T07:00:00Z'))).toBe(true); // 10:00 in Riyadh
  });
});
