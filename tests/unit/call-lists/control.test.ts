// The agent's controls on a call list: which fit the list's state and which are refused, each
// with a sentence. No service is needed: a refused control changes nothing and sends nothing.
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { beforeEach, describe, expect, it } from 'vitest';
import { controlList, createList, resolveAttempt } from '../../../utils/call-lists/control';
import { getList, updateList } from '../../../utils/call-lists/store';
import type { CallList } from '../../../utils/call-lists/types';
import { failureOf } from '../calls/helpers';
import { callsItem } from '../../../utils/calls';
import type { CallRecord } from '../../../utils/calls/records/types';

beforeEach(() => {
  fakeBrowser.reset();
});

const candidates = [
  { number: '0551230001', name: 'Sara' },
  { number: '0551230002', name: '' },
];

async function listIn(state: CallList['state']): Promise<CallList> {
  await createList('text', candidates, 10);
  await updateList((list) => {
    const next = { ...list!, state };
    return { list: next, result: next };
  });
  return (await getList())!;
}

describe('making a list', () => {
  it('flags a number called today, never one a team rule refused or a cancelled booking', async () => {
    const at = Date.now() - 60_000;
    const record = (callId: string, number: string, state: CallRecord['state']): CallRecord => ({
      callId,
      callFlowId: 'flow',
      agent: { name: 'Agent', number: '966500000001' },
      customer: { name: '', number },
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
    });
    await callsItem.setValue([
      record('a', '966551230001', 'answered'),
      record('b', '966551230002', 'blocked'),
      record('c', '966551230003', 'cancelled'),
    ]);
    const list = await createList('text', [...candidates, { number: '0551230003', name: '' }], 10);
    expect(list.entries.map((entry) => entry.calledTodayAt)).toEqual([at, null, null]);
  });

  it('reads every written form with the default country, and starts ready', async () => {
    const list = await createList('text', candidates, 10);
    expect(list.state).toBe('ready');
    expect(list.entries.map((entry) => entry.dial)).toEqual(['966551230001', '966551230002']);
  });

  it('refuses what holds no number, and more numbers than a list holds', async () => {
    expect(
      (await failureOf(() => createList('text', [{ number: 'hello', name: '' }], null))).message,
    ).toBe('There is no number Dialbridge can call in what you gave. Nothing was made.');
    const many = Array.from({ length: 2_001 }, (_, i) => ({
      number: `05512${String(i).padStart(5, '0')}`,
      name: '',
    }));
    expect((await failureOf(() => createList('text', many, null))).message).toBe(
      'A call list holds at most 2000 numbers. Split it and try again.',
    );
    expect(await getList()).toBeNull();
  });

  it('never replaces a list under way', async () => {
    await listIn('running');
    const info = await failureOf(() => createList('text', candidates, null));
    expect(info.code).toBe('invalid-input');
    expect((await getList())!.state).toBe('running');
  });
});

describe('controls that do not fit the state are refused, and change nothing', () => {
  it.each([
    ['pause', 'ready', 'The list is not running.'],
    ['start', 'paused', 'This list has already started.'],
    ['resume', 'ready', 'The list is not running.'],
    ['stop', 'done', 'The list has ended.'],
    ['discard', 'running', 'Stop the list before you discard it.'],
  ] as const)('%s on a %s list', async (action, state, message) => {
    const before = await listIn(state);
    expect((await failureOf(() => controlList({ action }))).message).toBe(message);
    expect(await getList()).toEqual(before);
  });

  it('skip takes only a number not called yet; retry only a skipped or refused one', async () => {
    const list = await listIn('paused');
    const first = list.entries[0]!.id;
    expect((await failureOf(() => controlList({ action: 'retry', entryId: first }))).message).toBe(
      'Only a skipped number or one the service refused can be called again.',
    );
    await controlList({ action: 'skip', entryId: first });
    expect((await getList())!.entries[0]!.status).toBe('skipped');
    expect((await failureOf(() => controlList({ action: 'skip', entryId: first }))).message).toBe(
      'Only a number not called yet can be skipped.',
    );
  });

  it('an unsure attempt can be answered for only when there is one', async () => {
    const list = await listIn('paused');
    expect((await failureOf(() => resolveAttempt(list.entries[0]!.id, true))).message).toBe(
      'There is no unsure call to answer for.',
    );
  });

  it('with no list, every control says so', async () => {
    expect((await failureOf(() => controlList({ action: 'start' }))).code).toBe('invalid-input');
  });
});
