/**
 * The Voice Call Service client (background only). See docs/voice-call-service.md.
 *
 * Choices made where the interface says "not shown" or is vague:
 * - Body encoding: form fields as application/x-www-form-urlencoded (URLSearchParams). The spec's
 *   reference requests use multipart while its authorization examples name urlencoded; both are
 *   "form fields", urlencoded is the one the spec names as a header, and it is plain text that is
 *   easy to check in tests. Absent optional fields are not sent at all (type then defaults on the
 *   service side to order_number, as the spec says).
 * - Status request: GET /api/v1/call/status with call_id and call_flow_id in the query (the spec's
 *   stated operation; its example that posts to the bridge path is not followed).
 * - Phone numbers: digits only, country code first (so no leading 0), 8–15 digits (966551234567); the client does
 *   not normalise, it refuses (normalising is utils/phone's job). The browser-phone link accepts
 *   966…, +966… and 00966… and always writes 966….
 * - Bounds the spec leaves open (tries, try_delay, duration, text lengths): utils/limits.ts
 *   (same as Settings), names and ids up to 100/200 characters, number_1/number_2 a non-negative
 *   number or a digit string (so leading zeros survive).
 * - call_time: 'YYYY-MM-DD HH:MM:SS' wall-clock time in the service's zone, a setting that
 *   defaults to Asia/Riyadh (utils/time.ts converts; DST gaps move forward, overlaps take the
 *   first occurrence). The client checks the shape and that it is a real date, not that it is in
 *   the future (the service decides: a past time is placed now).
 * - Envelope: status any 2xx integer, success must be true, data an object. success:false with
 *   HTTP 200, HTML, empty or non-JSON bodies, and data without the documented fields are
 *   'bad-response'. For a create the message adds that the call may have been placed.
 * - Lenient where strictness would lose a placed call: call_id may be any non-empty string (not
 *   only UUID-shaped); dispatch accepts callId or call_id; status-record fields other than
 *   callStatus may be missing or null and read as ''.
 * - Error bodies: read as JSON (`message`, `error` or `error.message`, `errors` as
 *   `{ field: [msg] }`, also under `data`) or as text with HTML stripped; kept to 200 characters
 *   in `serviceMessage`; field errors mapped back to the request's camelCase names in `fields`.
 *   Anything the service echoes that contains the token has it replaced with "[token]"; the token in
 *   any other form (case, markup, invisible characters, percent, entities, base64, hex, a long run)
 *   drops those words altogether (secret-scan.ts).
 * - Timeouts: 15 s per attempt by default, covering the body. A timeout is never retried (for a
 *   create the call may have been placed; for the rest the next poll or click retries anyway).
 * - Retries: 3 attempts in all, backoff 500 ms·2^(n-1) plus up to 500 ms of jitter, Retry-After
 *   (seconds or HTTP-date) waited instead when present; a Retry-After over 10 s is not waited
 *   out: the error is returned with retryAfterSeconds. Status, edit, delete: retried on 429, 503
 *   and network failure. Create (order confirmation, bridge, dispatch): only on 429 and 503.
 * - Delete retried after a network failure that then gets 404 or 410: the first attempt reached
 *   the service and deleted the call, so it resolves as deleted.
 * - Test connection: the same harmless request with a decoy token and with ours; "accepted" only
 *   when the decoy gets 401 and ours the answer a good token gets (see connection.ts). Bridge →
 *   GET status of the nil UUID; order confirmation and dispatch → POST with an empty form
 *   (nothing to dial). Nothing is created.
 * - Final bridge status: see final-status.ts (failed/completed/ended/… words, a not_answered
 *   recipient, or both answered with an unknown callStatus).
 */
export {
  createServiceClient,
  DEFAULT_TIMEOUT_MS,
  type ServiceClient,
  type ServiceClientConfig,
  type ServiceUrls,
} from './client';
export { checkConnection, NIL_UUID, type ConnectionCheckConfig } from './connection';
export { ServiceError } from './errors';
export { isFinalStatus } from './final-status';
export { browserPhoneUrl } from './phone-link';
export { SERVICE_NUMBER } from './requests';
export type * from './requests';
export type { BridgeStatus } from './responses';
