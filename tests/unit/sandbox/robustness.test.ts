import { connect } from 'node:net';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sandbox } from '../../sandbox/server';
import { call, fastSandbox } from './helpers';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await fastSandbox();
});
afterAll(() => sandbox.close());

/** Writes raw bytes to the sandbox and returns whatever it answers before closing. */
function raw(bytes: string): Promise<string> {
  return new Promise((resolve) => {
    const { port } = new URL(sandbox.url);
    const socket = connect(Number(port), '127.0.0.1', () => socket.end(bytes));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('close', () => resolve(answer));
    socket.on('error', () => resolve(answer));
  });
}

describe('garbage in', () => {
  it('answers malformed HTTP with 400 and keeps serving', async () => {
    expect(await raw('HELLO\r\n\r\n')).toMatch(/^HTTP\/1\.1 400/);
    expect(
      await raw('GET /api/v1/call HTTP/1.1\r\nHost: x\r\nContent-Length: nope\r\n\r\n'),
    ).toMatch(/^HTTP\/1\.1 400/);
    expect(await raw('\u0000\u0001\u0002\r\n\r\n')).toMatch(/^HTTP\/1\.1 400/);
    expect((await call(sandbox, 'GET', '/api/v1/call')).status).toBe(405);
  });

  it('survives a client that stops halfway through a body', async () => {
    await raw('POST /api/v1/call HTTP/1.1\r\nHost: x\r\nContent-Length: 500\r\n\r\nphone=9665');
    expect((await call(sandbox, 'GET', '/api/v1/call')).status).toBe(405);
  });

  it('answers arbitrary form bodies on every endpoint with JSON, never a crash', async () => {
    const paths = ['/api/v1/order/confirmation', '/api/v1/call/bridge', '/api/v1/call'];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...paths),
        fc.dictionary(
          fc.constantFrom(
            'phone',
            'call_flow_id',
            'duration',
            'call_time',
            'webhook',
            'number_1',
            'first_callee_number',
          ),
          fc.string(),
        ),
        async (path, form) => {
          sandbox.reset();
          const answer = await call(sandbox, 'POST', path, { form });
          expect([200, 400]).toContain(answer.status);
          expect(answer.json).toMatchObject({
            status: answer.status,
            success: answer.status === 200,
          });
        },
      ),
      { numRuns: 40 },
    );
  });

  it('answers odd paths and methods with JSON errors', async () => {
    for (const [method, path] of [
      ['PATCH', '/api/v1/call/bridge/x/y'],
      ['GET', '/api/../../etc/passwd'],
      ['OPTIONS', '/api/v1/call'],
      ['GET', '/api/v1/call/status?call_id=%FF'],
    ] as const) {
      const answer = await call(sandbox, method, path);
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.json.success).toBe(false);
    }
  });
});
