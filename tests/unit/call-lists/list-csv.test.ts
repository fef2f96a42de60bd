// A call list downloaded for a spreadsheet: one row per customer in list order, the number as
// text with its country code, what happened, the agent's outcome, note and call back, headers in
// the page's language, and no cell a spreadsheet would run as a formula.
import { describe, expect, it } from 'vitest';
import { listCsv, listCsvFileName } from '../../../components/call-lists/list-csv';
import type { CallList } from '../../../utils/call-lists/types';
import { createTranslator } from '../../../utils/i18n';
import { listEntry as entry } from './entries';
import { callListStrings } from '../../../components/call-lists/strings';
import { historyStrings } from '../../../components/calls/history/strings';

// Local clock times, so the expected text holds in any time zone.
const MADE = new Date(2026, 10, 26, 9, 30).getTime();
const CALL_BACK = new Date(2026, 10, 27, 14, 5).getTime();

const list: CallList = {
  id: 'list-1',
  createdAt: MADE,
  source: 'text',
  entries: [
    entry({
      name: 'Badr',
      status: 'ended',
      callId: 'c1',
      callState: 'answered',
      outcome: 'call-back',
      note: 'Asked for tomorrow',
      callBack: { callId: 'c2', at: CALL_BACK },
    }),
    entry({ id: 'e2', dial: '971501234567', text: '+971 50 123 4567', name: '=cmd|calc' }),
  ],
  duplicatesMerged: 0,
  refused: 0,
  state: 'paused',
  pausedBecause: 'agent',
  pauseSeconds: null,
  current: 0,
  nextAt: null,
};

describe('listCsv', () => {
  it('writes each customer in list order, in English', () => {
    const t = createTranslator('en', [callListStrings, historyStrings]);
    expect(listCsv(list, t)).toBe(
      '\uFEFF#,Name,Number,Call,Outcome,Note,Call back at\r\n' +
        '1,Badr,966 55 123 4567,Call ended · Answered,Call back,Asked for tomorrow,2026-11-27 14:05\r\n' +
        "2,'=cmd|calc,971 50 123 4567,Not called yet,,,",
    );
  });

  it('heads the columns in Arabic for an Arabic page, the numbers unchanged', () => {
    const t = createTranslator('ar', [callListStrings, historyStrings]);
    const [header, first] = listCsv(list, t).split('\r\n');
    expect(header).toBe('\uFEFF#,الاسم,الرقم,المكالمة,النتيجة,الملاحظة,موعد معاودة الاتصال');
    expect(first).toBe(
      '1,Badr,966 55 123 4567,انتهت المكالمة · تم الرد,معاودة الاتصال,Asked for tomorrow,2026-11-27 14:05',
    );
  });

  it('names the file by the day the list was made', () => {
    expect(listCsvFileName(list)).toBe('dialbridge-call-list-2026-11-26.csv');
  });
});
