// The page script's on-demand number types: one message for the codes a scan slice meets, each
// code asked once, the answer checked, and the page told to scan again once they are added.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as OnDemandModule from '../../../../utils/page/read/plans-on-demand';
import type * as PhoneModule from '../../../../utils/phone';

const sent = vi.hoisted(() => ({
  messages: [] as Array<{ type: string; data: unknown }>,
  reply: null as unknown,
  /** An answer held back: the test resolves it. */
  held: null as Promise<unknown> | null,
}));
vi.mock('../../../../utils/messaging/send', () => ({
  sendMessage: (type: string, data: unknown) => {
    sent.messages.push({ type, data });
    return sent.held ?? Promise.resolve(sent.reply);
  },
}));

let onDemand: typeof OnDemandModule;
let phone: typeof PhoneModule;
let answer: (codes: string[]) => unknown;

beforeEach(async () => {
  // Fresh modules: no number types added (tests/unit/setup.ts adds them all), none asked yet.
  vi.resetModules();
  onDemand = await import('../../../../utils/page/read/plans-on-demand');
  phone = await import('../../../../utils/phone');
  const every = await import('../../../../utils/phone/every-number-type');
  answer = (codes) => ({ ok: true, data: every.numberTypesOf(codes) });
  sent.messages = [];
  sent.held = null;
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const read = (text: string) =>
  phone.findPhoneNumbers(text, 'SA', onDemand.ON_PAGE).map((hit) => hit.dial);

describe('number types on demand', () => {
  it('asks once for every code one slice meets, adds the answer, then tells the page', async () => {
    sent.reply = answer(['7', '1']);
    const added = vi.fn();
    onDemand.onNumberTypesAdded(added);
    expect(read('Ivan +7 912 345-67-89, Kingston +1 876 512 3456, Oleg +7 916 123-45-67')).toEqual(
      [],
    );
    expect(sent.messages).toEqual([]);
    await settle();
    expect(sent.messages).toEqual([{ type: 'getNumberTypes', data: { codes: ['7', '1'] } }]);
    expect(added).toHaveBeenCalledTimes(1);
    expect(read('Ivan +7 912 345-67-89, Kingston +1 876 512 3456')).toEqual([
      '79123456789',
      '18765123456',
    ]);
    await settle();
    expect(sent.messages).toHaveLength(1);
  });

  it('asks again the next time after a refusal or a malformed answer, and adds nothing', async () => {
    const added = vi.fn();
    onDemand.onNumberTypesAdded(added);
    for (const reply of [
      { ok: false, error: { code: 'internal', message: 'no receiver' } },
      { ok: true, data: { RU: [[1, 'D{10}', 'ten']] } },
      { ok: true, data: { ru: [] } },
      { ok: true, data: [] },
    ]) {
      sent.reply = reply;
      expect(read('+7 912 345-67-89')).toEqual([]);
      await settle();
    }
    expect(sent.messages).toHaveLength(4);
    expect(added).not.toHaveBeenCalled();
  });

  it('the scan is settled only once the types asked for came and the page was read again', async () => {
    let release = () => {};
    sent.held = new Promise((resolve) => (release = () => resolve(answer(['7']))));
    const events: string[] = [];
    onDemand.onNumberTypesAdded(() => events.push('rescan'));
    read('+7 912 345-67-89');
    const settled = () => Promise.resolve(void events.push('settled'));
    const done = onDemand.settledWithNumberTypes(settled).then(() => events.push('done'));
    await settle();
    expect(events).toEqual(['settled']);
    expect(onDemand.numberTypesOnTheirWay()).toBe(true);
    release();
    await done;
    expect(events).toEqual(['settled', 'rescan', 'settled', 'done']);
    expect(onDemand.numberTypesOnTheirWay()).toBe(false);
  });

  it('a listener removed is not told', async () => {
    sent.reply = answer(['7']);
    const added = vi.fn();
    onDemand.onNumberTypesAdded(added)();
    read('+7 912 345-67-89');
    await settle();
    expect(added).not.toHaveBeenCalled();
  });
});
