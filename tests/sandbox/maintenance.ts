// Maintenance mode, switched on and off by tests or over HTTP (/__sandbox/maintenance), the way a
// framework's "down" mode works (Laravel's `artisan down --retry=N`, a load balancer's
// maintenance page): a global middleware answers every service request 503 before routing,
// authentication or the rate limit, with Retry-After when one is set. Nothing is processed.
import type { Exchange } from './exchange';

export interface Maintenance {
  /** Seconds sent as Retry-After; none when absent. */
  retryAfter?: number;
}

export function maintenanceProblem(value: unknown): string | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return 'Maintenance must be a JSON object.';
  const retryAfter = (value as Record<string, unknown>).retryAfter;
  if (retryAfter !== undefined && !(Number.isInteger(retryAfter) && (retryAfter as number) >= 0))
    return 'retryAfter must be a whole number of seconds.';
  return null;
}

export function answerMaintenance(exchange: Exchange, maintenance: Maintenance): void {
  exchange.error(503, 'Service unavailable because of maintenance; try again later.', {
    headers: maintenance.retryAfter !== undefined ? { 'Retry-After': maintenance.retryAfter } : {},
  });
}
