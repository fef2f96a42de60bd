import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const CLI = fileURLToPath(new URL('../../sandbox/cli.ts', import.meta.url));

describe('npm run sandbox (cli.ts)', () => {
  it('prints the URLs and the token, logs requests without the token, and stops on SIGINT', async () => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', CLI, '--port', '0', '--token', 'cli-secret-token'],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    try {
      const url = await new Promise<string>((resolve, reject) => {
        child.stdout.on('data', () => {
          const match = /Press Ctrl-C/.test(output) && /http:\/\/127\.0\.0\.1:\d+/.exec(output);
          if (match) resolve(match[0]);
        });
        child.once('exit', () => reject(new Error(`cli exited early:\n${output}`)));
      });
      expect(output).toContain('API token:      cli-secret-token');
      expect(output).toContain(`${url}/integration.php?phone_number=`);
      expect(output).toContain(`${url}/__sandbox/reset`);

      const answer = await fetch(`${url}/api/v1/call`, {
        headers: { Authorization: 'Bearer cli-secret-token' },
      });
      expect(answer.status).toBe(405);
      const logged = new Promise<void>((resolve) =>
        child.stdout.on('data', () => output.includes('GET /api/v1/call 405') && resolve()),
      );
      if (!output.includes('GET /api/v1/call 405')) await logged;
      // The token appears once, in the banner, never in a request log line.
      expect(output.split('cli-secret-token')).toHaveLength(2);
    } finally {
      const exited = once(child, 'exit');
      child.kill('SIGINT');
      const [code] = await exited;
      expect(code).toBe(0);
    }
  });

  it('refuses a port that is not a number', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', CLI, '--port', 'eighty'], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    const [code] = await once(child, 'exit');
    expect(code).toBe(2);
    expect(errors).toContain('Invalid port "eighty"');
  });
});
