// Events out, at a real HTTP receiver that checks every signature: delivered once each, in the
// order they happened; kept through an outage and sent after it; a refused one set aside with
// the receiver's answer while the rest go on; never following a redirect.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { teamSystemItem } from '../../../utils/settings/store';
import {
  backoffMs,
  deliverEvents,
  deliveryItem,
  retryAfter,
} from '../../../utils/team-system/delivery';
import { emitCallChanges } from '../../../utils/team-system/emit';
import type { TeamEvent } from '../../../utils/team-system/events';
import { enqueueEvents, outboxCounts, refusedEvents } from '../../../utils/team-system/outbox';
import type { TeamReceiver } from '../../sandbox/team-receiver';
import { receiverForEachTest } from './helpers';

let receiver: TeamReceiver;
receiverForEachTest((started) => (receiver = started));

let next = 0;
function event(type: TeamEvent['type'] = 'call.placed', number = '+966551234567'): TeamEvent {
  next++;
  return {
    id: `event-${next}`,
    type,
    occurredAt: '2026-11-29T10:00:00.000+03:00',
    agent: { name: 'Agent Amal', number: '+966500000001' },
    customer: { number },
    source: { surface: 'popup' },
  };
}

describe('deliverEvents', () => {
  it('posts each event once, signed, in the order it happened, and empties the outbox', async () => {
    const events = [event('call.scheduled'), event('call.updated'), event('call.cancelled')];
    await enqueueEvents(events);
    await deliverEvents();
    expect(receiver.badSignatures).toBe(0);
    expect(receiver.events.map((received) => received.id)).toEqual(events.map((e) => e.id));
    expect(await outboxCounts()).toEqual({ waiting: 0, refused: 0 });
    expect((await deliveryItem.getValue()).lastDeliveredAt).not.toBeNull();
  });

  it('keeps everything through a 503 and a refused connection, then sends it all, in order', async () => {
    receiver.setMode({ kind: 'unavailable', retryAfterSeconds: 120 });
    await enqueueEvents([event(), event()]);
    const before = Date.now();
    await deliverEvents();
    let state = await deliveryItem.getValue();
    expect(state.problem).toEqual({ kind: 'status', status: 503 });
    // Retry-After: 120 is honoured.
    expect(state.nextAttemptAt).toBeGreaterThanOrEqual(before + 119_000);
    expect(await outboxCounts()).toEqual({ waiting: 2, refused: 0 });
    await receiver.down();
    await enqueueEvents([event()]);
    await deliverEvents({ evenIfWaiting: true });
    state = await deliveryItem.getValue();
    expect(state.problem).toEqual({ kind: 'network' });
    expect(state.failures).toBe(2);
    expect(await outboxCounts()).toEqual({ waiting: 3, refused: 0 });
    await receiver.up();
    receiver.setMode({ kind: 'ok' });
    await deliverEvents({ evenIfWaiting: true });
    expect(receiver.events.map((received) => received.id)).toEqual([
      `event-${next - 2}`,
      `event-${next - 1}`,
      `event-${next}`,
    ]);
    expect((await deliveryItem.getValue()).problem).toBeNull();
  });

  it('does not try again before the wait ends, unless asked', async () => {
    receiver.setMode({ kind: 'unavailable', retryAfterSeconds: 600 });
    await enqueueEvents([event()]);
    await deliverEvents();
    const attempts = receiver.attempts;
    receiver.setMode({ kind: 'ok' });
    await deliverEvents();
    expect(receiver.attempts).toBe(attempts);
    await deliverEvents({ evenIfWaiting: true });
    expect(receiver.events).toHaveLength(1);
  });

  it('a wake-up that comes while a pass is finishing is not lost: another pass follows', async () => {
    // The wait's own timer, its alarm or "Send now" can arrive while a pass that found the wait
    // not yet over is still writing its alarm; that pass must not answer for them.
    receiver.setMode({ kind: 'unavailable', retryAfterSeconds: 600 });
    await enqueueEvents([event()]);
    await deliverEvents();
    receiver.setMode({ kind: 'ok' });
    const waiting = deliverEvents();
    const sendNow = deliverEvents({ evenIfWaiting: true });
    await Promise.all([waiting, sendNow]);
    expect(receiver.events).toHaveLength(1);
    expect((await deliveryItem.getValue()).problem).toBeNull();
  });

  it('sets a refused event aside with its answer and sends the ones after it', async () => {
    receiver.setMode({ kind: 'refuse', type: 'call.outcome' });
    await enqueueEvents([event('call.placed'), event('call.outcome'), event('call.status')]);
    await deliverEvents();
    expect(receiver.events.map((received) => received.type)).toEqual([
      'call.placed',
      'call.status',
    ]);
    const [refused, ...others] = await refusedEvents(10);
    expect(others).toEqual([]);
    expect(refused!.event.type).toBe('call.outcome');
    expect(refused!.refused).toMatchObject({
      status: 422,
      answer: 'we do not take call.outcome events',
    });
  });

  it('never follows a redirect: the event waits and the reason says so', async () => {
    let followed = 0;
    const target = createServer((_request, response) => {
      followed++;
      response.end('ok');
    });
    await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
    const redirector = createServer((_request, response) => {
      response.writeHead(307, {
        Location: `http://127.0.0.1:${(target.address() as AddressInfo).port}/`,
      });
      response.end();
    });
    await new Promise<void>((resolve) => redirector.listen(0, '127.0.0.1', resolve));
    await teamSystemItem.setValue({
      eventsUrl: `http://127.0.0.1:${(redirector.address() as AddressInfo).port}/events`,
      doNotCallUrl: '',
      doNotCallRefreshMinutes: 5,
    });
    await enqueueEvents([event()]);
    await deliverEvents();
    expect(followed).toBe(0);
    expect((await deliveryItem.getValue()).problem).toEqual({ kind: 'redirect', status: 307 });
    expect(await outboxCounts()).toEqual({ waiting: 1, refused: 0 });
    target.close();
    redirector.close();
  });

  it('tells a refused permission apart from an outage: the agent must allow the address', async () => {
    const contains = vi
      .spyOn(fakeBrowser.permissions, 'contains')
      .mockImplementation((async () => false) as never);
    await receiver.down();
    await enqueueEvents([event()]);
    await deliverEvents();
    expect((await deliveryItem.getValue()).problem).toEqual({ kind: 'no-access' });
    contains.mockImplementation((async () => true) as never);
    await deliverEvents({ evenIfWaiting: true });
    expect((await deliveryItem.getValue()).problem).toEqual({ kind: 'network' });
    expect(await outboxCounts()).toEqual({ waiting: 1, refused: 0 });
  });

  it('collects nothing while no events address is set', async () => {
    await teamSystemItem.setValue({ eventsUrl: '', doNotCallUrl: '', doNotCallRefreshMinutes: 5 });
    await emitCallChanges(
      [],
      [
        {
          callId: 'c1',
          callFlowId: 'f',
          agent: { name: '', number: '966500000001' },
          customer: { name: '', number: '966551234567' },
          durationMinutes: 10,
          callTime: null,
          scheduledAt: null,
          createdAt: Date.now(),
          origin: 'popup',
          state: 'calling',
          status: null,
          checkedAt: null,
          lastError: null,
          notified: false,
        },
      ],
    );
    expect(await outboxCounts()).toEqual({ waiting: 0, refused: 0 });
  });
});

