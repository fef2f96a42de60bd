// The click guard's decision: a click on our control is the person's only when the control has
// been seen whole and still, did not move, the host looks pinned, and the pointer or the keys came
// into it as a person's do. What the browser measures (IntersectionObserver v2's visibility, the
// control's box, the element under the click, the host's computed styles) stands in here and is
// set by each test; the attacks themselves run in real Chromium (page-hostile*.spec.ts).
import { parseHTML } from 'linkedom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ClickGuard } from '../../../../utils/page/overlay/click-guard';
import type { OverlayHost } from '../../../../utils/page/overlay/host';
import { presentedAsPinned } from '../../../../utils/page/overlay/presentation';
import type { PersonInput } from '../../../../utils/page/overlay/person-input';
import { dispatchAsBrowser } from '../browser-event';

vi.mock('../../../../utils/page/overlay/presentation', () => ({ presentedAsPinned: vi.fn() }));
const pinned = vi.mocked(presentedAsPinned);

const STILL = 300;

function setUp() {
  const { document } = parseHTML('<!doctype html><html><body><p>page</p></body></html>');
  const hostElement = document.createElement('div');
  const container = document.createElement('div');
  document.documentElement.append(hostElement);
  const box = { x: 100, y: 50 };
  container.getBoundingClientRect = () => ({ ...box }) as DOMRect;
  let under: Element = hostElement;
  document.elementFromPoint = () => under;
  let tampered = 0;
  const tamperListeners: Array<() => void> = [];
  const host = {
    host: hostElement,
    lastTampered: () => tampered,
    onTampered: (listener: () => void) => tamperListeners.push(listener),
  } as unknown as OverlayHost;
  let byKey = false;
  const input = { navigatedByKey: () => byKey } as unknown as PersonInput;
  let report: (entries: object[]) => void = () => undefined;
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: (entries: object[]) => void) {
        report = callback;
      }
      observe() {}
      disconnect() {}
    },
  );
  const guard = new ClickGuard(container, host, input, new AbortController().signal, STILL);

  const fire = (target: Node, type: string, path: EventTarget, trusted = true) =>
    dispatchAsBrowser(target, type, { path, trusted, bubbles: true });
  /** The browser reports the control seen whole and unobstructed (or not). */
  const seen = (visible = true) =>
    report([{ isIntersecting: true, intersectionRatio: 1, isVisible: visible }]);
  return {
    guard,
    container,
    seen,
    /** The control placed, then seen whole and still for its still time. */
    shownStill: (pointerOutside: boolean) => {
      guard.placed(pointerOutside);
      seen();
      vi.advanceTimersByTime(STILL);
    },
    /** The pointer moves over the page outside our host. */
    pointerOnPage: (trusted = true) => fire(document.body, 'pointermove', document.body, trusted),
    /** The pointer moves over the control (inside our host). */
    pointerIntoControl: (trusted = true) => fire(container, 'pointermove', hostElement, trusted),
    focusIn: (trusted = true) => fire(container, 'focusin', container, trusted),
    click: () => guard.refusal({ detail: 1, clientX: 110, clientY: 60 } as MouseEvent),
    keyPress: () => guard.refusal({ detail: 0, clientX: 0, clientY: 0 } as MouseEvent),
    move: (x: number) => (box.x = x),
    clickLandsOn: (element: Element) => (under = element),
    page: document.body,
    pressKeys: () => (byKey = true),
    tamper: () => {
      tampered = performance.now();
      tamperListeners.forEach((listener) => listener());
    },
  };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
  pinned.mockReset().mockReturnValue(true);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('ClickGuard', () => {
  it('takes a pointer click only once the control has been seen whole and still for its still time', () => {
    const c = setUp();
    c.guard.placed(true);
    c.pointerIntoControl();
    // Just placed, not reported seen yet: too early, as the person is told.
    expect(c.click()).toBe('wait');
    c.seen();
    expect(c.click()).toBe('wait');
    expect(c.container.hasAttribute('data-ready')).toBe(false);
    vi.advanceTimersByTime(STILL);
    expect(c.container.hasAttribute('data-ready')).toBe(true);
    expect(c.click()).toBeNull();
  });

  it('a control never reported seen, placed longer ago than its still time, is covered', () => {
    const c = setUp();
    c.guard.placed(true);
    c.pointerIntoControl();
    vi.advanceTimersByTime(STILL);
    expect(c.click()).toBe('covered');
  });

  it('starts the still time again when the control is hidden, covered or the page touches the host', () => {
    const c = setUp();
    c.shownStill(true);
    c.pointerIntoControl();
    c.seen(false);
    expect(c.click()).toBe('covered');
    expect(c.container.hasAttribute('data-ready')).toBe(false);
    c.seen();
    expect(c.click()).toBe('wait');
    vi.advanceTimersByTime(STILL);
    expect(c.click()).toBeNull();
    c.tamper();
    expect(c.container.hasAttribute('data-ready')).toBe(false);
    expect(c.click()).toBe('wait');
    vi.advanceTimersByTime(STILL);
    expect(c.click()).toBeNull();
  });

  it('refuses a control opened under a resting pointer until the pointer comes in from outside', () => {
    const c = setUp();
    c.shownStill(false);
    c.pointerIntoControl();
    expect(c.click()).toBe('pointer');
    c.pointerOnPage();
    c.pointerIntoControl();
    expect(c.click()).toBeNull();
  });

  it('ignores pointer moves the page made up (untrusted)', () => {
    const c = setUp();
    c.shownStill(false);
    c.pointerOnPage(false);
    c.pointerIntoControl();
    expect(c.click()).toBe('pointer');
    c.pointerOnPage();
    c.pointerIntoControl(false);
    expect(c.click()).toBe('pointer');
    c.pointerIntoControl();
    expect(c.click()).toBeNull();
  });

  it('refuses a click that lands on something other than our host, a moved control, or a host not pinned', () => {
    const c = setUp();
    c.shownStill(true);
    c.pointerIntoControl();
    c.clickLandsOn(c.page);
    expect(c.click()).toBe('covered');
    c.clickLandsOn(c.container.ownerDocument.documentElement.lastElementChild!);
    expect(c.click()).toBeNull();
    pinned.mockReturnValue(false);
    expect(c.click()).toBe('covered');
    pinned.mockReturnValue(true);
    c.move(101);
    expect(c.click()).toBeNull();
    c.move(103);
    expect(c.click()).toBe('covered');
  });

  it('takes a key press only when focus came in by the person’s keys or the Alt+↓ it expected', () => {
    const c = setUp();
    c.shownStill(true);
    c.focusIn();
    expect(c.keyPress()).toBe('keyboard');
    c.guard.expectFocus();
    c.focusIn(false);
    expect(c.keyPress()).toBe('keyboard');
    c.guard.expectFocus();
    c.focusIn();
    expect(c.keyPress()).toBeNull();

    c.guard.placed(true);
    vi.advanceTimersByTime(STILL);
    expect(c.keyPress()).toBe('keyboard');
    c.focusIn();
    expect(c.keyPress()).toBe('keyboard');
    c.pressKeys();
    c.focusIn();
    expect(c.keyPress()).toBeNull();
  });
});
