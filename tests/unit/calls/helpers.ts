/**
 * Shared set-up for the calls tests: a real sandbox service over HTTP with short lifecycle steps,
 * settings and token written with the real storage items on fakeBrowser's storage, and small
 * waits on the sandbox's own state (never on the clock).
 */
import { afterAll, beforeAll, beforeEach, expect, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { BridgeForm } from '../../../utils/calls/records/types';
import {
  DEFAULT_SETTINGS,
  settingsItem,
  tokenItem,
  type Settings,
} from '../../../utils/settings/store';
import { startSandbox, type Sandbox } from '../../sandbox/server';
import type { BridgeCallStatus } from '../../sandbox/types';

export const TOKEN = 'tok-Calls-Secret-4Kp2';
export const FLOW = 'flow-bridge-calls';
export const AGENT = '+966 55 123 4567';
export const AGENT_DIAL = '966551234567';
export const CUSTOMER = '050 111 2233';
export const CUSTOMER_DIAL = '966501112233';
/** The sandbox never answers a number ending in 000. */
export const SILENT_CUSTOMER = '050 111 2000';

export function callsSandbox(timeZone = 'Asia/Riyadh'): Promise<Sandbox> {
  return startSandbox({
    token: TOKEN,
    timeZone,
    timing: { placeAfterMs: 50, answerAfterMs: 50, endAfterMs: 50 },
    rateLimit: { limit: 1_000_000, windowMs: 60_000 },
  });
}

/**
 * A sandbox for the file's tests, handed to `started` once it is up and closed after them; before
 * each test the fake browser is reset, the sandbox forgets its calls and requests, and the
 * extension is configured for it (`changes` on top).
 */
export function sandboxForEachTest(
  started: (sandbox: Sandbox) => void,
  changes: Partial<Settings> = {},
  timeZone?: string,
): void {
  let sandbox: Sandbox;
  beforeAll(async () => {
    sandbox = await callsSandbox(timeZone);
    started(sandbox);
  });
  afterAll(() => sandbox.close());
  beforeEach(async () => {
    fakeBrowser.reset();
    sandbox.reset();
    await configure(sandbox, changes);
  });
}

export async function configure(
  sandbox: Sandbox,
  changes: Partial<Settings> = {},
): Promise<Settings> {
  const settings: Settings = {
    ...DEFAULT_SETTINGS,
    bridgeUrl: sandbox.url,
    ecommerceUrl: sandbox.url,
    dispatchUrl: sandbox.url,
    webrtcUrl: sandbox.url,
    bridgeFlowId: FLOW,
    orderFlowId: 'flow-orders',
    agentName: 'Agent Amal',
    agentNumber: AGENT_DIAL,
    ...changes,
  };
  await settingsItem.setValue(settings);
  await tokenItem.setValue(TOKEN);
  return settings;
}

export function bridgeForm(changes: Partial<BridgeForm> = {}): BridgeForm {
  return {
    customerNumber: CUSTOMER,
    customerName: 'Customer Omar',
    agentNumber: AGENT,
    agentName: 'Agent Amal',
    callFlowId: FLOW,
    durationMinutes: 5,
    callAt: null,
    ...changes,
  };
}

/** Waits until the sandbox has moved the call to `status` (its own lifecycle timers). */
export async function sandboxReaches(sandbox: Sandbox, callId: string, status: BridgeCallStatus) {
  await vi.waitFor(() => expect(sandbox.calls.get(callId)?.callStatus).toBe(status), {
    timeout: 10_000,
    interval: 20,
  });
}

/** Runs `fn`, expecting it to reject with a HandledError/ServiceError; returns its info. */
export async function failureOf(fn: () => Promise<unknown>) {
  try {
    await fn();
  } catch (error) {
    const info = (
      error as { info?: { code: string; message: string; fields?: Record<string, string> } }
    ).info;
    if (info) return info;
    throw error;
  }
  throw new Error('expected a failure');
}
