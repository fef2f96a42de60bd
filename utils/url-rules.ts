/**
 * The three kinds of web address a person types into Dialbridge, each with its one rule. Pure
 * (no browser APIs): settings validation, the options and popup forms, the service client and the
 * host-permission patterns all use these, never a copy. CRM site patterns (utils/sites/fields/patterns.ts)
 * are another meaning and live there.
 *
 * - Service base URL (order confirmation, bridge, dispatch): the token goes there, so https only,
 *   except http to this computer (loopback: nothing crosses a network); no user name or password
 *   (fetch refuses them and the request would fail as "unreachable"); no query or fragment (paths
 *   are appended to it).
 * - Webhook URL (dispatch): the customer's own server, called by the SERVICE with call results; no
 *   token goes there. http or https, a query allowed (`?key=…` is how such endpoints are often
 *   keyed); no user name or password (they would travel to the service in the clear form field);
 *   no fragment (a server never receives one, so it can only be a mistake).
 * - Browser-phone URL: opened in a tab with the customer's number in its query and the agent's
 *   softphone session behind it, so https except on this computer, like the service (plain http
 *   on a network lets anyone on the way read the number or serve a fake softphone); no query or
 *   fragment, because `/integration.php?phone_number=…` is appended to it.
 * - Team-system URL (the events receiver, the do-not-call list): signed events with customers'
 *   numbers go there, and the list decides who is refused, so https except on this computer, like
 *   the service; a query allowed (receivers such as n8n or Zapier are often keyed by one); no user
 *   name or password, no fragment.
 */

import { formErrors } from './i18n/messages/form-errors';
import { MAX_LENGTH } from './limits';

export type UrlKind = 'service' | 'webhook' | 'browserPhone' | 'team';

export type UrlProblem =
  | 'invalid' // not an absolute http(s) address with a host
  | 'insecure' // http to a host that is not this computer
  | 'credentials'
  | 'query'
  | 'fragment'
  | 'too-long';

interface Rule {
  /** http allowed to any host (true) or only to loopback (false). */
  httpAnywhere: boolean;
  query: boolean;
}

const RULES: Record<UrlKind, Rule> = {
  service: { httpAnywhere: false, query: false },
  webhook: { httpAnywhere: true, query: true },
  browserPhone: { httpAnywhere: false, query: false },
  team: { httpAnywhere: false, query: true },
};

const PROBLEMS: readonly UrlProblem[] = [
  'invalid',
  'insecure',
  'credentials',
  'query',
  'fragment',
  'too-long',
];

/**
 * The English sentence for each problem, as the background sends it in field errors. The words
 * live once, in the form errors dictionary (`urlProblem.<problem>`, English and Arabic).
 */
export const URL_PROBLEM_MESSAGES = Object.fromEntries(
  PROBLEMS.map((problem) => [problem, formErrors.en[`urlProblem.${problem}`] ?? problem]),
) as Record<UrlProblem, string>;

/** What is wrong with `value` as an address of `kind`, or null when it is fine. Empty is 'invalid'. */
export function urlProblem(kind: UrlKind, value: string): UrlProblem | null {
  const rule = RULES[kind];
  const text = value.trim();
  if (text.length > MAX_LENGTH.url) return 'too-long';
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return 'invalid';
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname) return 'invalid';
  if (url.username || url.password) return 'credentials';
  if (url.protocol === 'http:' && !rule.httpAnywhere && !isLoopbackHost(url.hostname))
    return 'insecure';
  // A bare "?" or "#" leaves url.search / url.hash empty; the typed text still has it.
  if (url.hash || text.includes('#')) return 'fragment';
  if (!rule.query && (url.search || text.includes('?'))) return 'query';
  return null;
}

export function isUrlOf(kind: UrlKind, value: string): boolean {
  return urlProblem(kind, value) === null;
}

/**
 * This computer, as the URL parser writes it: `localhost`, any 127.x.y.z (all of 127.0.0.0/8 is
 * loopback, RFC 1122) and `[::1]`. Not `*.localhost` nor IPv4-mapped IPv6: narrow on purpose.
 */
export function isLoopbackHost(hostname: string): boolean {
  if (hostname === 'localhost' || hostname === '[::1]') return true;
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname);
}

/**
 * The host-permission pattern for exactly the origin of a service URL, or null when the URL
 * breaks the service rule. Chrome reads a pattern without a port as "every port", so the port is
 * always written (443/80 when the URL has none). Firefox accepts no port in a pattern at all
 * (bug 1362809), so there the pattern is scheme and host.
 */
export function servicePermissionPattern(
  value: string,
  portsInPatterns: boolean,
  kind: 'service' | 'team' = 'service',
): string | null {
  if (!isUrlOf(kind, value)) return null;
  const url = new URL(value.trim());
  if (!portsInPatterns) return `${url.protocol}//${url.hostname}/*`;
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  return `${url.protocol}//${url.hostname}:${port}/*`;
}

/** Chrome writes ports into host patterns; Firefox cannot. */
export const PORTS_IN_PATTERNS = import.meta.env.BROWSER !== 'firefox';

export interface ServiceUrlFields {
  ecommerceUrl: string;
  bridgeUrl: string;
  dispatchUrl: string;
  /** The team's own system (utils/team-system): the background fetches from these too. */
  eventsUrl?: string;
  doNotCallUrl?: string;
}

/**
 * The host patterns to ask for: one per distinct origin among the three service URLs and the
 * team system's two (the browser-phone URL is only opened in a tab, which needs no host
 * permission). Addresses that
 * break the service rule are left out; saving refuses them anyway.
 */
export function servicePermissionPatterns(
  urls: ServiceUrlFields,
  portsInPatterns = PORTS_IN_PATTERNS,
): string[] {
  const patterns = [
    ...[urls.ecommerceUrl, urls.bridgeUrl, urls.dispatchUrl].map((value) =>
      servicePermissionPattern(value, portsInPatterns),
    ),
    ...[urls.eventsUrl ?? '', urls.doNotCallUrl ?? ''].map((value) =>
      servicePermissionPattern(value, portsInPatterns, 'team'),
    ),
  ];
  return [...new Set(patterns.filter((pattern): pattern is string => pattern !== null))];
}
