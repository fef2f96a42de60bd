/**
 * Sends the outbox to the team's system (background only), one event at a time, oldest first:
 * at least once and in order. A network failure, a timeout, a redirect, 408, 429 and 5xx leave
 * the event where it is and wait (Retry-After when the receiver gives one, else a doubling
 * backoff with jitter, at most five minutes), with the reason kept for the agent; another 4xx is
 * the receiver's refusal of that event, which moves aside with its answer and lets the rest go.
 * The wait survives the worker: an alarm wakes it, and a worker that starts sends what waits.
 */
import { browser, storage } from '#imports';
import { log } from '../log';
import { oneAtATime } from '../one-at-a-time';
import { loadTeamSystem } from '../settings/store';
import { isUrlOf } from '../url-rules';
import { mayReach } from './access';
import { markDelivered, markRefused, oldestWaiting } from './outbox';
import { SIGNATURE_HEADER, signBody } from './signature';

export const EVENTS_ALARM = 'team-events';
const TIMEOUT_MS = 15_000;
const BASE_DELAY_MS = 2_000;
const MAX_DELAY_MS = 5 * 60_000;
const MAX_RETRY_AFTER_MS = 60 * 60_000;
/** How much of a refusal's answer is kept to show (text only, never rendered as markup). */
const ANSWER_CHARS = 300;

/** Why events wait, for the agent and the team lead. */
export type DeliveryProblem =
  | { kind: 'not-set' }
  | { kind: 'no-secret' }
  | { kind: 'network' }
  | { kind: 'no-access' }
  | { kind: 'redirect'; status: number }
  | { kind: 'status'; status: number };

export interface DeliveryState {
  /** Failed attempts in a row: the backoff's exponent. */
  failures: number;
  problem: DeliveryProblem | null;
  /** Since when the problem lasts (epoch ms). */
  since: number | null;
  nextAttemptAt: number | null;
  lastDeliveredAt: number | null;
}

const IDLE: DeliveryState = {
  failures: 0,
  problem: null,
  since: null,
  nextAttemptAt: null,
  lastDeliveredAt: null,
};
export const deliveryItem = storage.defineItem<DeliveryState>('local:eventsDelivery', {
  fallback: IDLE,
});

type Outcome =
  | { kind: 'delivered' }
  | { kind: 'refused'; status: number; answer: string }
  | { kind: 'wait'; problem: DeliveryProblem; retryAfterMs?: number };

async function post(url: string, secret: string, body: string, type: string): Promise<Outcome> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        [SIGNATURE_HEADER]: await signBody(secret, body),
        'X-Dialbridge-Event': type,
      },
      body,
      // Never follow: the event would go to an address nobody named.
      redirect: 'manual',
      credentials: 'omit',
      cache: 'no-store',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    return { kind: 'wait', problem: { kind: (await mayReach(url)) ? 'network' : 'no-access' } };
  }
  const status = response.status;
  if (response.type === 'opaqueredirect' || (status >= 300 && status < 400)) {
    return { kind: 'wait', problem: { kind: 'redirect', status } };
  }
  if (response.ok) return { kind: 'delivered' };
  const answer = (await response.text().catch(() => '')).slice(0, ANSWER_CHARS);
  if (status === 408 || status === 429 || status >= 500) {
    const retryAfterMs = retryAfter(response.headers.get('Retry-After'));
    return {
      kind: 'wait',
      problem: { kind: 'status', status },
      ...(retryAfterMs !== undefined && { retryAfterMs }),
    };
  }
  return { kind: 'refused', status, answer };
}

/** Retry-After in seconds or as an HTTP date, bounded; undefined when absent or unreadable. */
export function retryAfter(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const seconds = /^\d+$/.test(header.trim()) ? Number(header.trim()) * 1000 : NaN;
  const ms = Number.isFinite(seconds) ? seconds : Date.parse(header) - now;
  if (!Number.isFinite(ms)) return undefined;
  return Math.min(Math.max(ms, 0), MAX_RETRY_AFTER_MS);
}

/** The wait after `failures` failed attempts: doubling, capped, with half of it random. */
export function backoffMs(failures: number, random = Math.random()): number {
  const full = Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** Math.min(failures, 20));
  return Math.round(full / 2 + (full / 2) * random);
}

let timer: ReturnType<typeof setTimeout> | undefined;

const passes = oneAtATime(sendAll, (waiting, next) => waiting || next);

/**
 * Sends what waits, unless a wait is under way; one sender at a time. The wait's timer, its alarm
 * or "Send now" can come while a pass that read the wait as not yet over is finishing: they get
 * a pass of their own after it (oneAtATime), or the wait would end with nothing sent.
 */
export function deliverEvents(options: { evenIfWaiting?: boolean } = {}): Promise<void> {
  return passes(options.evenIfWaiting === true);
}

async function sendAll(evenIfWaiting: boolean): Promise<void> {
  const state = await readState();
  if (!evenIfWaiting && state.nextAttemptAt !== null && state.nextAttemptAt > Date.now()) {
    return wakeAt(state.nextAttemptAt);
  }
  const { config, secret } = await loadTeamSystem({ waitForPolicy: true });
  let delivered = 0;
  for (;;) {
    const row = await oldestWaiting();
    if (!row) {
      const done = { ...(await readState()), ...IDLE_PROBLEM };
      return saveState(delivered > 0 ? { ...done, lastDeliveredAt: Date.now() } : done);
    }
    if (!config.eventsUrl || !isUrlOf('team', config.eventsUrl))
      return saveState({ ...state, problem: { kind: 'not-set' }, nextAttemptAt: null });
    if (!secret)
      return saveState({ ...state, problem: { kind: 'no-secret' }, nextAttemptAt: null });
    const body = JSON.stringify(row.event);
    const outcome = await post(config.eventsUrl, secret, body, row.event.type);
    if (outcome.kind === 'delivered') {
      await markDelivered(row.seq);
      // The wait is over with the first event taken; after that the state is written once at
      // the end (a day's outbox is tens of thousands of events).
      if (delivered++ === 0) await saveState({ ...(await readState()), ...IDLE_PROBLEM });
      continue;
    }
    if (outcome.kind === 'refused') {
      await markRefused(row, { status: outcome.status, answer: outcome.answer, at: Date.now() });
      continue;
    }
    const current = await readState();
    if (current.problem === null) log.warn('team events wait:', outcome.problem.kind);
    const wait = outcome.retryAfterMs ?? backoffMs(current.failures);
    const nextAttemptAt = Date.now() + wait;
    await saveState({
      ...current,
      failures: current.failures + 1,
      problem: outcome.problem,
      since: current.since ?? Date.now(),
      nextAttemptAt,
    });
    return wakeAt(nextAttemptAt);
  }
}

const IDLE_PROBLEM = { failures: 0, problem: null, since: null, nextAttemptAt: null };

/** A timer while this worker lives, and an alarm in case it stops first. */
async function wakeAt(at: number): Promise<void> {
  clearTimeout(timer);
  const delay = Math.max(0, at - Date.now());
  timer = setTimeout(() => void deliverEvents(), delay);
  await browser.alarms.create(EVENTS_ALARM, { when: at });
}

async function readState(): Promise<DeliveryState> {
  const stored = await deliveryItem.getValue();
  return stored && typeof stored === 'object' ? { ...IDLE, ...stored } : IDLE;
}

function saveState(state: DeliveryState): Promise<void> {
  return deliveryItem.setValue(state);
}
