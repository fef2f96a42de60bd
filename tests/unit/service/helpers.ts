/**
 * Shared set-up for the client tests: a real sandbox per test file, a client pointed at it with
 * short delays, a fetch wrapper that counts attempts (and can lose one answer) while delegating
 * to the real fetch, and a closed port for network failures.
 */
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { expect } from 'vitest';
import {
  createServiceClient,
  ServiceError,
  type ServiceClientConfig,
} from '../../../utils/service';
import type { ErrorInfo } from '../../../utils/errors';
import type { Sandbox } from '../../sandbox/server';

/** Distinctive, so a leak into any message or field is easy to spot. */
export const TOKEN = 'tok-Secret-7Qx9-do-not-leak';

export const BRIDGE_FLOW = 'flow-bridge-1';

export function urlsOf(base: string) {
  return { ecommerceUrl: base, bridgeUrl: base, dispatchUrl: base, webrtcUrl: base };
}

/** A client for `sandbox` with fast retries; `overrides` win. */
export function clientFor(sandbox: Sandbox, overrides: Partial<ServiceClientConfig> = {}) {
  return createServiceClient({
    token: sandbox.token,
    urls: urlsOf(sandbox.url),
    timeoutMs: 5_000,
    retry: { baseDelayMs: 5 },
    ...overrides,
  });
}

/** Real fetch, counted. With `loseFirstAnswer` the first request reaches the server but its
 * answer is thrown away as if the connection dropped (a network failure after the fact). */
export function countingFetch(options: { loseFirstAnswer?: boolean } = {}) {
  const counter = {
    attempts: 0,
    fetch: (async (input, init) => {
      counter.attempts += 1;
      const response = await globalThis.fetch(input, init);
      if (options.loseFirstAnswer && counter.attempts === 1) {
        await response.arrayBuffer();
        throw new TypeError('fetch failed');
      }
      return response;
    }) as typeof fetch,
  };
  return counter;
}

/** A sleep that records what it was asked to wait and then really waits (capped for speed). */
export function recordingSleep(capMs = Infinity) {
  const waits: number[] = [];
  return {
    waits,
    sleep: (ms: number) => {
      waits.push(ms);
      return new Promise<void>((resolve) => setTimeout(resolve, Math.min(ms, capMs)));
    },
  };
}

/** An address where nothing listens: a port that was free a moment ago. */
export async function closedPortUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

/** Awaits a promise that must reject with a ServiceError; returns its info. */
export async function failure(promise: Promise<unknown>): Promise<ErrorInfo> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error, 'expected the call to fail').toBeInstanceOf(ServiceError);
  const info = (error as ServiceError).info;
  expect(typeof info.message).toBe('string');
  expect(info.message.length).toBeGreaterThan(10);
  return info;
}

/** A valid bridge request (no call time: placed now); `overrides` change or add fields. */
export function bridgeRequest<T extends object = object>(overrides: T = {} as T) {
  return {
    callFlowId: BRIDGE_FLOW,
    firstCalleeNumber: '966551234567',
    firstCalleeName: 'Agent Sara',
    secondCalleeNumber: '966501112233',
    secondCalleeName: 'Customer Omar',
    durationMinutes: 10,
    ...overrides,
  };
}
