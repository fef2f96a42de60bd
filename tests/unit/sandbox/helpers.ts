// Shared helpers for the sandbox's own tests: a sandbox with short timings and small fetch
// wrappers that speak the service's form-field protocol over real HTTP.
import { startSandbox, type Sandbox, type SandboxOptions } from '../../sandbox/server';

export const FAST: SandboxOptions = {
  timing: { placeAfterMs: 30, answerAfterMs: 30, endAfterMs: 30 },
  dispatchTiming: { digitsAfterMs: 20, cdrAfterMs: 40 },
  // Tests poll; the rate limit has its own test with its own sandbox.
  rateLimit: { limit: 1_000_000, windowMs: 60_000 },
};

export function fastSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  return startSandbox({ ...FAST, ...options });
}

export interface Answer {
  status: number;
  headers: Headers;
  text: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary JSON
  json: any;
}

/** A request to the sandbox; `form` becomes an application/x-www-form-urlencoded body. */
export async function call(
  sandbox: Sandbox,
  method: string,
  path: string,
  init: {
    form?: Record<string, string>;
    headers?: Record<string, string>;
    auth?: string | null;
  } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { Accept: 'application/json', ...init.headers };
  const auth = init.auth === undefined ? sandbox.token : init.auth;
  if (auth !== null) headers.Authorization = `Bearer ${auth}`;
  const response = await fetch(sandbox.url + path, {
    method,
    headers,
    redirect: 'manual',
    ...(init.form && { body: new URLSearchParams(init.form) }),
  });
  const text = await response.text();
  let json: unknown = undefined;
  try {
    json = JSON.parse(text);
  } catch {
    // not JSON: tests that expect JSON fail on `json` being undefined
  }
  return { status: response.status, headers: response.headers, text, json };
}

export const BRIDGE = {
  call_flow_id: 'flow-bridge',
  first_callee_number: '966551234567',
  first_callee_name: 'Agent Amal',
  second_callee_number: '966501112233',
  second_callee_name: 'Customer Omar',
  duration: '5',
};

export async function createBridge(
  sandbox: Sandbox,
  fields: Record<string, string> = {},
): Promise<string> {
  const answer = await call(sandbox, 'POST', '/api/v1/call/bridge', {
    form: { ...BRIDGE, ...fields },
  });
  if (answer.status !== 200) throw new Error(`create failed: ${answer.status} ${answer.text}`);
  return answer.json.data.call_id as string;
}

export async function bridgeStatus(sandbox: Sandbox, id: string, flow = BRIDGE.call_flow_id) {
  const query = new URLSearchParams({ call_id: id, call_flow_id: flow });
  return call(sandbox, 'GET', `/api/v1/call/status?${query}`);
}

/** Polls `probe` until it returns a value other than undefined (fails after `limitMs`). */
export async function eventually<T>(
  probe: () => Promise<T | undefined> | T | undefined,
  limitMs = 8_000,
): Promise<T> {
  const end = Date.now() + limitMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error('condition not reached');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
