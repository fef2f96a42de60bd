/**
 * What reached the sandbox: its own record of requests, counted by the tests that must know what
 * the extension sent (a call placed once, an attack that placed none).
 */
import type { RecordedRequest, Sandbox } from '../../sandbox/server';

/** The service requests that create or change something (what must never be sent twice). */
export function writes(sandbox: Sandbox, path?: string): RecordedRequest[] {
  return sandbox.requests.filter(
    (request) => request.method !== 'GET' && (path === undefined || request.path.startsWith(path)),
  );
}

/**
 * The requests to the address that creates a bridged call (4.2), whatever their method: each one
 * that the service accepts places a call.
 */
export function bridgeCalls(sandbox: Sandbox): RecordedRequest[] {
  return sandbox.requests.filter((request) => request.path === '/api/v1/call/bridge');
}
