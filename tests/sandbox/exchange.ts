// One request/response pair: reading the bounded body, parsing form fields, the header checks,
// and writing answers in the service's envelope. Every answer goes through `send`, which records
// the status and never writes to a socket that is already gone.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RecordedRequest } from './types';
import type { FieldErrors } from './validation';

export const MAX_BODY_BYTES = 64 * 1024;

export class BodyTooLarge extends Error {}

export class Exchange {
  readonly startedAt = Date.now();
  private readonly sendListeners: SendListener[] = [];

  constructor(
    readonly req: IncomingMessage,
    readonly res: ServerResponse,
    readonly url: URL,
    readonly record: RecordedRequest | null,
    private readonly onAnswered: (exchange: Exchange, status: number) => void,
  ) {}

  get method(): string {
    return this.req.method ?? 'GET';
  }

  get answered(): boolean {
    return this.res.headersSent || this.res.writableEnded;
  }

  /** Called with the answer when it is sent (the idempotency layer keeps it). */
  onSend(listener: SendListener): void {
    this.sendListeners.push(listener);
  }

  send(status: number, body: string, headers: Record<string, string | number> = {}): void {
    if (this.answered) return;
    if (this.record) this.record.status = status;
    this.onAnswered(this, status);
    for (const listener of this.sendListeners) listener(status, body, headers);
    if (this.res.destroyed) return;
    this.res.writeHead(status, { 'Cache-Control': 'no-store', ...headers });
    this.res.end(body);
  }

  /** The success envelope, exactly as section 4.0 describes it. */
  ok(data: Record<string, unknown>): void {
    this.send(200, JSON.stringify({ status: 200, success: true, data }), JSON_TYPE);
  }

  /** The error body the sandbox uses (the interface leaves it unstated): see README. */
  error(
    status: number,
    message: string,
    options: { errors?: FieldErrors; headers?: Record<string, string | number> } = {},
  ): void {
    const body: Record<string, unknown> = { status, success: false, message };
    if (options.errors) body.errors = options.errors;
    this.send(status, JSON.stringify(body), { ...JSON_TYPE, ...options.headers });
  }

  /** Anything the control endpoints answer: plain JSON, no envelope. */
  plainJson(status: number, value: unknown): void {
    this.send(status, JSON.stringify(value, null, 2), JSON_TYPE);
  }

  html(status: number, page: string, headers: Record<string, string> = {}): void {
    this.send(status, page, { 'Content-Type': 'text/html; charset=utf-8', ...headers });
  }

  redirect(location: string, headers: Record<string, string> = {}): void {
    this.send(302, '', { Location: location, ...headers });
  }
}

type SendListener = (
  status: number,
  body: string,
  headers: Record<string, string | number>,
) => void;

const JSON_TYPE = { 'Content-Type': 'application/json; charset=utf-8' };

/** Reads the whole body, refusing more than `limit` bytes. */
export async function readBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<Buffer> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > limit) throw new BodyTooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) throw new BodyTooLarge();
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * Form fields from a multipart/form-data or application/x-www-form-urlencoded body; {} for any
 * other or missing content type; null when a form body cannot be parsed. First value wins.
 */
export async function parseForm(
  contentType: string | undefined,
  body: Buffer,
): Promise<Record<string, string> | null> {
  const type = (contentType ?? '').split(';')[0]?.trim().toLowerCase();
  if (
    body.length === 0 ||
    (type !== 'multipart/form-data' && type !== 'application/x-www-form-urlencoded')
  )
    return {};
  try {
    const data = await new Request('http://sandbox.invalid/', {
      method: 'POST',
      headers: { 'content-type': contentType ?? '' },
      body: new Uint8Array(body),
    }).formData();
    const form: Record<string, string> = {};
    for (const [key, value] of data) {
      if (key in form) continue;
      form[key] = typeof value === 'string' ? value : `[file ${value.name}]`;
    }
    return form;
  } catch {
    return null;
  }
}

/** Section 4.0: only JSON is returned. An absent or empty Accept header accepts anything. */
export function acceptsJson(accept: string | undefined): boolean {
  if (accept === undefined || accept.trim() === '') return true;
  return accept.split(',').some((range) => {
    const [type = '', ...params] = range.split(';').map((part) => part.trim().toLowerCase());
    const q = params.find((param) => param.startsWith('q='));
    if (q !== undefined && !(Number(q.slice(2)) > 0)) return false;
    return type === 'application/json' || type === 'application/*' || type === '*/*';
  });
}

/** 'valid' only for `Bearer <token>` (the scheme is case-insensitive, as HTTP says). */
export function authorizationOf(
  header: string | undefined,
  token: string,
): RecordedRequest['authorization'] {
  if (header === undefined || header.trim() === '') return 'missing';
  const match = /^Bearer +(\S+)\s*$/i.exec(header);
  return match?.[1] === token ? 'valid' : 'invalid';
}

/** The query string as a plain record (first value wins). */
export function queryOf(url: URL): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [key, value] of url.searchParams) if (!(key in query)) query[key] = value;
  return query;
}
