// The team's own system, as a real one behaves (docs/team-system.md): a receiver of Dialbridge's
// events that checks every signature against the raw body (constant-time), takes each event id
// once (a retry is acknowledged, not counted again), and serves the team's do-not-call list with
// an ETag and Last-Modified, answering 304 to a conditional request. An objection it receives
// joins the list it serves, as a team's automation would add it. It can be made to fail: answer
// 503 (with Retry-After), refuse an event type with 422, or go down (connection refused) and
// come back on the same port. Started by tests and by `npm start`.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export interface ReceivedEvent {
  id: string;
  type: string;
  customer: { number: string; name?: string };
  [key: string]: unknown;
}

export type ReceiverMode =
  | { kind: 'ok' }
  | { kind: 'unavailable'; retryAfterSeconds?: number }
  | { kind: 'refuse'; type: string };

export interface TeamReceiver {
  url: string;
  eventsUrl: string;
  listUrl: string;
  secret: string;
  /** Events taken, in the order they arrived, each once. */
  events: ReceivedEvent[];
  /** Requests refused for a missing or wrong signature. */
  badSignatures: number;
  /** Deliveries of an event id already taken (a retry after a lost answer). */
  repeats: number;
  /** Every POST to the events address, whatever its answer. */
  attempts: number;
  /** List requests, and how many were answered 304. */
  listRequests: number;
  notModified: number;
  /** Anything that reached the receiver with the API token in it. */
  tokenSeen: number;
  setMode(mode: ReceiverMode): void;
  /** Replaces the list served (its lines as served). */
  setList(text: string): void;
  /** Back to a receiver that takes everything, with nothing received and an empty list. */
  reset(): void;
  /** Stops listening (connection refused) until `up()`, on the same port. */
  down(): Promise<void>;
  up(): Promise<void>;
  close(): Promise<void>;
}

export interface ReceiverOptions {
  port?: number;
  secret?: string;
  /** Refused when seen in any request (headers or body): the API token must never come here. */
  token?: string;
  list?: string;
}

