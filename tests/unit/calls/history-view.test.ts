// The history's search (digits in any script and form), filters, today's totals, the CSV export
// and the call-back times: pure functions over records.
import { describe, expect, it } from 'vitest';
import type { CallRecord, CallState } from '../../../utils/calls/records/types';
import { createTranslator } from '../../../utils/i18n';
import { historyStrings } from '../../../components/calls/history/strings';
import { callBackAt, redialForm } from '../../../components/calls/history/history-actions';
import type { SettingsView } from '../../../utils/settings/schema';
import { historyCsv } from '../../../components/calls/history/history-csv';
import { orderMatch, todayTotals, viewCalls } from '../../../components/calls/history/history-view';

// Noon local time, so "yesterday" and "today" never straddle midnight in any zone.
const NOW = new Date(2026, 10, 23, 12, 0, 0).getTime();
const HOUR = 3_600_000;

function call(id: string, name: string, dial: string, state: CallState, at: number): CallRecord {
  return {
    callId: id,
    callFlowId: 'flow',
    agent: { name: 'Agent', number: '966551234567' },
    customer: { name, number: dial },
    durationMinutes: 10,
    callTime: null,
    scheduledAt: null,
    createdAt: at,
    origin: 'popup',
    state,
    status: null,
    checkedAt: null,
    lastError: null,
    notified: true,
  };
}

const RECORDS: CallRecord[] = [
  call('badr', 'Badr Customer', '966551234567', 'answered', NOW - HOUR),
  call('huda', 'هدى', '966501234567', 'not_answered', NOW - 2 * HOUR),
  call('live', 'Live Lama', '966507770000', 'calling', NOW - 60_000),
  call('omar', 'Omar', '966509876543', 'failed', NOW - 26 * HOUR),
  call('gone', 'Gone', '966501110000', 'cancelled', NOW - 3 * HOUR),
  { ...call('order', '', '966555000111', 'sent', NOW - HOUR), kind: 'order', orderNumber: 'A-17' },
  { ...call('later', 'Later', '966501119999', 'scheduled', NOW), scheduledAt: NOW + 48 * HOUR },
];

const ids = (records: CallRecord[]) => records.map((record) => record.callId);

describe('viewCalls: search', () => {
  it.each([
    ['0501234567', ['huda']],
    ['+966 50 123 4567', ['huda']],
    ['00966501234567', ['huda']],
    ['٠٥٠١٢٣٤٥٦٧', ['huda']],
    ['۰۵۰۱۲۳۴', ['huda']],
    ['050-123', ['huda']],
    ['badr', ['badr']],
    ['BADR cus', ['badr']],
    ['هدى', ['huda']],
    ['a-17', ['order']],
    ['nobody', []],
  ])('%j finds %j', (query, expected) => {
    expect(ids(viewCalls(RECORDS, query, 'all', NOW))).toEqual(expected);
  });

  it('an empty search shows everything', () => {
    expect(viewCalls(RECORDS, '  ', 'all', NOW)).toHaveLength(RECORDS.length);
  });
});

describe('viewCalls: filters', () => {
  it.each([
    ['today', ['badr', 'huda', 'live', 'gone', 'order']],
    ['live', ['live']],
    ['scheduled', ['later']],
    ['not_answered', ['huda']],
    ['failed', ['omar']],
  ] as const)('%s', (filter, expected) => {
    expect(ids(viewCalls(RECORDS, '', filter, NOW))).toEqual(expected);
  });

  it('search and filter together', () => {
    expect(ids(viewCalls(RECORDS, 'o', 'today', NOW))).toEqual(['badr', 'gone']);
  });
});

describe('todayTotals', () => {
  it('counts today’s calls that rang (not cancelled, not other days) and how they ended', () => {
    expect(todayTotals(RECORDS, NOW)).toEqual({
      calls: 4,
      connected: 1,
      notAnswered: 1,
      failed: 0,
      blocked: 0,
    });
  });

  it('counts calls a team rule refused apart: not among the calls, which they never were', () => {
    const blocked = { ...RECORDS[0]!, callId: 'rule', state: 'blocked' as const, createdAt: NOW };
    const blockedBy = { rule: 'do-not-call' as const };
    expect(todayTotals([...RECORDS, { ...blocked, blockedBy }], NOW)).toMatchObject({
      calls: 4,
      blocked: 1,
    });
  });
});

describe('historyCsv', () => {
  const t = createTranslator('ar', [historyStrings]);

  it('starts with a UTF-8 byte-order mark, keeps Arabic, and writes numbers with the country code as text', () => {
    const csv = historyCsv(RECORDS.slice(0, 2), t);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const lines = csv.slice(1).split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toContain('الاسم');
    expect(lines[2]).toContain('هدى');
    expect(lines[2]).toContain('966 50 123 4567');
    expect(lines[2]).toContain('لم يتم الرد');
  });

  it('never lets a name run as a formula in Excel', () => {
    const hostile = call(
      'x',
      '=HYPERLINK("http://evil.example","x")',
      '966551234567',
      'failed',
      NOW,
    );
    const csv = historyCsv([hostile], createTranslator('en', [historyStrings]));
    expect(csv).not.toMatch(/(^|,)"?=HYPERLINK/m);
    expect(csv).toContain("'=HYPERLINK");
  });
});

describe('callBackAt', () => {
  it.each([
    ['in15', NOW + 15 * 60_000],
    ['in60', NOW + 60 * 60_000],
    ['tomorrow', new Date(2026, 10, 24, 12, 0, 0).getTime()],
  ] as const)('%s', (choice, expected) => {
    expect(callBackAt(choice, NOW)).toBe(expected);
  });
});

describe('redialForm', () => {
  const settings = { bridgeDurationMinutes: 15 } as SettingsView;

  it('calls a placed bridge back the way it was placed', () => {
    const form = redialForm(call('badr', 'Badr', '966551234567', 'answered', NOW), settings, null);
    expect(form).toMatchObject({ agentName: 'Agent', callFlowId: 'flow', durationMinutes: 10 });
  });

  it('places a call a team rule refused with today’s settings (it was never placed)', () => {
    const refused: CallRecord = {
      ...call('blocked-1', 'Badr', '966551234567', 'blocked', NOW),
      agent: { name: '', number: '' },
      callFlowId: '',
      durationMinutes: 0,
    };
    expect(redialForm(refused, settings, null)).toMatchObject({
      customerNumber: '+966551234567',
      agentNumber: '',
      agentName: '',
      callFlowId: '',
      durationMinutes: 15,
    });
  });
});

describe('orderMatch: a run’s orders a search asks for', () => {
  const orders: Array<[string, string]> = [
    ['966551230001', 'ORD-2010'],
    ['966551230002', 'ORD-2011'],
  ];
  it.each([
    ['ord-2010', ['ORD-2010']],
    ['ORD 2010', ['ORD-2010']],
    ['0551230002', ['ORD-2011']],
    ['ORD-201', ['ORD-2010', 'ORD-2011']],
    ['Sara', []],
  ])('%s → %j', (query, expected) => {
    const match = orderMatch(query)!;
    expect(orders.filter(match).map(([, order]) => order)).toEqual(expected);
  });

  it('finds a single order confirmation written another way', () => {
    expect(ids(viewCalls(RECORDS, 'a 17', 'all', NOW))).toEqual(['order']);
  });
});
