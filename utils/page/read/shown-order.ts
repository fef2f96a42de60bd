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
 * dashes between their groups take the right-to-left side), and Latin digits after a right-to-left
 * letter or mark in a left-to-right sentence (bidi-text.ts) — but never mixed, except that groups
 * the bidi rules join into one number ("749.3524") stay left to right inside it. A group may also
 * start a line below. It costs a range per digit, so it is asked only of the numbers a cheaper
 * check cannot settle (plain-order.ts): when one is offered, when the page is idle after marking
 * (order-sweep.ts) and when the popup lists the page; never while scanning.
 */
import { EXPLICIT_BIDI, leftToRightUpTo, strongBefore } from '../dom/bidi-text';
import { unionRect } from '../dom/rects';
import type { PageMatch } from './page-match';

const DIGIT = /\p{Nd}/u;

type Flow = 'ltr' | 'rtl' | null;

export function shownInTextOrder(match: PageMatch): boolean {
  const groups = digitGroups(match);
  if (!groups) return false;
  const paragraph = paragraphDirection(match);
  let european: boolean | undefined;
  let flow: Flow = null;
  for (let i = 1; i < groups.length; i++) {
    const step = groupFlow(groups[i - 1]!.box, groups[i]!.box);
    if (step === false) return false;
    if (step === null) continue; // on a line below
    // Groups the bidi algorithm joins into one number are laid out left to right inside it,
    // whichever way the number's other groups go: "749.3524" in "+1 (800) 749.3524" after an
    // Arabic word, "055-123" of European digits.
    const join = joinOf(groups[i]!.before);
    if (join === 'common' || (join === 'european' && (european ??= europeanDigits(match)))) {
      if (step !== 'ltr') return false;
      continue;
    }
    if (flow !== null && step !== flow) return false;
    flow = step;
  }
  return (
    flow !== 'rtl' || paragraph === 'rtl' || arabicIndic(match) || implicitlyRightToLeft(match)
  );
}

/**
 * What one separator between two groups of digits does in the bidi algorithm (rule W4): a common
 * separator (. , / : and the no-break spaces) joins numbers of either kind, a European one (+ -)
 * only European numbers; anything else (a space, brackets, two separators) joins nothing.
 */
function joinOf(separator: string): 'common' | 'european' | null {
  if (separator.length !== 1) return null;
  if (COMMON_SEPARATOR.test(separator)) return 'common';
  return EUROPEAN_SEPARATOR.test(separator) ? 'european' : null;
}

const COMMON_SEPARATOR = /[,./:\u00A0\u060C\u202F\u2044\uFE50\uFE52\uFE55\uFF0C\uFF0E\uFF0F\uFF1A]/;
const EUROPEAN_SEPARATOR = /[+\-\u207A\u207B\u208A\u208B\uFB29\uFE62\uFE63\uFF0B\uFF0D]/;

/** The number's digits are European numbers to the bidi algorithm: not Arabic-Indic, and not after an Arabic letter (rule W2). */
function europeanDigits(match: PageMatch): boolean {
  const first = match.spans[0]!;
  return !arabicIndic(match) && strongBefore(match.block, first.node, first.start) !== 'AL';
}

/**
 * Latin digit groups laid right to left in a left-to-right paragraph by the implicit rules alone:
 * a right-to-left letter or mark comes before the number, and nothing explicit (a control, an
 * element set right to left) takes part.
 */
function implicitlyRightToLeft(match: PageMatch): boolean {
  const first = match.spans[0]!;
  const parent = first.node.parentElement;
  const view = match.root.doc.defaultView;
  if (!parent || !view || EXPLICIT_BIDI.test(match.block.textContent ?? '')) return false;
  const before = strongBefore(match.block, first.node, first.start);
  return (before === 'R' || before === 'AL') && leftToRightUpTo(match.block, parent, view);
}

/** U+0660–U+0669: the digits the bidi algorithm calls Arabic numbers (AN); not Persian ones. */
const ARABIC_INDIC = /[\u0660-\u0669]/;

function arabicIndic(match: PageMatch): boolean {
  return ARABIC_INDIC.test(match.text);
}

interface Group {
  box: DOMRect;
  /** The characters between the group before and this one. */
  before: string;
}

/** Each group's box; null when a digit has no box or steps back inside its group. */
function digitGroups(match: PageMatch): Group[] | null {
  const range = match.root.doc.createRange();
  const groups: Group[] = [];
  let group: Group | null = null;
  let previous: DOMRect | null = null;
  let between = '';
  for (const span of match.spans) {
    const text = span.node.data;
    for (let i = span.start; i < span.end; i++) {
      // A digit beyond the BMP (mathematical digits) takes two code units.
      const width = (text.codePointAt(i) ?? 0) > 0xffff ? 2 : 1;
      const char = text.slice(i, i + width);
      if (!DIGIT.test(char)) {
        if (group) groups.push(group);
        group = previous = null;
        between += char;
      } else {
        range.setStart(span.node, i);
        range.setEnd(span.node, i + width);
        const box = range.getBoundingClientRect();
        if (box.width === 0 && box.height === 0) return null;
        if (previous && !rightOnLine(previous, box)) return null;
        if (group) group.box = unionRect(group.box, box);
        else group = { box, before: between };
        between = '';
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
