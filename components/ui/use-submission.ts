/**
 * One submission at a time. The guard is a ref, not state: two clicks in the same frame both see
 * `busy === false` in state, but only the first passes the ref, so a call is never sent twice.
 */
import { useRef, useState } from 'preact/hooks';
import type { ErrorInfo, Reply } from '../../utils/errors';

export interface Submission {
  busy: boolean;
  error: ErrorInfo | null;
  setError: (error: ErrorInfo | null) => void;
  /** Runs `task` unless one is already running (then returns null without running it). */
  run: <T>(task: () => Promise<Reply<T>>) => Promise<Reply<T> | null>;
}

export function useSubmission(): Submission {
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ErrorInfo | null>(null);

  async function run<T>(task: () => Promise<Reply<T>>): Promise<Reply<T> | null> {
    if (running.current) return null;
    running.current = true;
    setBusy(true);
    setError(null);
    try {
      const reply = await task();
      if (!reply.ok) setError(reply.error);
      return reply;
    } finally {
      running.current = false;
      setBusy(false);
    }
  }

  return { busy, error, setError, run };
}
