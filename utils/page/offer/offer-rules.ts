/**
 * What the person's pointer and keys do to the offered number, decided from what they are on and
 * what is offered; interactions.ts reads the page and carries the answer out. Kept apart from the
 * listeners so each rule of "only the person offers a number" can be checked on its own.
 */

/** How the person reached a marked number: the pointer at rest, focus or caret, Alt+Shift+arrows. */
export type ReachedBy = 'pointer' | 'keyboard' | 'step';
/** How the number now offered came to be offered; 'field' is a text field's number. */
export type OfferedBy = ReachedBy | 'field';

export interface PointerOn {
  /** Over our own button or menu. */
  control: boolean;
  /** The person is typing a name in our menu. */
  editing: boolean;
  menuOpen: boolean;
  /** Over a marked number. */
  number: boolean;
  /** Over the number offered now. */
  offeredNumber: boolean;
  /** Over the text field whose number is offered now. */
  offeredField: boolean;
  /** The number offered now was offered by the pointer (not by keys, not a field's). */
  offeredByPointer: boolean;
}

/**
 * - `stay`: what is offered stays (a pending hide is called off), and no number under the pointer
 *   is waited on.
 * - `menu-stays` / `menu-closes`: the menu is open; it closes soon unless the pointer is on its own
 *   number or field. Numbers it covers do not react.
 * - `next-number`: onto another number; what is offered goes at once, and the new one is offered
 *   only if the pointer comes to rest on it.
 * - `off-number`: onto no number; what keys or a field offered stays.
 * - `left-number`: off the number the pointer offered, onto no number: it goes soon.
 */
export type PointerStep =
  'stay' | 'menu-stays' | 'menu-closes' | 'next-number' | 'off-number' | 'left-number';

export function pointerStep(on: PointerOn): PointerStep {
  // A number passed on the way to our control, or while typing in it, does not replace it.
  if (on.control || on.editing) return 'stay';
  if (on.menuOpen) return on.offeredNumber || on.offeredField ? 'menu-stays' : 'menu-closes';
  if (on.offeredNumber) return 'stay';
  if (on.number) return 'next-number';
  return on.offeredByPointer ? 'left-number' : 'off-number';
}

/** Keys that keep a stepped number offered; any other key is typing elsewhere. */
const STEP_KEYS = new Set(['ArrowDown', 'ArrowUp', 'Enter', 'Escape', 'Alt', 'Shift']);

export interface KeyPress {
  key: string;
  altKey: boolean;
  shiftKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  /** Focus is in a text field or editable text, where Alt+Shift+arrows select text. */
  inText: boolean;
  /** Focus is in our own control. */
  inControl: boolean;
  /** Focus is on the page itself (its body), not on a link or button of its own that takes Enter. */
  onPage: boolean;
}

/**
 * - `next` / `previous`: Alt+Shift+↓/↑, the next or previous number on screen offered;
 * - `hide`: Escape, or typing elsewhere while a stepped number is offered;
 * - `into-control`: Alt+↓ moves focus into the control, and back to where it was when it closes;
 * - `into-stepped-control`: the same from a stepped number on the page itself (Enter or Alt+↓),
 *   where focus had no element of the page's to go back to;
 * - null: the key is the page's.
 */
export type KeyStep = 'next' | 'previous' | 'hide' | 'into-control' | 'into-stepped-control' | null;

export function keyStep(press: KeyPress, offered: OfferedBy | null): KeyStep {
  const { key, altKey, shiftKey, ctrlKey, metaKey } = press;
  if (altKey && shiftKey && (key === 'ArrowDown' || key === 'ArrowUp')) {
    if (press.inText) return null;
    return key === 'ArrowDown' ? 'next' : 'previous';
  }
  if (!offered) return null;
  // Typing anywhere while a stepped number is offered: the person's attention is elsewhere.
  if (offered === 'step' && !press.inControl && !STEP_KEYS.has(key)) return 'hide';
  if (key === 'Escape') return 'hide';
  const onStepped = offered === 'step' && press.onPage;
  if (key === 'ArrowDown' && altKey) return onStepped ? 'into-stepped-control' : 'into-control';
  if (key === 'Enter' && onStepped && !altKey && !shiftKey && !ctrlKey && !metaKey)
    return 'into-stepped-control';
  return null;
}
