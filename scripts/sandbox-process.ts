/**
 * The sandbox Voice Call Service (tests/sandbox) run the way a real service runs: a process of
 * its own, started through its command line (`npm run sandbox`) and reached over HTTP only, its
 * control endpoints included. Scripts never import tests.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const CLI = path.resolve(import.meta.dirname, '../tests/sandbox/cli.ts');
/** How long the sandbox may take to say where it listens before it counts as failed to start. */
const START_TIMEOUT_MS = 30_000;

export interface SandboxProcess {
  /** http://127.0.0.1:<port> */
  url: string;
  token: string;
  /** The team's own system started beside it: events address, secret, list address. */
  team: { url: string; eventsUrl: string; secret: string; listUrl: string };
  /** A control endpoint's JSON (`requests`, `order-numbers`, …; see tests/sandbox/control.ts). */
  control<T>(name: string, init?: { method: string; body?: unknown }): Promise<T>;
  close(): Promise<void>;
}

/**
 * Starts the sandbox on `port` (0: any free port). `echo` passes on its line per request (the
 * demo shows them); otherwise its output is read and dropped. It stops when this process exits.
 */
export function startSandboxProcess({
  port,
  echo,
}: {
  port: number;
  echo: boolean;
}): Promise<SandboxProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', CLI, '--port', String(port)], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    let started = false;
    const fail = (error: Error) => {
      clearTimeout(timer);
      child.kill();
      reject(error);
    };
    const timer = setTimeout(
      () => fail(new Error('The sandbox did not start in time.')),
      START_TIMEOUT_MS,
    );
    child.stdout!.on('data', (chunk: Buffer) => {
      if (started) {
        if (echo) process.stdout.write(chunk);
        return;
      }
      output += chunk.toString();
      const url = /Service URL[^\n]*\n\s*(http:\/\/\S+)/.exec(output)?.[1];
      const token = /API token:\s*(\S+)/.exec(output)?.[1];
      const team = {
        url: /Team system[^\n]*\n\s*(http:\/\/\S+)/.exec(output)?.[1],
        eventsUrl: /Events address:\s*(\S+)/.exec(output)?.[1],
        secret: /Events secret:\s*(\S+)/.exec(output)?.[1],
        listUrl: /List address:\s*(\S+)/.exec(output)?.[1],
      };
      if (!url || !token || !team.url || !team.eventsUrl || !team.secret || !team.listUrl) return;
      started = true;
      clearTimeout(timer);
      resolve(connect(child, url, token, team as SandboxProcess['team']));
    });
    child.stderr!.on('data', (chunk: Buffer) => process.stderr.write(chunk));
    child.on('exit', (code) => {
      if (!started) fail(new Error(`The sandbox stopped before it started (exit code ${code}).`));
    });
  });
}

function connect(
  child: ChildProcess,
  url: string,
  token: string,
  team: SandboxProcess['team'],
): SandboxProcess {
  process.once('exit', () => child.kill());
  return {
    url,
    token,
    team,
    async control<T>(name: string, init?: { method: string; body?: unknown }): Promise<T> {
      const response = await fetch(`${url}/__sandbox/${name}`, {
        method: init?.method ?? 'GET',
        ...(init?.body !== undefined && {
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(init.body),
        }),
      });
      if (!response.ok) throw new Error(`Sandbox control ${name}: HTTP ${response.status}`);
      return (await response.json()) as T;
    },
    close: () =>
      new Promise((done) => {
        if (child.exitCode !== null) return done();
        child.once('exit', () => done());
        child.kill('SIGTERM');
      }),
  };
}
