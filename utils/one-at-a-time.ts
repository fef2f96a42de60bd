/**
 * `task` run one at a time, with no call lost. A call while a run is under way does not take
 * that run's answer (the run may have read its inputs before the call's reason arose: a wait
 * that just ended, a changed address, "Send now"); it gets the run that starts when the current
 * one ends. The calls made meanwhile share that next run, their arguments folded into one.
 */
export function oneAtATime<A, R>(
  task: (arg: A) => Promise<R>,
  fold: (waiting: A, next: A) => A,
): (arg: A) => Promise<R> {
  let current: Promise<R> | null = null;
  let waiting: { arg: A; run: Promise<R>; start: (run: Promise<R>) => void } | null = null;

  function start(arg: A): Promise<R> {
    const run = task(arg).finally(() => {
      const next = waiting;
      waiting = null;
      current = null;
      if (next) next.start(start(next.arg));
    });
    current = run;
    return run;
  }

  return (arg) => {
    if (!current) return start(arg);
    if (waiting) {
      waiting.arg = fold(waiting.arg, arg);
      return waiting.run;
    }
    let begin!: (run: Promise<R>) => void;
    const run = new Promise<R>((resolve) => {
      begin = resolve;
    });
    waiting = { arg, run, start: begin };
    return run;
  };
}
