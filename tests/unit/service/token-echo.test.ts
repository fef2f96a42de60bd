// A service that echoes the token back, in an error or a success answer, in every disguise a
// tester tried: what the popup or page would get carries it in none of them. The forms are made
// here with Node's own encoders, independent of the client's detector.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSandbox, type Sandbox } from '../../sandbox/server';
import { TOKEN, bridgeRequest, clientFor, failure } from './helpers';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ token: TOKEN });
});
afterAll(() => sandbox.close());
beforeEach(() => sandbox.reset());

const b64 = (text: string) => Buffer.from(text).toString('base64');
const b64url = (text: string) => Buffer.from(text).toString('base64url');
const hex = (text: string) => Buffer.from(text).toString('hex');
const everyChar = (text: string, joiner: string) => [...text].join(joiner);
const percentAll = (text: string) =>
  [...Buffer.from(text)].map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
const entities = (text: string) => [...text].map((c) => `&#${c.charCodeAt(0)};`).join('');

/** Every form the token must not appear in, anywhere in what the UI receives. */
const LEAK_FORMS = [
  TOKEN,
  TOKEN.toLowerCase(),
  TOKEN.toUpperCase(),
  b64(TOKEN),
  b64url(TOKEN),
  b64(`Bearer ${TOKEN}`),
  hex(TOKEN),
  encodeURIComponent(TOKEN),
  TOKEN.slice(0, 12),
];

function expectNoToken(info: unknown): void {
  const shown = JSON.stringify(info);
  for (const form of LEAK_FORMS) expect(shown).not.toContain(form);
  // Letters and digits only, one case: markup, spaces and invisible characters taken out.
  const letters = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');
  expect(letters(shown)).not.toContain(letters(TOKEN));
}

const said = (text: string) => `Authentication failed for ${text}. Contact support.`;

describe('the token echoed in an error body', () => {
  it.each([
    ['as is', said(TOKEN)],
    ['in upper case', said(TOKEN.toUpperCase())],
    ['in lower case', said(TOKEN.toLowerCase())],
    [
      'split by markup',
      said(`${TOKEN.slice(0, 9)}<b></b>${TOKEN.slice(9, 17)}<span>${TOKEN.slice(17)}</span>`),
    ],
    ['with zero-width spaces inside', said(everyChar(TOKEN, '\u200b'))],
    ['with soft hyphens and joiners inside', said(everyChar(TOKEN, '\u00ad\u2060'))],
    ['spaced out', said(everyChar(TOKEN, ' '))],
    ['percent-encoded', said(percentAll(TOKEN))],
    ['as HTML entities', said(entities(TOKEN))],
    ['in base64', said(b64(TOKEN))],
    ['in base64url', said(b64url(TOKEN))],
    ['as a base64 "Bearer <token>"', said(b64(`Bearer ${TOKEN}`))],
    [
      'inside a longer base64 header dump',
      said(b64(`Authorization: Bearer ${TOKEN}\r\nAccept: */*`)),
    ],
    ['in hex', said(hex(TOKEN))],
    ['in upper-case hex', said(hex(TOKEN).toUpperCase())],
    ['cut short', said(`${TOKEN.slice(0, 12)}…`)],
  ])('%s, as a text body', async (_form, body) => {
    sandbox.setFault({ status: 401, body });
    const info = await failure(clientFor(sandbox).createBridge(bridgeRequest()));
    expect(info.code).toBe('unauthorized');
    expectNoToken(info);
    // Nor the disguise itself, whatever it is.
    const disguise = body.slice('Authentication failed for '.length, -'. Contact support.'.length);
    expect(JSON.stringify(info)).not.toContain(JSON.stringify(disguise).slice(1, -1));
  });

  it.each([
    ['message', { message: said(TOKEN.toUpperCase()) }],
    ['error.message', { error: { message: said(b64(`Bearer ${TOKEN}`)) } }],
    ['a field error', { errors: { call_flow_id: [said(everyChar(TOKEN, '\u200c'))] } }],
    ['a field name', { errors: { [TOKEN.toLowerCase()]: ['is invalid'] } }],
  ])('in a JSON body, in %s', async (_where, json) => {
    sandbox.setFault({ status: 400, body: JSON.stringify(json) });
    const info = await failure(clientFor(sandbox).createBridge(bridgeRequest()));
    expect(info.code).toBe('bad-request');
    expectNoToken(info);
  });

  it("an error that does not mention the token keeps the service's words", async () => {
    sandbox.setFault({ status: 401, body: 'Token expired on 2026-03-01. Ask for a new one.' });
    const info = await failure(clientFor(sandbox).createBridge(bridgeRequest()));
    expect(info.serviceMessage).toBe('Token expired on 2026-03-01. Ask for a new one.');
  });
});

describe('the token echoed in a success answer', () => {
  const envelope = (data: object) => JSON.stringify({ status: 200, success: true, data });
  const orderRequest = {
    phone: '966501112233',
    callFlowId: 'flow-order-1',
    orderNumber: 'A-1001',
  };

  it.each([
    ['as is', `Call in queue for ${TOKEN}`],
    ['in base64', `Call in queue (${b64(`Bearer ${TOKEN}`)})`],
    ['spaced out, in upper case', `Queued by ${everyChar(TOKEN.toUpperCase(), ' ')}`],
  ])('%s, in an order confirmation message', async (_form, message) => {
    sandbox.setFault({ status: 200, body: envelope({ message }) });
    expectNoToken(await clientFor(sandbox).confirmOrder(orderRequest));
  });

  it('in a bridge status record, while the rest of the record is kept', async () => {
    const callStatus = {
      scheduledDateTime: '2026-11-23 10:00:00',
      actualDateTime: '2026-11-23 10:00:05',
      callDuration: '0 Minutes',
      callerId: '966110000000',
      firstRecipientName: `Agent ${hex(TOKEN)}`,
      firstRecipientNumber: '966551234567',
      firstRecipientStatus: 'not_answered',
      secondRecipientName: 'Customer Omar',
      secondRecipientNumber: '966501112233',
      secondRecipientStatus: 'not_answered',
      callStatus: 'failed',
      callId: '3f2504e0-4f89-41d3-9a0c-0305e82c3301',
    };
    sandbox.setFault({ status: 200, body: envelope({ callStatus }) });
    const data = await clientFor(sandbox).getBridgeStatus({
      callId: callStatus.callId,
      callFlowId: 'flow-bridge-1',
    });
    expectNoToken(data);
    expect(data).toMatchObject({
      callStatus: 'failed',
      secondRecipientName: 'Customer Omar',
    });
  });
});
