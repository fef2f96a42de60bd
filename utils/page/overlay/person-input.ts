/**
 * The person's own recent input in each document we listen to: a trusted navigation key (Tab,
 * arrows, Home/End, Page Up/Down, with or without Shift) or a trusted pointer press. Focus and
 * selection changes count as the person's only right after one of these: a page's script can
 * call focus() or move the selection itself, and those events are trusted too.
 */
const NAVIGATION_KEYS = new Set([
  'Tab',
  'ArrowUp',
  'ArrowDown',
  'ArrowLeft',
  'ArrowRight',
  'Home',
  'End',
  'PageUp',
  'PageDown',
]);

/** Focus follows its key in the same task and selectionchange a task later: well inside this. */
const RECENT_MS = 500;

export class PersonInput {
  private keys = new WeakMap<Document, number>();
  private lastKey = new WeakMap<Document, KeyboardEvent>();
  /** The navigation key whose task is running now (its default action moves focus in it). */
  private keyTask = new WeakMap<Document, KeyboardEvent>();
  private presses = new WeakMap<Document, number>();

  listen(doc: Document, signal: AbortSignal): void {
    const options = { capture: true, passive: true, signal };
    doc.addEventListener(
      'keydown',
      (event) => {
        if (!event.isTrusted || !NAVIGATION_KEYS.has(event.key)) return;
        this.keys.set(doc, performance.now());
        this.lastKey.set(doc, event);
        this.keyTask.set(doc, event);
        setTimeout(() => {
          if (this.keyTask.get(doc) === event) this.keyTask.delete(doc);
        });
      },
      options,
    );
    doc.addEventListener(
      'pointerdown',
      (event) => {
        if (event.isTrusted) this.presses.set(doc, performance.now());
      },
      options,
    );
  }

  /**
   * The person just moved the caret with a key in this document (selectionchange comes a task
   * after its key), and no script of the page took that key (preventDefault) to move it itself.
   */
  navigatedByKey(doc: Document): boolean {
    return recent(this.keys.get(doc)) && !this.lastKey.get(doc)?.defaultPrevented;
  }

  /**
   * Calls `then` if a focus change happening now is the default action of the person's own
   * navigation key: it runs in that key's task, and once the key's dispatch is over no script of
   * the page has taken the key (a page that prevents Tab and calls focus() moves focus in the same
   * task). A focus() on a timer runs in a task of its own and is never the person's.
   */
  whenFocusIsTheKeys(doc: Document, then: () => void): void {
    const key = this.keyTask.get(doc);
    if (!key) return;
    setTimeout(() => {
      if (!key.defaultPrevented) then();
    });
  }

  /** The person just pressed the pointer in this document (a click into a field focuses it). */
  pressed(doc: Document): boolean {
    return recent(this.presses.get(doc));
  }
}

function recent(time: number | undefined): boolean {
  return time !== undefined && performance.now() - time <= RECENT_MS;
}
