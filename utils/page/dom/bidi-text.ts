/**
 * What the bidi algorithm makes of the text around a number, read from characters and computed
 * directions: enough to tell the browser's own (implicit) ordering from an explicit one. An
 * embedding, override or isolate (U+202A–U+202E, U+2066–U+2069, or an element set right to left)
 * is the page choosing an order; a right-to-left letter or mark before a number (an Arabic
 * sentence, the RLM that WhatsApp copies around a number) only lets the implicit rules lay its
 * groups right to left, as an Arabic reader reads them.
 */

import { TEXT_NODE } from './node-types';

/** Right-to-left letters (Hebrew to Arabic Extended, presentation forms, RTL astral scripts) and marks (ALM, RLM). */
const RIGHT_TO_LEFT =
  /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF\u{10800}-\u{10FFF}\u{1E800}-\u{1EFFF}\u061C\u200F]/u;
/** Embeddings, overrides, isolates and their ends. */
export const EXPLICIT_BIDI = /[\u202A-\u202E\u2066-\u2069]/;
/** A right-to-left character or an explicit bidi control: the text's order may not be its own. */
export const RIGHT_TO_LEFT_OR_EXPLICIT = new RegExp(
  `${RIGHT_TO_LEFT.source}|${EXPLICIT_BIDI.source}`,
  'u',
);
/** Strong characters: letters and the three directional marks (digits and punctuation are not). */
const STRONG = /[\p{L}\u200E\u200F\u061C]/u;
/** Arabic letters (AL to the bidi algorithm: Arabic, Syriac, Thaana and their forms) and ALM. */
const ARABIC_LETTER = /[\u0600-\u07BF\u0860-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF\u061C]/;

/** Characters looked at, at most, for the strong one before a number. */
const MAX_LOOK_BACK = 10_000;

/**
 * The bidi class of the last strong character before `offset` of `node` within `block` (the bidi
 * paragraph): 'L', 'R', or 'AL' (an Arabic letter: it turns the digits after it into Arabic
 * numbers); null for none (the paragraph's start) or beyond the look-back.
 */
export function strongBefore(block: Node, node: Text, offset: number): 'L' | 'R' | 'AL' | null {
  let text = node.data.slice(0, offset);
  let looked = 0;
  for (let at: Text | null = node; at; at = previousText(block, at)) {
    if (at !== node) text = at.data;
    const chars = [...text];
    for (let i = chars.length - 1; i >= 0; i--) {
      const char = chars[i]!;
      if (!STRONG.test(char)) continue;
      return ARABIC_LETTER.test(char) ? 'AL' : RIGHT_TO_LEFT.test(char) ? 'R' : 'L';
    }
    looked += text.length;
    if (looked > MAX_LOOK_BACK) return null;
  }
  return null;
}

/** The text node before `node` in document order, inside `block`. */
function previousText(block: Node, node: Node): Text | null {
  let current: Node = node;
  for (;;) {
    if (current.previousSibling) {
      current = current.previousSibling;
      while (current.lastChild) current = current.lastChild;
      if (current.nodeType === TEXT_NODE) return current as Text;
    } else {
      const parent = current.parentNode;
      if (!parent || parent === block) return null;
      current = parent;
    }
  }
}

/** Every element from `element` up to the block (a shadow root: its top) is left to right. */
export function leftToRightUpTo(block: Node, element: Element, view: Window): boolean {
  for (let node: Element | null = element; node; node = node.parentElement) {
    if (view.getComputedStyle(node).direction !== 'ltr') return false;
    if (node === block) break;
  }
  return true;
}
