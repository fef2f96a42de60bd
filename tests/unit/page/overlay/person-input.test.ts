// Focus or caret moved onto a number counts as the person's only right after their own trusted
// navigation key or pointer press in that document: a page's focus() fires trusted events too.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PersonInput } from '../../../../utils/page/overlay/person-input';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['performance'] });
});
afterEach(() => {
  vi.useRealTimers();
});

interface FakeEvent {
  isTrusted: boolean;
  key?: string;
  defaultPrevented?: boolean;
}
type Listener = (event: FakeEvent) => void;

/** A document whose listeners the test calls as the browser would, trusted or not. */
function fakeDocument() {
  const listeners = new Map<string, Listener>();
  const doc = {
    addEventListener: (type: string, listener: Listener, options: { signal: AbortSignal }) => {
      listeners.set(type, listener);
      options.signal.addEventListener('abort', () => listeners.delete(type));
    },
  };
  const fire = (type: string, event: FakeEvent) => listeners.get(type)?.(event);
  return { doc: doc as unknown as Document, fire, listeners };
}

function listening() {
  const input = new PersonInput();
  const page = fakeDocument();
  const controller = new AbortController();
  input.listen(page.doc, controller.signal);
  return { input, ...page, controller };
}

describe('PersonInput', () => {
  it('counts a trusted navigation key for half a second', () => {
    const { input, doc, fire } = listening();
    fire('keydown', { isTrusted: true, key: 'Tab' });
    expect(input.navigatedByKey(doc)).toBe(true);
    vi.advanceTimersByTime(500);
    expect(input.navigatedByKey(doc)).toBe(true);
    vi.advanceTimersByTime(1);
    expect(input.navigatedByKey(doc)).toBe(false);
  });

  it("never counts a page's synthetic key, or a key that types", () => {
    const { input, doc, fire } = listening();
    fire('keydown', { isTrusted: false, key: 'Tab' });
    fire('keydown', { isTrusted: true, key: 'a' });
    expect(input.navigatedByKey(doc)).toBe(false);
  });

  it('counts a trusted pointer press, in its own document only', () => {
    const { input, doc, fire } = listening();
    const other = fakeDocument();
    input.listen(other.doc, new AbortController().signal);
    fire('pointerdown', { isTrusted: false });
    expect(input.pressed(doc)).toBe(false);
    fire('pointerdown', { isTrusted: true });
    expect(input.pressed(doc)).toBe(true);
    expect(input.pressed(other.doc)).toBe(false);
    expect(input.navigatedByKey(doc)).toBe(false);
  });

  it('a focus change counts only in the task of the key that moved it, never in a later one', () => {
    vi.useFakeTimers({ toFake: ['performance', 'setTimeout'] });
    const { input, doc, fire } = listening();
    const focused = vi.fn();
    fire('keydown', { isTrusted: true, key: 'ArrowDown' });
    // The key's own default action, in its task: counted once its dispatch is over.
    input.whenFocusIsTheKeys(doc, focused);
    vi.advanceTimersByTime(0);
    expect(focused).toHaveBeenCalledTimes(1);
    // A page's focus() on a timer, a moment after the person's key: not the person's.
    vi.advanceTimersByTime(50);
    input.whenFocusIsTheKeys(doc, focused);
    vi.advanceTimersByTime(0);
    expect(focused).toHaveBeenCalledTimes(1);
  });

  it('a page that took the key (preventDefault) and moved focus itself is not the person', () => {
    vi.useFakeTimers({ toFake: ['performance', 'setTimeout'] });
    const { input, doc, fire } = listening();
    const focused = vi.fn();
    const tab: FakeEvent = { isTrusted: true, key: 'Tab' };
    fire('keydown', tab);
    input.whenFocusIsTheKeys(doc, focused);
    // The page's keydown listener, after ours: it prevents the Tab and focuses a number.
    tab.defaultPrevented = true;
    vi.advanceTimersByTime(0);
    expect(focused).not.toHaveBeenCalled();
    expect(input.navigatedByKey(doc)).toBe(false);
  });

  it('stops listening when the script is invalidated', () => {
    const { listeners, controller } = listening();
    expect(listeners.size).toBe(2);
    controller.abort();
    expect(listeners.size).toBe(0);
  });
});
