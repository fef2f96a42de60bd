// Dispatched calls (4.6) and their webhook callbacks (section 6), sent as real HTTP GETs: a
// GetDigits key press (only when the callee answers) and then a CDR. Webhook failures are
// recorded and logged, never retried (the interface does not say; see README).
import { randomUUID } from 'node:crypto';
import { answers } from './bridge-calls';
import type { SandboxDispatch, WebhookDelivery } from './types';

export interface DispatchTiming {
  digitsAfterMs: number;
  cdrAfterMs: number;
}

const WEBHOOK_TIMEOUT_MS = 5_000;

export class Dispatcher {
  readonly dispatches: SandboxDispatch[] = [];
  private readonly timers = new Set<NodeJS.Timeout>();
  private aborts = new AbortController();

  constructor(
    private readonly timing: DispatchTiming,
    private readonly log: (line: string) => void,
  ) {}

  dispatch(fields: Record<string, string>): SandboxDispatch {
    const phone = fields.phone ?? '';
    const dispatch: SandboxDispatch = {
      callId: randomUUID(),
      phone,
      number1: fields.number_1 ?? '',
      number2: fields.number_2 ?? '',
      webhook: fields.webhook ?? '',
      disposition: answers(phone) ? 'Answered' : 'Failed',
      deliveries: [],
      at: Date.now(),
    };
    this.dispatches.push(dispatch);
    // The CDR waits for the key press to be delivered, so a webhook always sees them in order.
    let keyPress: Promise<void> = Promise.resolve();
    if (dispatch.disposition === 'Answered')
      keyPress = this.later(this.timing.digitsAfterMs, () =>
        this.deliver(dispatch, 'GetDigits', { clicked: '1' }),
      );
    void this.later(this.timing.cdrAfterMs, async () => {
      await keyPress;
      await this.deliver(dispatch, 'CDR', { disposition: dispatch.disposition, to: phone });
    });
    return dispatch;
  }

  reset(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    this.aborts.abort();
    this.aborts = new AbortController();
    this.dispatches.length = 0;
  }

  close(): void {
    this.reset();
  }

  /** Runs `step` after `ms`; the promise settles when it has run (never, after a reset). */
  private later(ms: number, step: () => Promise<void>): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.timers.delete(timer);
        void step().finally(resolve);
      }, ms);
      timer.unref();
      this.timers.add(timer);
    });
  }

  /** Adds the callback's parameters to the webhook URL, keeping its own query string. */
  private async deliver(
    dispatch: SandboxDispatch,
    action: WebhookDelivery['action'],
    params: Record<string, string>,
  ): Promise<void> {
    const url = new URL(dispatch.webhook);
    url.searchParams.set('action', action);
    url.searchParams.set('callId', dispatch.callId);
    for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
    const delivery: WebhookDelivery = {
      callId: dispatch.callId,
      action,
      url: url.href,
      status: 0,
      at: Date.now(),
    };
    dispatch.deliveries.push(delivery);
    try {
      const signal = AbortSignal.any([this.aborts.signal, AbortSignal.timeout(WEBHOOK_TIMEOUT_MS)]);
      const response = await fetch(url, { method: 'GET', redirect: 'manual', signal });
      delivery.status = response.status;
      await response.body?.cancel();
      this.log(`webhook ${action} ${url.origin}${url.pathname} -> ${response.status}`);
    } catch (error) {
      delivery.error = error instanceof Error ? error.message : String(error);
      this.log(`webhook ${action} ${url.origin}${url.pathname} failed: ${delivery.error}`);
    }
  }
}
