// Bridged calls and their lifecycle. A call is 'scheduled' until it is due (now, or when its
// call_time comes), then after placeAfterMs it is 'placed' and the first recipient rings; after
// answerAfterMs that recipient answers (or not); if answered the call is 'in_progress' and the
// second recipient rings for answerAfterMs; both answered → 'completed' after endAfterMs,
// either not answered → 'failed'. A number ending in 000 never answers.
import { randomUUID } from 'node:crypto';
import type { ZoneClock } from './clock';
import type { BridgeCallStatus, RecipientStatus, SandboxCall } from './types';

export interface BridgeTiming {
  placeAfterMs: number;
  answerAfterMs: number;
  endAfterMs: number;
}

const TICK_MS = 250;

export const answers = (number: string): boolean => !number.endsWith('000');

export class BridgeCalls {
  readonly calls = new Map<string, SandboxCall>();
  /** Pending lifecycle timers per call id; a call with an entry here is due or running. */
  private readonly timers = new Map<string, Set<NodeJS.Timeout>>();
  private readonly ticker: NodeJS.Timeout;

  constructor(
    private readonly timing: BridgeTiming,
    private readonly clock: ZoneClock,
    private readonly callerId: string,
  ) {
    this.ticker = setInterval(() => this.startDueCalls(), TICK_MS);
    this.ticker.unref();
  }

  create(fields: Record<string, string>): SandboxCall {
    const now = Date.now();
    const call: SandboxCall = {
      id: randomUUID(),
      ...this.fieldsOf(fields),
      actualDateTime: '',
      callStatus: 'scheduled',
      firstRecipientStatus: '',
      secondRecipientStatus: '',
      createdAt: now,
      updatedAt: now,
      deletedAt: null,
      history: [{ callStatus: 'scheduled', at: now }],
    };
    this.calls.set(call.id, call);
    if (this.isDue(call)) this.start(call);
    return call;
  }

  /** Only a 'scheduled' call may be edited; the caller checks that first. */
  edit(call: SandboxCall, fields: Record<string, string>): void {
    this.stop(call.id);
    Object.assign(call, this.fieldsOf(fields), { updatedAt: Date.now() });
    if (this.isDue(call)) this.start(call);
  }

  /** Only a 'scheduled' call may be deleted; the caller checks that first. */
  remove(call: SandboxCall): void {
    this.stop(call.id);
    call.deletedAt = Date.now();
    call.updatedAt = call.deletedAt;
  }

  /** The callStatus object of section 2.4, every field present. */
  statusRecord(call: SandboxCall): Record<string, string> {
    return {
      scheduledDateTime: call.scheduledDateTime,
      actualDateTime: call.actualDateTime,
      callDuration: `${call.duration} Minutes`,
      callerId: this.callerId,
      firstRecipientName: call.firstCalleeName,
      firstRecipientNumber: call.firstCalleeNumber,
      firstRecipientStatus: call.firstRecipientStatus,
      secondRecipientName: call.secondCalleeName,
      secondRecipientNumber: call.secondCalleeNumber,
      secondRecipientStatus: call.secondRecipientStatus,
      callStatus: call.callStatus,
      callId: call.id,
    };
  }

  reset(): void {
    for (const id of [...this.timers.keys()]) this.stop(id);
    this.calls.clear();
  }

  close(): void {
    clearInterval(this.ticker);
    this.reset();
  }

  private fieldsOf(fields: Record<string, string>) {
    const callTime = fields.call_time ? fields.call_time : null;
    return {
      callFlowId: fields.call_flow_id ?? '',
      fields: { ...fields },
      firstCalleeName: fields.first_callee_name ?? '',
      firstCalleeNumber: fields.first_callee_number ?? '',
      secondCalleeName: fields.second_callee_name ?? '',
      secondCalleeNumber: fields.second_callee_number ?? '',
      duration: Number(fields.duration),
      callTime,
      scheduledDateTime: callTime ?? this.clock(),
    };
  }

  /** Due: no call_time, or a call_time not later than now in the sandbox zone. */
  private isDue(call: SandboxCall): boolean {
    return call.callTime === null || call.callTime <= this.clock();
  }

  private startDueCalls(): void {
    for (const call of this.calls.values()) {
      if (
        call.callStatus === 'scheduled' &&
        call.deletedAt === null &&
        !this.timers.has(call.id) &&
        this.isDue(call)
      )
        this.start(call);
    }
  }

  private start(call: SandboxCall): void {
    this.timers.set(call.id, new Set());
    const place = () => {
      call.actualDateTime = this.clock();
      this.move(call, 'placed');
      this.after(call, this.timing.answerAfterMs, () => this.firstDecides(call));
    };
    if (this.timing.placeAfterMs <= 0) place();
    else this.after(call, this.timing.placeAfterMs, place);
  }

  private firstDecides(call: SandboxCall): void {
    if (!answers(call.firstCalleeNumber)) {
      this.settle(call, 'firstRecipientStatus', 'not_answered', 'failed');
      return;
    }
    this.settle(call, 'firstRecipientStatus', 'answered', 'in_progress');
    this.after(call, this.timing.answerAfterMs, () => {
      if (!answers(call.secondCalleeNumber)) {
        this.settle(call, 'secondRecipientStatus', 'not_answered', 'failed');
        return;
      }
      this.settle(call, 'secondRecipientStatus', 'answered', 'in_progress');
      this.after(call, this.timing.endAfterMs, () => this.move(call, 'completed'));
    });
  }

  private settle(
    call: SandboxCall,
    recipient: 'firstRecipientStatus' | 'secondRecipientStatus',
    outcome: RecipientStatus,
    callStatus: BridgeCallStatus,
  ): void {
    call[recipient] = outcome;
    this.move(call, callStatus);
  }

  private move(call: SandboxCall, callStatus: BridgeCallStatus): void {
    const at = Date.now();
    call.updatedAt = at;
    if (call.callStatus !== callStatus) call.history.push({ callStatus, at });
    call.callStatus = callStatus;
    if (callStatus === 'completed' || callStatus === 'failed') this.timers.delete(call.id);
  }

  private after(call: SandboxCall, ms: number, step: () => void): void {
    const pending = this.timers.get(call.id);
    if (!pending) return;
    const timer = setTimeout(() => {
      pending.delete(timer);
      step();
    }, ms);
    timer.unref();
    pending.add(timer);
  }

  private stop(id: string): void {
    for (const timer of this.timers.get(id) ?? []) clearTimeout(timer);
    this.timers.delete(id);
  }
}