function signatureOk(secret: string, body: Buffer, header: string | undefined): boolean {
  if (!header?.startsWith('sha256=')) return false;
  const expected = createHmac('sha256', secret).update(body).digest();
  const given = Buffer.from(header.slice('sha256='.length), 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function startTeamReceiver(options: ReceiverOptions = {}): Promise<TeamReceiver> {
  const secret = options.secret ?? 'team-secret-0123456789abcdef';
  let mode: ReceiverMode = { kind: 'ok' };
  let list = options.list ?? '';
  let listStamp = { etag: '', modified: '' };
  const stamp = () => {
    listStamp = {
      etag: `"${createHash('sha256').update(list).digest('hex').slice(0, 16)}"`,
      modified: new Date(Math.floor(Date.now() / 1000) * 1000).toUTCString(),
    };
  };
  stamp();
  const seen = new Set<string>();

  const receiver: TeamReceiver = {
    url: '',
    eventsUrl: '',
    listUrl: '',
    secret,
    events: [],
    badSignatures: 0,
    repeats: 0,
    attempts: 0,
    listRequests: 0,
    notModified: 0,
    tokenSeen: 0,
    setMode: (next) => {
      mode = next;
    },
    setList: (text) => {
      list = text;
      stamp();
    },
    reset: () => {
      mode = { kind: 'ok' };
      seen.clear();
      receiver.events.length = 0;
      receiver.badSignatures = 0;
      receiver.repeats = 0;
      receiver.attempts = 0;
      receiver.listRequests = 0;
      receiver.notModified = 0;
      receiver.tokenSeen = 0;
      receiver.setList('');
    },
    down: async () => {
      await stop();
    },
    up: async () => {
      if (!server) await listen(port);
    },
    close: async () => {
      await stop();
    },
  };

  function sawToken(request: IncomingMessage, body: Buffer) {
    if (!options.token) return false;
    return JSON.stringify(request.headers).includes(options.token) || body.includes(options.token);
  }

  async function onEvent(request: IncomingMessage, response: ServerResponse) {
    const body = await bodyOf(request);
    receiver.attempts++;
    if (sawToken(request, body)) receiver.tokenSeen++;
    if (!signatureOk(secret, body, request.headers['x-dialbridge-signature'] as string)) {
      receiver.badSignatures++;
      return answer(response, 401, 'bad signature');
    }
    if (mode.kind === 'unavailable') {
      const headers: Record<string, string> =
        mode.retryAfterSeconds !== undefined
          ? { 'Retry-After': String(mode.retryAfterSeconds) }
          : {};
      return answer(response, 503, 'down for maintenance', headers);
    }
    let event: ReceivedEvent;
    try {
      event = JSON.parse(body.toString('utf8')) as ReceivedEvent;
    } catch {
      return answer(response, 400, 'not JSON');
    }
    if (mode.kind === 'refuse' && event.type === mode.type)
      return answer(response, 422, `we do not take ${event.type} events`);
    if (seen.has(event.id)) {
      receiver.repeats++;
      return answer(response, 200, 'already had it');
    }
    seen.add(event.id);
    receiver.events.push(event);
    if (event.type === 'customer.objected') addToList(event.customer.number);
    if (event.type === 'customer.objection-undone') removeFromList(event.customer.number);
    return answer(response, 202, 'ok');
  }

  function addToList(number: string) {
    const lines = list.split('\n').filter(Boolean);
    if (!lines.includes(number)) receiver.setList([...lines, number].join('\n') + '\n');
  }
  function removeFromList(number: string) {
    receiver.setList(
      list
        .split('\n')
        .filter((line) => line && line !== number)
        .join('\n') + '\n',
    );
  }

  function onList(request: IncomingMessage, response: ServerResponse) {
    receiver.listRequests++;
    if (sawToken(request, Buffer.alloc(0))) receiver.tokenSeen++;
    if (
      request.headers['if-none-match'] === listStamp.etag ||
      (!request.headers['if-none-match'] &&
        request.headers['if-modified-since'] === listStamp.modified)
    ) {
      receiver.notModified++;
      response.writeHead(304, { ETag: listStamp.etag, 'Last-Modified': listStamp.modified });
      return response.end();
    }
    response.writeHead(200, {
      'Content-Type': 'text/plain; charset=utf-8',
      ETag: listStamp.etag,
      'Last-Modified': listStamp.modified,
    });
    response.end(list);
  }

  /** What arrived, newest first, for a person watching the demo (refreshes itself). */
  function onIndex(response: ServerResponse) {
    const escape = (text: string) =>
      text.replace(
        /[&<>"]/g,
        (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!,
      );
    const rows = [...receiver.events]
      .reverse()
      .map((event) => `<li><pre>${escape(JSON.stringify(event, null, 2))}</pre></li>`)
      .join('');
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end(
      `<!doctype html><meta charset="utf-8"><meta http-equiv="refresh" content="2">` +
        `<title>Team system: events received</title><h1>Events received: ${receiver.events.length}</h1>` +
        `<p>Signatures refused: ${receiver.badSignatures}. Do-not-call list: ${escape(receiver.listUrl)}</p>` +
        `<ol>${rows}</ol>`,
    );
  }

  function answer(
    response: ServerResponse,
    status: number,
    text: string,
    headers: Record<string, string> = {},
  ) {
    response.writeHead(status, { 'Content-Type': 'text/plain', ...headers });
    response.end(text);
  }

  const sockets = new Set<Socket>();
  let server: Server | null = null;
  let port = options.port ?? 0;

  async function listen(at: number) {
    server = createServer((request, response) => {
      const path = (request.url ?? '').split('?')[0];
      if (request.method === 'POST' && path === '/events') return void onEvent(request, response);
      if (request.method === 'GET' && path === '/do-not-call.txt') return onList(request, response);
      if (request.method === 'GET' && path === '/') return onIndex(response);
      answer(response, 404, 'not found');
    });
    server.on('connection', (socket) => {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    });
    await new Promise<void>((resolve) => server!.listen(at, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
    receiver.url = `http://127.0.0.1:${port}`;
    receiver.eventsUrl = `${receiver.url}/events`;
    receiver.listUrl = `${receiver.url}/do-not-call.txt`;
  }

  async function stop() {
    if (!server) return;
    const closing = server;
    server = null;
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => closing.close(() => resolve()));
  }

  await listen(port);
  return receiver;
}
