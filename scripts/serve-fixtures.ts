/**
 * A tiny static server for the CRM fixture pages (tests, the demo): tests/fixtures and a few
 * whitelisted ES modules from node_modules (Preact for the re-rendering page). 127.0.0.1, port 0.
 */
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve, sep } from 'node:path';

const REPO = resolve(import.meta.dirname, '..');
export const FIXTURES_DIR = join(REPO, 'tests/fixtures');

/** URL path → file, for modules the fixture pages import through their import maps. */
const MODULES: Record<string, string> = {
  '/node_modules/preact/dist/preact.mjs': 'node_modules/preact/dist/preact.mjs',
  '/node_modules/preact/hooks/dist/hooks.mjs': 'node_modules/preact/hooks/dist/hooks.mjs',
};

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

export interface FixtureServer {
  /** http://127.0.0.1:<port> (no trailing slash) */
  url: string;
  close(): Promise<void>;
}

export async function startFixtureServer(): Promise<FixtureServer> {
  const server = createServer((request, response) => {
    void (async () => {
      const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
      if (path === '/favicon.ico') {
        // No icon, and no 404 in the console of pages that tests watch for errors.
        response.writeHead(204).end();
        return;
      }
      const file = MODULES[path] ? join(REPO, MODULES[path]) : fixtureFile(path);
      if (!file || request.method !== 'GET') {
        response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
        return;
      }
      try {
        const body = await readFile(file);
        response.writeHead(200, {
          'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
          'cache-control': 'no-store',
        });
        response.end(body);
      } catch {
        response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      }
    })();
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

/** A file inside tests/fixtures, or null for anything that would leave it. */
function fixtureFile(path: string): string | null {
  const file = normalize(join(FIXTURES_DIR, path === '/' ? 'index.html' : path));
  return file.startsWith(FIXTURES_DIR + sep) ? file : null;
}
