import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { zoneClock } from '../../sandbox/clock';
import type { Sandbox } from '../../sandbox/server';
import { BRIDGE, bridgeStatus, call, createBridge, eventually, fastSandbox } from './helpers';

let sandbox: Sandbox;
const riyadh = zoneClock('Asia/Riyadh');
const future = () => riyadh(Date.now() + 3_600_000);

beforeEach(async () => {
  sandbox ??= await fastSandbox();
  sandbox.reset();
});
afterAll(() => sandbox?.close());

const edit = (id: string, fields: Record<string, string>) =>
  call(sandbox, 'PUT', `/api/v1/call/bridge/${id}`, { form: fields });
const remove = (id: string) => call(sandbox, 'DELETE', `/api/v1/call/bridge/${id}`);

async function finished(id: string): Promise<void> {
  await eventually(async () => {
    const { callStatus } = (await bridgeStatus(sandbox, id)).json.data.callStatus;
    return callStatus === 'completed' || callStatus === 'failed' ? true : undefined;
  });
}

describe('editing a bridged call', () => {
  it('changes every field of a scheduled call', async () => {
    const id = await createBridge(sandbox, { call_time: future() });
    const newTime = riyadh(Date.now() + 7_200_000);
    const answer = await edit(id, {
      ...BRIDGE,
      call_time: newTime,
      duration: '12',
      first_callee_name: 'Agent Badr',
      second_callee_number: '201001234567',
    });
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({
      status: 200,
      success: true,
      data: { message: 'Call updated successfully' },
    });
    const record = (await bridgeStatus(sandbox, id)).json.data.callStatus;
    expect(record).toMatchObject({
      callStatus: 'scheduled',
      scheduledDateTime: newTime,
      callDuration: '12 Minutes',
      firstRecipientName: 'Agent Badr',
      secondRecipientNumber: '201001234567',
    });
  });

  it('requires every field, call_time included', async () => {
    const id = await createBridge(sandbox, { call_time: future() });
    const answer = await edit(id, { ...BRIDGE });
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.json.errors)).toEqual(['call_time']);
  });

  it('a new call_time in the past places the call now', async () => {
    const id = await createBridge(sandbox, { call_time: future() });
    expect((await edit(id, { ...BRIDGE, call_time: '2021-05-06 07:08:09' })).status).toBe(200);
    await finished(id);
    expect(sandbox.calls.get(id)?.callStatus).toBe('completed');
  });

  it('is refused with 400 once the call has started or finished', async () => {
    const id = await createBridge(sandbox);
    await finished(id);
    const answer = await edit(id, { ...BRIDGE, call_time: future() });
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual({
      status: 400,
      success: false,
      message: 'Only a scheduled call can be changed.',
    });
  });

  it('answers 404 for a call that never existed', async () => {
    const answer = await edit('0b7e7a52-8a4e-4b3c-9a57-3d2f1e0c9b8a', {
      ...BRIDGE,
      call_time: future(),
    });
    expect(answer.status).toBe(404);
  });
});

describe('deleting a bridged call', () => {
  it('deletes a scheduled call; afterwards status, edit and delete answer 410', async () => {
    const id = await createBridge(sandbox, { call_time: future() });
    const answer = await remove(id);
    expect(answer.json).toEqual({
      status: 200,
      success: true,
      data: { message: 'Call deleted successfully' },
    });
    expect((await bridgeStatus(sandbox, id)).status).toBe(410);
    expect((await edit(id, { ...BRIDGE, call_time: future() })).status).toBe(410);
    const again = await remove(id);
    expect(again.status).toBe(410);
    expect(again.json).toMatchObject({ status: 410, success: false });
  });

  it('a deleted call is never placed, while its twin with the same call_time is', async () => {
    const callTime = riyadh(Date.now() + 2_000);
    const deleted = await createBridge(sandbox, { call_time: callTime });
    const twin = await createBridge(sandbox, { call_time: callTime });
    expect((await remove(deleted)).status).toBe(200);
    await finished(twin);
    expect(sandbox.calls.get(deleted)?.history.map((step) => step.callStatus)).toEqual([
      'scheduled',
    ]);
    expect(sandbox.calls.get(deleted)?.actualDateTime).toBe('');
  });

  it('is refused with 400 once the call has finished', async () => {
    const id = await createBridge(sandbox);
    await finished(id);
    const answer = await remove(id);
    expect(answer.status).toBe(400);
    expect(answer.json.message).toBe('Only a scheduled call can be changed.');
  });

  it('answers 400 for a path id that is not a UUID', async () => {
    const answer = await remove('12345');
    expect(answer.status).toBe(400);
    expect(answer.json.errors.call_uuid[0]).toMatch(/UUID/);
  });
});
