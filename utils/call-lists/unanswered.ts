/** Which entries "Retry not answered" takes: pure, shared by the background and the page. */
import type { ListEntry } from './types';

/** A call that ended without the customer: not answered, failed, or marked "No answer". */
export function wentUnanswered(entry: ListEntry): boolean {
  if (entry.status !== 'ended') return false;
  return (
    entry.outcome === 'no-answer' ||
    entry.callState === 'not_answered' ||
    entry.callState === 'failed'
  );
}
