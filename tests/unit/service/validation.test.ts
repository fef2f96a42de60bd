// Requests are validated before anything is sent: each wrong field gets a message that names the
// field and says what to fix, and the sandbox sees no request at all.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createServiceClient, type ServiceClient } from '../../../utils/service';
import { startSandbox, type Sandbox } from '../../sandbox/server';
import { TOKEN, bridgeRequest, clientFor, countingFetch, failure, urlsOf } from './helpers';

let sandbox: Sandbox;
let client: ServiceClient;
beforeAll(async () => {
  sandbox = await startSandbox({ token: TOKEN });
  client = clientFor(sandbox);
});
afterAll(() => sandbox.close());
beforeEach(() => sandbox.reset());

const NUMBER_HINT = 'enter digits with the country code, like 966551234567.';
const order = { phone: '966551234567', callFlowId: 'flow', orderNumber: 'A-1' };

async function invalid(promise: Promise<unknown>) {
  const info = await failure(promise);
  expect(info.code).toBe('invalid-input');
  expect(sandbox.requests).toEqual([]);
  for (const message of Object.values(info.fields ?? {})) expect(info.message).toContain(message);
  return info.fields ?? {};
}

describe('order confirmation', () => {
  it.each([
    ['phone', '0551234567', `Customer number: ${NUMBER_HINT}`],
    ['phone', '+966 55 123 4567', `Customer number: ${NUMBER_HINT}`],
    ['phone', '', `Customer number: ${NUMBER_HINT}`],
    ['callFlowId', '  ', 'Call flow ID: this field is required.'],
    ['orderNumber', undefined, 'Order number: this field is required.'],
    ['tries', 2.5, 'Tries: enter a whole number of tries from 0 to 10.'],
    ['tries', 11, 'Tries: enter a whole number of tries from 0 to 10.'],
    [
      'tryDelayMinutes',
      -1,
      'Minutes between tries: enter a whole number of minutes from 0 to 1440.',
    ],
    ['itemsCount', '3', 'Items count: enter a whole number of items from 0 to 100000.'],
    ['orderCost', -5, 'Order cost: enter an amount of 0 or more.'],
    ['orderCost', Number.NaN, 'Order cost: enter an amount, like 149.90.'],
  ])('%s = %j', async (field, value, message) => {
    const fields = await invalid(client.confirmOrder({ ...order, [field]: value } as never));
    expect(fields).toEqual({ [field]: message });
  });
});

describe('numbers must carry a country code the client knows', () => {
  // A Saudi unified number sent bare (920012345) reads as Pakistan (+92 0012345), a toll-free one
  // (8001234567) as the international freephone code +800: refused before anything is sent.
  it.each([
    ['920012345', 'Saudi unified number without 966'],
    ['8001234567', 'Saudi toll-free number without 966'],
    ['9660551234567', 'the trunk 0 kept after 966'],
    ['966521234567', 'an unassigned Saudi range'],
    ['99912345678', 'an unknown calling code'],
  ])('order phone %s (%s) is refused', async (phone) => {
    const fields = await invalid(client.confirmOrder({ ...order, phone }));
    expect(fields).toEqual({ phone: `Customer number: ${NUMBER_HINT}` });
  });

  it('a bridge with 920012345 sends nothing', async () => {
    const fields = await invalid(
      client.createBridge(bridgeRequest({ secondCalleeNumber: '920012345' })),
    );
    expect(fields).toEqual({ secondCalleeNumber: `Second number: ${NUMBER_HINT}` });
  });

  it('a dispatch to 920012345 sends nothing', async () => {
    const fields = await invalid(
      client.dispatchCall({
        phone: '920012345',
        number1: 1,
        number2: 2,
        webhookUrl: 'http://127.0.0.1:9/',
      }),
    );
    expect(fields).toEqual({ phone: `Customer number: ${NUMBER_HINT}` });
  });

  it.each(['966920012345', '9668001234567'])('%s (with 966) reaches the service', async (phone) => {
    await client.confirmOrder({ ...order, phone });
    expect(sandbox.requests).toHaveLength(1);
    expect(sandbox.requests[0]?.form).toMatchObject({ phone });
  });
});

