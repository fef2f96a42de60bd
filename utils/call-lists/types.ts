/**
 * A call list: customers bridged with the agent one after another (issue 11, item 2). Types only
 * (no zod): the Call lists page imports these; the background parses everything it gets
 * (utils/call-lists/message-schemas.ts) and owns the stored list (./store.ts).
 */
import type { ErrorInfo } from '../errors';
import type { CallPhase } from '../calls/records/state';
import type { CallOutcome, CallState } from '../calls/records/types';

export type ListSource = 'page' | 'text' | 'file';

/** What the agent marks after a call; '' = not marked yet. */
export type ListOutcome = '' | CallOutcome;
export const LIST_OUTCOMES: readonly Exclude<ListOutcome, ''>[] = [
  'reached',
  'no-answer',
  'wrong-number',
  'call-back',
  'do-not-call',
];

/**
 * waiting: not called yet. placing: the create was recorded as an attempt and sent, no answer
 * yet. calling: the service took it (callId). ended: the call reached a final state, or the agent
 * said an unsure attempt went through. skipped: the agent chose not to call. failed: the service
 * refused the create (nothing placed). unsure: sent, but no answer says whether it was placed —
 * the agent decides, never a silent second bridge.
 */
export type EntryStatus =
  'waiting' | 'placing' | 'calling' | 'ended' | 'skipped' | 'failed' | 'unsure';

export interface ListEntry {
  id: string;
  /** Country code + national number, digits only. */
  dial: string;
  /** As the agent's source wrote it (the first of merged duplicates). */
  text: string;
  name: string;
  /** Epoch ms of the last recorded call to this number today, when the list was made. */
  calledTodayAt: number | null;
  status: EntryStatus;
  callId: string | null;
  callState: CallState | null;
  /** Where a running call stands (your phone ringing, the customer's, connected), as elsewhere. */
  phase?: CallPhase;
  error: ErrorInfo | null;
  outcome: ListOutcome;
  note: string;
  /**
   * The bridge booked by a "Call back" outcome: one per entry, never a second by accident.
   * callId '' while the booking is under way, or when the service never answered (it may exist).
   */
  callBack?: { callId: string; at: number };
  /**
   * The agent said an unsure attempt did not go through and chose to call again: the next create
   * skips the duplicate-call check that the unsure attempt would otherwise trip.
   */
  repeat?: true;
  /** Put back by "Call the not answered again": its next create does not ask about today's call. */
  againToday?: true;
}

/**
 * ready: made, not started. running: calls are placed one after another. paused: by the agent,
 * or by Dialbridge (`pausedBecause`). stopped: ended by the agent before the end. done: nobody
 * left to call.
 */
export type ListState = 'ready' | 'running' | 'paused' | 'stopped' | 'done';

/**
 * Why Dialbridge paused a list. unsure: it stopped while a call was being placed; unreachable:
 * the service gave no answer (no network, a timeout, an unreadable reply), so the call may or
 * may not have been placed; failed: the service refused it.
 */
export type PauseReason = 'agent' | 'restart' | 'unsure' | 'unreachable' | 'failed' | 'hours';

export interface CallList {
  id: string;
  createdAt: number;
  source: ListSource;
  entries: ListEntry[];
  /** How many entries were dropped as the same number as an earlier one. */
  duplicatesMerged: number;
  /** How many lines or rows held no callable number. */
  refused: number;
  state: ListState;
  pausedBecause: PauseReason | null;
  /** 'hours': when the team's calling hours allow the next call (epoch ms; null: not this month). */
  resumeAt?: number | null;
  /** Seconds between the end of one call and the next; null = the agent clicks Next. */
  pauseSeconds: number | null;
  /** Index of the entry being called or last called; null before the first. */
  current: number | null;
  /** When the next call starts (epoch ms); null while a call runs or the agent's Next is awaited. */
  nextAt: number | null;
}

/** A candidate the page made from its source: number as written, name beside it. */
export interface ListCandidate {
  number: string;
  name: string;
}

/** Which columns of a file hold the phone number and the name (header names). */
export interface ListColumns {
  phone: string;
  name: string;
}

/** A number the popup or the context menu found on a page, handed to the Call lists page. */
export interface HandedNumber {
  text: string;
  dial: string;
  name?: string;
}

export type ListAction =
  | 'start'
  | 'pause'
  | 'resume'
  | 'stop'
  | 'next'
  | 'skip'
  | 'retry'
  | 'retryNotAnswered'
  | 'discard'
  | 'setPause';
