/**
 * What the call control is told about the number it offers: the number, where it is on screen,
 * the customer's name the page shows beside it, and how to keep the button and menu off the page's
 * other numbers and text. Which number is offered, and when, is interactions.ts's to decide.
 */
import { customerName, newNameCache } from '../list/customer-name';
import { fieldNumbers, type FormField } from '../list/form-fields';
import type { MatchIndex } from '../marks/match-index';
import type { ReachedBy } from './offer-rules';
import type { Offer } from '../overlay/controller';
import type { PanelTarget } from '../overlay/panel';
import { columnRect, coversNumber, coversText, fieldRect, matchRect, onScreen } from './on-screen';
import { blockOf } from '../dom/dom-rules';
import type { PageMatch } from '../read/page-match';
import { displayNumber } from '../list/page-numbers';
import type { ScanRoot } from '../dom/roots';

/** A marked number, and how the person reached it; or a text field holding a number. */
export type Offered =
  | { kind: 'match'; match: PageMatch; via: ReachedBy }
  | { kind: 'field'; field: FormField; root: ScanRoot };

export function matchTarget(match: PageMatch, nameSelector: string | null): PanelTarget {
  return {
    text: match.text,
    dial: match.dial,
    display: displayNumber(match.dial),
    rect: matchRect(match),
    fromField: false,
    name: nameBeside(match.spans[0]!.node.parentElement ?? match.root.doc.body, nameSelector),
  };
}

/** `number`: the field's first number, as read from its value. */
export function fieldTarget(
  field: FormField,
  root: ScanRoot,
  number: { text: string; dial: string },
  nameSelector: string | null,
): PanelTarget {
  return {
    text: number.text,
    dial: number.dial,
    display: displayNumber(number.dial),
    rect: fieldRect(field, root),
    fromField: true,
    name: nameBeside(field, nameSelector),
  };
}

/** Where the offered number is now (after a scroll). */
export function offeredRect(offered: Offered): DOMRect {
  return offered.kind === 'match'
    ? matchRect(offered.match)
    : fieldRect(offered.field, offered.root);
}

/**
 * The button goes on the side the number's line ends on; button and menu stay off other marked
 * numbers (our own elements looked through) and the button off the page's text.
 */
export function placement(
  offered: Offered,
  index: MatchIndex,
  isOurs: (element: Element) => boolean,
): Omit<Offer, 'target' | 'stillShown'> {
  const root = offered.kind === 'match' ? offered.match.root : offered.root;
  const own = offered.kind === 'match' ? offered.match : null;
  const anchor =
    offered.kind === 'match' ? offered.match.spans[0]!.node.parentElement : offered.field;
  const rtl = anchor && root.doc.defaultView?.getComputedStyle(anchor).direction === 'rtl';
  return {
    end: rtl ? 'left' : 'right',
    coversNumber: (box) => coversNumber(index, root, box, own, isOurs),
    coversText: (box) => coversText(root, box),
    column: anchor ? columnRect(blockElement(anchor), root) : offeredRect(offered),
  };
}

/**
 * Whether the offered number is still the one on screen where the control stands for it: the
 * text nodes that hold it read as they did when it was offered (an app that reuses a row
 * rewrites them in place), it sits where the control was put for it (`placedFor`; a scroll moves
 * the control along, a re-sort moves the number away), and the person can see it. A field: still
 * on the page, in place, holding the same number.
 */
export function stillShownCheck(
  offered: Offered,
  defaultCountry: string,
  isOurs: (element: Element) => boolean,
): (placedFor: DOMRect) => boolean {
  if (offered.kind === 'field') {
    const { field, root } = offered;
    const dialNow = () => fieldNumbers(field, defaultCountry)[0]?.dial;
    const dial = dialNow();
    return (placedFor) =>
      field.isConnected && samePlace(fieldRect(field, root), placedFor) && dialNow() === dial;
  }
  const { match } = offered;
  const nodes = match.spans.map((span) => span.node);
  const texts = nodes.map((node) => node.data);
  return (placedFor) =>
    nodes.every((node, at) => node.isConnected && node.data === texts[at]) &&
    samePlace(matchRect(match), placedFor) &&
    onScreen(match, isOurs);
}

/** Layout may round a box differently from one frame to the next; a move is more than that. */
const SAME_PLACE_PX = 2;

function samePlace(now: DOMRect, then: DOMRect): boolean {
  return (
    Math.abs(now.left - then.left) <= SAME_PLACE_PX &&
    Math.abs(now.top - then.top) <= SAME_PLACE_PX &&
    Math.abs(now.width - then.width) <= SAME_PLACE_PX
  );
}

/** The block element that lays out the number's line (a field is its own). */
function blockElement(anchor: Element): Element {
  const block = blockOf(anchor);
  return block.nodeType === 1 ? (block as Element) : anchor;
}

function nameBeside(anchor: Element, nameSelector: string | null): string {
  return customerName(anchor, newNameCache(nameSelector)) ?? '';
}
