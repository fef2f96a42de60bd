import { describe, expect, it } from 'vitest';
import { oneAtATime } from '../../utils/one-at-a-time';

/** A task whose runs the test ends by hand, recording each run's argument. */
function heldTask() {
  const runs: string[] = [];
  const ends: Array<(value: string) => void> = [];
  const task = (arg: string) =>
    new Promise<string>((resolve) => {
      runs.push(arg);
      ends.push(resolve);
    });
  return { runs, ends, task };
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('oneAtATime', () => {
  it('never runs two at once; the calls made during a run share one run after it, folded', async () => {
    const { runs, ends, task } = heldTask();
    const call = oneAtATime(task, (waiting, next) => `${waiting}+${next}`);
    const first = call('a');
    const second = call('b');
    const third = call('c');
    await settle();
    expect(runs).toEqual(['a']);
    ends[0]!('done a');
    await settle();
    expect(runs).toEqual(['a', 'b+c']);
    ends[1]!('done b+c');
    expect(await first).toBe('done a');
    expect(await second).toBe('done b+c');
    expect(await third).toBe('done b+c');
  });

  it('a call after the last run ended starts a run at once', async () => {
    const { runs, ends, task } = heldTask();
    const call = oneAtATime(task, (_waiting, next) => next);
    const first = call('a');
    ends[0]!('done a');
    await first;
    void call('b');
    expect(runs).toEqual(['a', 'b']);
  });

  it('a run that fails still starts the one asked for meanwhile, and each caller gets its own answer', async () => {
    let failNext = true;
    const call = oneAtATime(
      (arg: string) =>
        failNext
          ? ((failNext = false), Promise.reject(new Error(`failed ${arg}`)))
          : Promise.resolve(`done ${arg}`),
      (_waiting, next) => next,
    );
    const first = call('a');
    const second = call('b');
    await expect(first).rejects.toThrow('failed a');
    expect(await second).toBe('done b');
  });
});
