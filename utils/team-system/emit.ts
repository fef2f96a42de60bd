/**
 * Where events enter the outbox (background only). Nothing is collected while no events address
 * is in force: turning events on later does not send what happened before. A failure to write an
 * event never stops the call it describes (the call has happened); it is logged by its kind.
 */
import type { CallRecord, CallSurface } from '../calls/records/types';
import { log } from '../log';
import { loadSettings, loadTeamSystem } from '../settings/store';
import { deliverEvents } from './delivery';
import {
  callEvent,
  eventsFromChange,
  objectionEvent,
  type EventContext,
  type TeamEvent,
} from './events';
import { enqueueEvents } from './outbox';

async function emit(build: (context: EventContext) => TeamEvent[]): Promise<void> {
  try {
    const { config } = await loadTeamSystem();
    if (!config.eventsUrl) return;
    const settings = await loadSettings();
    const events = build({
      agent: { name: settings.agentName, number: settings.agentNumber },
      now: Date.now(),
      newId: () => crypto.randomUUID(),
    });
    if (events.length === 0) return;
    await enqueueEvents(events);
  } catch (error) {
    log.error('recording team events failed:', error instanceof Error ? error.name : typeof error);
    return;
  }
  void deliverEvents().catch(() => undefined);
}

/** The history changed: its calls placed, booked, changed, refused or marked become events. */
export function emitCallChanges(
  before: readonly CallRecord[],
  after: readonly CallRecord[],
): Promise<void> {
  return emit((context) => eventsFromChange(before, after, context));
}

/** A bulk run's row the service queued (or may have: 'unknown'). */
export function emitBulkRow(row: {
  runId: string;
  index: number;
  dial: string;
  orderNumber: string;
  state: 'queued' | 'unknown';
}): Promise<void> {
  return emit((context) => {
    const record: CallRecord = {
      callId: `${row.runId}.${row.index}`,
      callFlowId: '',
      agent: { name: '', number: '' },
      customer: { name: '', number: row.dial },
      durationMinutes: 0,
      callTime: null,
      scheduledAt: null,
      createdAt: context.now,
      origin: 'list',
      surface: 'bulk-run',
      kind: 'order',
      orderNumber: row.orderNumber,
      state: row.state === 'queued' ? 'sent' : 'unknown',
      status: null,
      checkedAt: null,
      lastError: null,
      notified: true,
    };
    const event = callEvent('order.queued', record, context, context.now);
    return [{ ...event, call: { ...event.call!, runId: row.runId } }];
  });
}

/** The customer asked not to be called again, or the agent took that back a moment later. */
export function emitObjection(
  dial: string,
  type: 'customer.objected' | 'customer.objection-undone',
  from: { surface: CallSurface; pageOrigin?: string },
): Promise<void> {
  return emit((context) => [objectionEvent(dial, type, from, context)]);
}
