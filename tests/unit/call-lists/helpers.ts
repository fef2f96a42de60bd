// Shared by the call-list unit tests: what the sandbox was asked to bridge, and running a list
// against it until the stored list reaches a state.
import { expect, vi } from 'vitest';
import { followCalls } from '../../../utils/call-lists/run';
import { getList } from '../../../utils/call-lists/store';
import type { CallList } from '../../../utils/call-lists/types';
import { listCalls, refreshCalls } from '../../../utils/calls';
import type { Sandbox } from '../../sandbox/server';

/** The customer number of every bridge create the sandbox received, in order. */
export const bridgeCreates = (sandbox: Sandbox) =>
  sandbox.requests
    .filter((request) => request.method === 'POST' && request.path === '/api/v1/call/bridge')
    .map((request) => request.form.second_callee_number);

/** Polls the service and follows the list until `done` holds for the stored list. */
export async function runUntil(done: (list: CallList) => boolean): Promise<CallList> {
  await vi.waitFor(
    async () => {
      await refreshCalls();
      await followCalls(await listCalls());
      expect(done((await getList())!)).toBe(true);
    },
    { timeout: 15_000, interval: 50 },
  );
  return (await getList())!;
}