describe('the waits', () => {
  it('double from two seconds to five minutes, half of each random', () => {
    expect(backoffMs(0, 0)).toBe(1000);
    expect(backoffMs(0, 1)).toBe(2000);
    expect(backoffMs(3, 1)).toBe(16_000);
    expect(backoffMs(30, 1)).toBe(300_000);
    expect(backoffMs(30, 0)).toBe(150_000);
  });

  it('read Retry-After in seconds or as a date, at most an hour', () => {
    const now = Date.UTC(2026, 10, 29, 9, 0, 0);
    expect(retryAfter('30', now)).toBe(30_000);
    expect(retryAfter(new Date(now + 90_000).toUTCString(), now)).toBe(90_000);
    expect(retryAfter('86400', now)).toBe(3_600_000);
    expect(retryAfter('soon', now)).toBeUndefined();
    expect(retryAfter(null, now)).toBeUndefined();
  });
});

describe('a day offline', () => {
  it('keeps five thousand events through the outage and sends them all, once each, in order', async () => {
    await receiver.down();
    const events = Array.from({ length: 5_000 }, (_, i) =>
      event('call.status', `+96655${String(i).padStart(7, '0')}`),
    );
    for (let i = 0; i < events.length; i += 500) await enqueueEvents(events.slice(i, i + 500));
    await deliverEvents();
    expect(await outboxCounts()).toEqual({ waiting: 5_000, refused: 0 });
    await receiver.up();
    await deliverEvents({ evenIfWaiting: true });
    expect(receiver.events.map((received) => received.id)).toEqual(events.map((e) => e.id));
    expect(await outboxCounts()).toEqual({ waiting: 0, refused: 0 });
    expect((await deliveryItem.getValue()).lastDeliveredAt).not.toBeNull();
  }, 120_000);
});
