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
  private presses = new WeakMap<Document, number>();

  listen(doc: Document, signal: AbortSignal): void {
    const options = { capture: true, passive: true, signal };
    doc.addEventListener(
      'keydown',
      (event) => {
        if (event.isTrusted && NAVIGATION_KEYS.has(event.key))
          this.keys.set(doc, performance.now());
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

  /** The person just moved the focus or the caret with a key in this document. */
  navigatedByKey(doc: Document): boolean {
    return recent(this.keys.get(doc));
  }

  /** The person just pressed the pointer in this document (a click into a field focuses it). */
  pressed(doc: Document): boolean {
    return recent(this.presses.get(doc));
  }
}

function recent(time: number | undefined): boolean {
  return time !== undefined && performance.now() - time <= RECENT_MS;
}
