// Focus or caret moved onto a number counts as the person's only right after their own trusted
// navigation key or pointer press in that document: a page's focus() fires trusted events too.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PersonInput } from '../../../utils/page/person-input';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['performance'] });
});
afterEach(() => {
  vi.useRealTimers();
});

type Listener = (event: { isTrusted: boolean; key?: string }) => void;

/** A document whose listeners the test calls as the browser would, trusted or not. */
function fakeDocument() {
  const listeners = new Map<string, Listener>();
  const doc = {
    addEventListener: (type: string, listener: Listener, options: { signal: AbortSignal }) => {
      listeners.set(type, listener);
      options.signal.addEventListener('abort', () => listeners.delete(type));
    },
  };
  const fire = (type: string, event: { isTrusted: boolean; key?: string }) =>
    listeners.get(type)?.(event);
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

  it('stops listening when the script is invalidated', () => {
    const { listeners, controller } = listening();
    expect(listeners.size).toBe(2);
    controller.abort();
    expect(listeners.size).toBe(0);
  });
});
