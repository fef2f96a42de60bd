// The popup's call messages through the real router: parsed, allowed only from extension pages,
// answered with the record or an ErrorInfo.
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { handlers } from '../../../utils/background/handlers';
import { pendingNumberItem } from '../../../utils/background/pending-number';
import { routeMessage } from '../../../utils/messaging/router';
import type { Sandbox } from '../../sandbox/server';
import { IDENTITY, POPUP } from '../messaging/senders';
import { bridgeForm, callsSandbox, configure, TOKEN } from './helpers';

let sandbox: Sandbox;
const page = {
  id: 'test-extension-id',
  url: 'https://crm.example/customers/1',
  tab: { id: 3 } as never,
};

const send = (type: string, data: unknown, sender: object = POPUP) =>
  routeMessage({ channel: 'dialbridge', type, data }, sender, handlers, IDENTITY);

beforeAll(async () => {
  sandbox = await callsSandbox();
});
afterAll(() => sandbox.close());
beforeEach(async () => {
  fakeBrowser.reset();
  sandbox.reset();
  await configure(sandbox);
});

describe('call messages', () => {
  it('creates, lists, refreshes and clears from the popup', async () => {
    const created = await send('createBridge', bridgeForm());
    expect(created).toMatchObject({ ok: true, data: { origin: 'popup', state: 'calling' } });
    const listed = await send('listCalls', {});
    expect(listed).toMatchObject({ ok: true, data: [{ customer: { name: 'Customer Omar' } }] });
    expect(await send('refreshCalls', {})).toMatchObject({ ok: true });
    expect(await send('clearCalls', {})).toEqual({ ok: true, data: [] });
    expect(await send('listCalls', {})).toEqual({ ok: true, data: [] });
  });

  it('refuses every call message from a web page', async () => {
    for (const type of [
      'createBridge',
      'listCalls',
      'clearCalls',
      'confirmOrder',
      'getPopupContext',
    ]) {
      const reply = await send(type, type === 'createBridge' ? bridgeForm() : {}, page);
      expect(reply).toMatchObject({ ok: false, error: { code: 'forbidden-sender' } });
    }
    expect(sandbox.requests).toHaveLength(0);
  });

  it('answers a malformed form with a clear message, and field errors with invalid-input', async () => {
    const malformed = await send('createBridge', { ...bridgeForm(), durationMinutes: 'ten' });
    expect(malformed).toMatchObject({
      ok: false,
      error: {
        code: 'bad-message',
        fields: { durationMinutes: 'Duration: enter a whole number of minutes.' },
      },
    });
    const invalid = await send('createBridge', bridgeForm({ customerNumber: 'nope' }));
    expect(invalid).toMatchObject({ ok: false, error: { code: 'invalid-input' } });
    expect(sandbox.requests).toHaveLength(0);
  });

  it('never puts the token in an answer', async () => {
    sandbox.setFault({ status: 401 });
    const reply = await send('createBridge', bridgeForm());
    expect(reply).toMatchObject({ ok: false, error: { code: 'unauthorized' } });
    expect(JSON.stringify(reply)).not.toContain(TOKEN);
  });

  it('hands the popup the number a page left, once, with the settings but not the token', async () => {
    await pendingNumberItem.setValue({
      text: '055 123 4567',
      dial: '966551234567',
      intent: 'schedule',
    });
    const first = await send('getPopupContext', {});
    expect(first).toMatchObject({
      ok: true,
      data: {
        pendingNumber: { text: '055 123 4567', dial: '966551234567', intent: 'schedule' },
        settings: { tokenSet: true, bridgeFlowId: 'flow-bridge-calls' },
        focusCallId: null,
      },
    });
    expect(JSON.stringify(first)).not.toContain(TOKEN);
    expect(await send('getPopupContext', {})).toMatchObject({
      ok: true,
      data: { pendingNumber: null },
    });
  });
});
