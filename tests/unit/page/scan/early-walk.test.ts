// Whether the walk while the page is parsed has passed the bottom of the screen: told by an
// IntersectionObserver on where the walk paused, any pause below the viewport being enough.
import { parseHTML } from 'linkedom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EarlyWalk } from '../../../../utils/page/scan/early-walk';
import type { WalkTask } from '../../../../utils/page/scan/scan-tasks';

type Answer = (entries: Array<Partial<IntersectionObserverEntry>>) => void;

/** An IntersectionObserver whose answers the test gives, as the browser would after a layout. */
function stubObserver() {
  const observers: Array<{ answer: Answer; targets: Element[]; disconnected: boolean }> = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      private readonly state;
      constructor(answer: Answer) {
        this.state = { answer, targets: [] as Element[], disconnected: false };
        observers.push(this.state);
      }
      observe(target: Element) {
        this.state.targets.push(target);
      }
      disconnect() {
        this.state.disconnected = true;
      }
    },
  );
  return observers;
}

const viewport = { top: 0, bottom: 700 } as DOMRectReadOnly;
const at = (top: number) => ({ top, bottom: top + 20 }) as DOMRectReadOnly;

afterEach(() => vi.unstubAllGlobals());

/** An early walk paused at each of `stops` in turn. */
function pausedAt(covered: () => void, ...stops: Node[]): EarlyWalk {
  const early = new EarlyWalk(covered);
  for (const position of stops) {
    early.task = { position } as WalkTask;
    early.paused();
  }
  return early;
}

describe('EarlyWalk', () => {
  const { document } = parseHTML('<p id="a">055</p><p id="b">056</p>');
  const [a, b] = [document.getElementById('a')!, document.getElementById('b')!];

  it('watches the element of the text node the walk paused at', () => {
    const observers = stubObserver();
    pausedAt(() => {}, a.firstChild!);
    expect(observers[0]!.targets).toEqual([a]);
  });

  it('is covered once any stop lies below the viewport, and then stops watching', () => {
    const observers = stubObserver();
    const covered = vi.fn();
    const early = pausedAt(covered, a.firstChild!, b.firstChild!);
    const { answer } = observers[0]!;
    answer([{ target: a, boundingClientRect: at(300), rootBounds: viewport }]);
    expect(covered).not.toHaveBeenCalled();
    // The older stop's answer comes late; the newer one is below the screen.
    answer([
      { target: a, boundingClientRect: at(300), rootBounds: viewport },
      { target: b, boundingClientRect: at(700), rootBounds: viewport },
    ]);
    expect(covered).toHaveBeenCalledTimes(1);
    expect(early.covered).toBe(true);
    expect(observers[0]!.disconnected).toBe(true);
    answer([{ target: b, boundingClientRect: at(900), rootBounds: viewport }]);
    expect(covered).toHaveBeenCalledTimes(1);
  });

  it('is not covered by a stop on the screen or in a hidden element (an empty box at 0)', () => {
    const observers = stubObserver();
    const covered = vi.fn();
    pausedAt(covered, a.firstChild!);
    observers[0]!.answer([
      { target: a, boundingClientRect: at(680), rootBounds: viewport },
      {
        target: a,
        boundingClientRect: { top: 0, bottom: 0 } as DOMRectReadOnly,
        rootBounds: viewport,
      },
    ]);
    expect(covered).not.toHaveBeenCalled();
  });

  it('asks nothing more once stopped (the document is parsed)', () => {
    const observers = stubObserver();
    const covered = vi.fn();
    pausedAt(covered, a.firstChild!).end();
    observers[0]!.answer([{ target: a, boundingClientRect: at(900), rootBounds: viewport }]);
    expect(covered).not.toHaveBeenCalled();
  });
});