describe('bridged calls', () => {
  it('reports every wrong field at once', async () => {
    const fields = await invalid(
      client.createBridge(
        bridgeRequest({
          callFlowId: '',
          firstCalleeNumber: '12',
          secondCalleeName: 'x'.repeat(101),
          durationMinutes: 0,
          callTime: '2026-02-30 10:00:00',
        }),
      ),
    );
    expect(fields).toEqual({
      callFlowId: 'Call flow ID: this field is required.',
      firstCalleeNumber: `First number: ${NUMBER_HINT}`,
      secondCalleeName: 'Second name: use at most 100 characters.',
      durationMinutes: 'Duration: enter a whole number of minutes from 1 to 600.',
      callTime:
        'Call time: enter a date and time shaped YYYY-MM-DD HH:MM:SS, like 2026-03-01 14:30:00.',
    });
  });

  it('edit needs a call time and a call id, both reported at once', async () => {
    const fields = await invalid(client.editBridge('a/b', bridgeRequest() as never));
    expect(fields).toEqual({
      callTime: 'Call time: this field is required.',
      callId: 'Call ID: this is not a call ID the service gave.',
    });
  });

  it.each(['', 'a/b', 'has space'])(
    'a call id %j is refused before any request',
    async (callId) => {
      const fields = await invalid(client.deleteBridge(callId));
      expect(fields.callId).toMatch(/^Call ID: /);
    },
  );

  it('status needs both ids', async () => {
    const fields = await invalid(client.getBridgeStatus({ callId: 'abc', callFlowId: '' }));
    expect(fields).toEqual({ callFlowId: 'Call flow ID: this field is required.' });
  });
});

describe('dispatch', () => {
  it('checks numbers and the webhook address', async () => {
    const fields = await invalid(
      client.dispatchCall({
        phone: '966551234567',
        number1: 'twelve',
        number2: -3,
        webhookUrl: 'ftp://example.test/',
      }),
    );
    expect(fields).toEqual({
      number1: 'First number to read out: enter a number, like 1250.',
      number2: 'Second number to read out: enter a number, like 1250.',
      webhookUrl: 'Webhook URL: Enter a full web address, like https://calls.example.com.',
    });
  });
});

describe('configuration', () => {
  it('a missing service URL is not-configured, and nothing is sent', async () => {
    const bare = createServiceClient({
      token: TOKEN,
      urls: { ...urlsOf(sandbox.url), dispatchUrl: '' },
    });
    const info = await failure(
      bare.dispatchCall({
        phone: '966551234567',
        number1: 1,
        number2: 2,
        webhookUrl: 'http://127.0.0.1:9/',
      }),
    );
    expect(info.code).toBe('not-configured');
    expect(info.message).toBe(
      'The dispatch service URL is not set or is not a valid address. Open Settings to add it.',
    );
    expect(sandbox.requests).toEqual([]);
  });

  it.each([
    'http://bridge.example.test',
    'http://192.168.1.20:8080',
    'https://user:pass@bridge.example.test',
    'https://bridge.example.test/?key=1',
  ])(
    'a service URL that breaks the rule (%s) is not-configured; fetch is never called',
    async (url) => {
      const counter = countingFetch();
      const client = createServiceClient({
        token: TOKEN,
        urls: { ...urlsOf(sandbox.url), bridgeUrl: url },
        fetch: counter.fetch,
      });
      const info = await failure(client.createBridge(bridgeRequest()));
      expect(info.code).toBe('not-configured');
      expect(counter.attempts).toBe(0);
    },
  );

  it('a missing token is not-configured, and nothing is sent', async () => {
    const bare = createServiceClient({ token: '', urls: urlsOf(sandbox.url) });
    const info = await failure(bare.confirmOrder(order));
    expect(info.code).toBe('not-configured');
    expect(info.message).toMatch(/API token/);
    expect(sandbox.requests).toEqual([]);
  });
});
