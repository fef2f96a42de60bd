/**
 * Whether the page shows a number the way its characters read. Bidi overrides and controls (CSS
 * `unicode-bidi: bidi-override`, `<bdo>`, U+202E, U+2067), flex `order`, relative offsets or
 * absolute positioning can make the screen read one number while the text holds another: such a
 * number is never offered, so the control always names the number the person sees.
 *
 * Read from the layout itself rather than from the styles that might cause it (there are too many
 * ways to reorder). Digits are always written left to right, so within a group (digits with
 * nothing between them) each digit's box must follow the last one on its line. Groups (split by
 * spaces, dashes, brackets) follow each other in one direction: left to right in left-to-right
 * text; right to left too where the browser's own bidi rules lay them out so, as an Arabic
 * reader reads them: Latin digits in right-to-left text ("+966 55 …" in an Arabic sentence), and
 * Arabic-Indic digits anywhere (they are Arabic numbers to the bidi algorithm, and the spaces or
 * dashes between their groups take the right-to-left side) — but never mixed. A group may also
 * start a line below. Asked only for the one number being offered (a range per digit), on a pointer rest
 * or a key press, never while scanning.
 */
import { unionRect } from './on-screen';
import type { PageMatch } from './page-match';

const DIGIT = /\p{Nd}/u;

type Flow = 'ltr' | 'rtl' | null;

export function shownInTextOrder(match: PageMatch): boolean {
  const groups = digitGroups(match);
  if (!groups) return false;
  const paragraph = paragraphDirection(match);
  let flow: Flow = null;
  for (let i = 1; i < groups.length; i++) {
    const step = groupFlow(groups[i - 1]!, groups[i]!);
    if (step === false) return false;
    if (step === null) continue; // on a line below
    if (flow !== null && step !== flow) return false;
    flow = step;
  }
  return flow !== 'rtl' || paragraph === 'rtl' || arabicIndic(match);
}

/** U+0660–U+0669: the digits the bidi algorithm calls Arabic numbers (AN); not Persian ones. */
const ARABIC_INDIC = /[\u0660-\u0669]/;

function arabicIndic(match: PageMatch): boolean {
  return ARABIC_INDIC.test(match.text);
}

/** Each group's box; null when a digit has no box or steps back inside its group. */
function digitGroups(match: PageMatch): DOMRect[] | null {
  const range = match.root.doc.createRange();
  const groups: DOMRect[] = [];
  let group: DOMRect | null = null;
  let previous: DOMRect | null = null;
  for (const span of match.spans) {
    const text = span.node.data;
    for (let i = span.start; i < span.end; i++) {
      // A digit beyond the BMP (mathematical digits) takes two code units.
      const width = (text.codePointAt(i) ?? 0) > 0xffff ? 2 : 1;
      const isDigit = DIGIT.test(text.slice(i, i + width));
      if (!isDigit) {
        if (group) groups.push(group);
        group = previous = null;
      } else {
        range.setStart(span.node, i);
        range.setEnd(span.node, i + width);
        const box = range.getBoundingClientRect();
        if (box.width === 0 && box.height === 0) return null;
        if (previous && !rightOnLine(previous, box)) return null;
        group = group ? unionRect(group, box) : box;
        previous = box;
      }
      i += width - 1;
    }
  }
  if (group) groups.push(group);
  return groups.length > 0 ? groups : null;
}

/** `next` follows `previous` inside a group: to its right on the same line, or a line below. */
function rightOnLine(previous: DOMRect, next: DOMRect): boolean {
  if (sameLine(previous, next)) return next.left >= previous.left + previous.width / 2;
  return next.top >= previous.bottom - previous.height / 2;
}

/** Which way one group leads to the next; null for a line below; false when they overlap. */
function groupFlow(previous: DOMRect, next: DOMRect): Flow | false {
  if (!sameLine(previous, next)) return next.top >= previous.bottom - 2 ? null : false;
  if (next.left >= previous.right - 1) return 'ltr';
  if (next.right <= previous.left + 1) return 'rtl';
  return false;
}

function sameLine(a: DOMRect, b: DOMRect): boolean {
  const middle = b.top + b.height / 2;
  return middle > a.top && middle < a.bottom;
}

/** The direction the person reads the number's line in: its block's, not an inline override's. */
function paragraphDirection(match: PageMatch): 'ltr' | 'rtl' {
  const block = match.block;
  const element = block.nodeType === 1 ? (block as Element) : match.spans[0]!.node.parentElement;
  const view = match.root.doc.defaultView;
  return element && view?.getComputedStyle(element).direction === 'rtl' ? 'rtl' : 'ltr';
}
