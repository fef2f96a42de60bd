/**
 * Fetches the team's do-not-call list from its address (background only): at start and every
 * few minutes (an alarm), conditionally (If-None-Match / If-Modified-Since), never following a
 * redirect. A list that cannot be read is refused whole and the last good copy stays in force;
 * the status says what failed and since when.
 */
import { browser } from '#imports';
import { TEAM_LIST_MAX_BYTES } from '../limits';
import { log } from '../log';
import { oneAtATime } from '../one-at-a-time';
import { loadSettings, loadTeamSystem } from '../settings/store';
import { mayReach } from './access';
import { readTeamList } from './list-read';
import {
  dropList,
  keepList,
  listStatusItem,
  storedList,
  type ListProblem,
  type ListStatus,
} from './list-store';

export const LIST_ALARM = 'team-do-not-call-list';
const TIMEOUT_MS = 120_000;

/** 'changed': a new list is in force (bookings may need taking back). */
export type RefreshResult = 'changed' | 'same' | 'failed' | 'none';

/**
 * One read at a time. A call during a read (the address just changed, the alarm) gets the read
 * after it: the one under way may have read the old address.
 */
export const refreshTeamList = oneAtATime<void, RefreshResult>(refresh, () => undefined);

async function refresh(): Promise<RefreshResult> {
  const { config } = await loadTeamSystem({ waitForPolicy: true });
  const url = config.doNotCallUrl;
  if (!url) {
    if (await storedList()) await dropList();
    return 'none';
  }
  const kept = await storedList();
  const sameUrl = kept?.url === url;
  const headers: Record<string, string> = { Accept: 'text/plain, text/csv, */*;q=0.5' };
  if (sameUrl && kept.etag) headers['If-None-Match'] = kept.etag;
  if (sameUrl && kept.lastModified) headers['If-Modified-Since'] = kept.lastModified;
  let response: Response;
  try {
    response = await fetch(url, {
      headers,
      redirect: 'manual',
      credentials: 'omit',
      cache: 'no-store',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    return failed(url, { kind: (await mayReach(url)) ? 'network' : 'no-access' });
  }
  const status = response.status;
  if (response.type === 'opaqueredirect' || (status >= 300 && status < 400 && status !== 304))
    return failed(url, { kind: 'redirect', status });
  if (status === 304 && sameUrl) return succeeded(url, kept.dials.length, kept.readAt, 'same');
  if (!response.ok) return failed(url, { kind: 'status', status });
  const length = Number(response.headers.get('Content-Length') ?? 0);
  if (length > TEAM_LIST_MAX_BYTES) return failed(url, { kind: 'too-big' });
  if (/html|json|xml/i.test(response.headers.get('Content-Type') ?? ''))
    return failed(url, { kind: 'not-text' });
  const text = await response.text().catch(() => null);
  if (text === null) return failed(url, { kind: 'network' });
  if (text.length > TEAM_LIST_MAX_BYTES) return failed(url, { kind: 'too-big' });
  const { defaultCountry } = await loadSettings();
  const reading = await readTeamList(
    text,
    defaultCountry,
    () => new Promise((r) => setTimeout(r, 0)),
  );
  if (!reading.ok) {
    return failed(
      url,
      reading.problem === 'line'
        ? { kind: 'line', line: reading.line, text: reading.text }
        : { kind: reading.problem },
    );
  }
  const now = Date.now();
  await keepList({
    url,
    dials: reading.dials,
    etag: response.headers.get('ETag'),
    lastModified: response.headers.get('Last-Modified'),
    readAt: now,
  });
  return succeeded(url, reading.dials.length, now, 'changed');
}

async function succeeded(
  url: string,
  count: number,
  readAt: number,
  result: RefreshResult,
): Promise<RefreshResult> {
  await listStatusItem.setValue({
    url,
    count,
    readAt,
    checkedAt: Date.now(),
    problem: null,
    since: null,
  });
  return result;
}

async function failed(url: string, problem: ListProblem): Promise<RefreshResult> {
  const kept = await storedList();
  const before: ListStatus | null = await listStatusItem.getValue();
  if (!before?.problem) log.warn('the team do-not-call list could not be read:', problem.kind);
  await listStatusItem.setValue({
    url,
    count: kept?.dials.length ?? 0,
    readAt: kept?.readAt ?? null,
    checkedAt: before?.checkedAt ?? null,
    problem,
    since: before?.problem ? (before.since ?? Date.now()) : Date.now(),
  });
  return 'failed';
}

/** Whether the list's address changed or its period passed since the last check. */
export async function teamListDue(now = Date.now()): Promise<boolean> {
  const { config } = await loadTeamSystem();
  const status = await listStatusItem.getValue();
  if (!config.doNotCallUrl) return status !== null;
  if (!status || status.url !== config.doNotCallUrl || status.problem) return true;
  const last = status.checkedAt ?? 0;
  return now - last >= config.doNotCallRefreshMinutes * 60_000;
}

/** The refresh alarm at the period in force (or none without an address). */
export async function scheduleTeamList(): Promise<void> {
  const { config } = await loadTeamSystem();
  if (!config.doNotCallUrl) {
    await browser.alarms.clear(LIST_ALARM);
    return;
  }
  const existing = await browser.alarms.get(LIST_ALARM);
  if (existing?.periodInMinutes === config.doNotCallRefreshMinutes) return;
  await browser.alarms.create(LIST_ALARM, {
    delayInMinutes: config.doNotCallRefreshMinutes,
    periodInMinutes: config.doNotCallRefreshMinutes,
  });
}
