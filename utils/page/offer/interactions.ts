/**
 * Pointer, caret and focus → the call button beside a number, and from it the call menu.
 * Listeners go on every scanned document (the top one and same-origin frames). Only the person
 * offers a number: a trusted pointer that comes to rest on it (one passing over on its way
 * elsewhere offers nothing), or focus or caret moved onto it right after the person's own
 * navigation key (a page's focus() and selection changes fire trusted events too, so trust alone
 * is not enough). Moving from one number to the next takes the first one's button away at once.
 * While the menu is open, the numbers it may cover do not react. Whether a click on a button
 * counts is the ClickGuard's to decide. Pointer moves are handled at most once per frame.
 *
 * Without a mouse: Alt+Shift+↓/↑ steps to the next or previous number on screen and offers it;
 * Enter (or Alt+↓) then opens its menu with focus on the first action. A stepped number closes as
 * soon as focus or typing goes elsewhere. A number the page shows in another order than its text
 * (shown-order.ts) is never offered.
 */
import { rangeOf, removeMark, setActiveMark } from '../marks/highlight';
import { matchAtCaret, matchAtPoint, matchInside } from './hit-test';
import { fieldNumbers, isTextField, type FormField } from '../list/form-fields';
import type { Offer, Overlay } from '../overlay/controller';
import { steppedMatch } from './number-steps';
import { keyStep, pointerStep, type ReachedBy } from './offer-rules';
import { PointerRest } from './pointer-rest';
import { onScreen } from './on-screen';
import {
  fieldTarget,
  matchTarget,
  offeredRect,
  placement,
  stillShownCheck,
  type Offered,
} from './offer-target';
import type { PageMatch } from '../read/page-match';
import type { PersonInput } from '../overlay/person-input';
import type { ScanRoot } from '../dom/roots';
import type { Scanner } from '../scan/scanner';
import { shownInTextOrder } from '../read/shown-order';
import { createOrderCheck } from '../read/plain-order';

export class Interactions {
  private shown: Offered | null = null;
  /** Made when a number is offered, from what it was then; kept while the control follows it. */
  private stillShown: Offer['stillShown'] = () => false;
  private pendingMove: PointerAt | null = null;
  private lastPointer: PointerAt | null = null;
  private readonly rest = new PointerRest<PageMatch>(
    (match) => {
      const now = this.lastPointer;
      if (!now || this.overlay.menuOpen || this.overlay.editing) return false;
      return matchAtPoint(this.scanner.index, now.target, now.x, now.y) === match;
    },
    (match) => this.showMatch(match, 'pointer'),
  );
  private documents = new Set<Document>();
  private readonly refusedOrder = new WeakSet<PageMatch>();
  /** Our own control, which the page's hit tests look through. */
  private readonly isOurs = (element: Element): boolean => this.overlay.isHost(element);

  constructor(
    private readonly scanner: Scanner,
    private readonly overlay: Overlay,
    private readonly config: { defaultCountry: string; nameSelector: string | null },
    private readonly input: PersonInput,
    private readonly signal: AbortSignal,
  ) {}

  /** The overlay closed (Escape, close button, pointer left). */
  onHidden(): void {
    const hidden = this.shown;
    this.shown = null;
    setActiveMark(null, null);
    // The menu closed behind a pointer that has moved on to another number: offer that one once
    // the pointer rests there, as if it had just arrived (not the one just closed: Escape stays).
    const now = this.lastPointer;
    const match = now && matchAtPoint(this.scanner.index, now.target, now.x, now.y);
    if (match && !(hidden?.kind === 'match' && hidden.match === match))
      this.rest.moveOn(match, now.x, now.y);
  }

  listen(root: ScanRoot): void {
    const doc = root.doc;
    if (this.documents.has(doc)) return;
    this.documents.add(doc);
    this.input.listen(doc, this.signal);
    const options = { capture: true, passive: true, signal: this.signal };
    doc.addEventListener('pointermove', (event) => this.onPointerMove(event, doc), options);
    doc.addEventListener('selectionchange', () => this.onSelection(doc), options);
    doc.addEventListener('focusin', (event) => this.onFocus(event, doc), options);
    doc.addEventListener('input', (event) => this.onInput(event), options);
    doc.addEventListener('keydown', (event) => this.onKey(event, doc), {
      capture: true,
      signal: this.signal,
    });
    doc.defaultView?.addEventListener('scroll', () => this.reposition(), options);
  }

  private rootFor(node: Node, doc: Document): ScanRoot | undefined {
    const tree = node.getRootNode() as Document | ShadowRoot;
    return this.scanner.roots.get(tree) ?? this.scanner.roots.get(doc);
  }

  private onPointerMove(event: PointerEvent, doc: Document): void {
    if (!event.isTrusted) return;
    const target = event.composedPath()[0] as Node | undefined;
    if (!target) return;
    const root = this.rootFor(target, doc);
    if (!root) return;
    const pending = this.pendingMove;
    this.pendingMove = { root, target, x: event.clientX, y: event.clientY };
    if (!pending) requestAnimationFrame(() => this.handleMove());
  }

  private handleMove(): void {
    const move = this.pendingMove;
    this.pendingMove = null;
    if (!move) return;
    this.lastPointer = move;
    const control = this.overlay.isHost(move.target);
    const editing = this.overlay.editing;
    // Over our control, or typing in it, nothing under the pointer counts: no hit test.
    const match =
      control || editing ? null : matchAtPoint(this.scanner.index, move.target, move.x, move.y);
    const shown = this.shown;
    const step = pointerStep({
      control,
      editing,
      menuOpen: this.overlay.menuOpen,
      number: match !== null,
      offeredNumber: match !== null && shown?.kind === 'match' && shown.match === match,
      offeredField: shown?.kind === 'field' && shown.field === move.target,
      offeredByPointer: shown?.kind === 'match' && shown.via === 'pointer',
    });
    if (step === 'stay' || step === 'menu-stays') this.overlay.cancelHide();
    if (step === 'stay' || step === 'off-number' || step === 'left-number') this.rest.stop();
    if (step === 'menu-closes' || step === 'left-number') this.overlay.hideSoon();
    if (step === 'next-number') {
      if (shown) this.overlay.hide();
      this.rest.moveOn(match!, move.x, move.y);
    }
  }

  private onSelection(doc: Document): void {
    const selection = doc.getSelection();
    const node = selection?.focusNode;
    if (!selection || !node || selection.rangeCount === 0) return;
    // selectionchange is never "untrusted": only a caret the person just moved with a key counts.
    if (!this.input.navigatedByKey(doc)) return;
    const match = matchAtCaret(this.scanner.index, node, selection.focusOffset);
    if (match && !(this.shown?.kind === 'match' && this.shown.match === match))
      this.showMatch(match, 'keyboard');
  }

  private onFocus(event: FocusEvent, doc: Document): void {
    const target = event.composedPath()[0];
    if (this.overlay.isHost(target)) return;
    // Focus went elsewhere (the person's Tab or the page's own focus()): a number offered by
    // keys is no longer where the person is, so Enter must not reach it.
    if (this.shown?.kind === 'match' && this.shown.via !== 'pointer') this.overlay.hide();
    if (!event.isTrusted) return;
    if (isTextField(target)) {
      // Into a field by Tab or by a click; a page's focus() opens nothing.
      const root = this.rootFor(target, doc);
      if (!root) return;
      if (this.input.pressed(doc)) this.showField(target, root);
      else this.input.whenFocusIsTheKeys(doc, () => this.showField(target, root));
      return;
    }
    if (!(target instanceof (doc.defaultView?.Element ?? Element))) return;
    this.input.whenFocusIsTheKeys(doc, () => {
      // Still where the key put it: the page may have moved focus on since.
      if ((target.getRootNode() as Document | ShadowRoot).activeElement !== target) return;
      const match = matchInside(this.scanner.index, target);
      if (match) this.showMatch(match, 'keyboard');
    });
  }

  private onInput(event: Event): void {
    const target = event.composedPath()[0];
    if (event.isTrusted && this.shown?.kind === 'field' && this.shown.field === target) {
      this.showField(this.shown.field, this.shown.root);
    }
  }

  private onKey(event: KeyboardEvent, doc: Document): void {
    if (!event.isTrusted) return;
    const target = event.composedPath()[0] as Element | null;
    const shown = this.shown;
    const step = keyStep(
      {
        key: event.key,
        altKey: event.altKey,
        shiftKey: event.shiftKey,
        ctrlKey: event.ctrlKey,
        metaKey: event.metaKey,
        inText: isTextField(target) || !!(target as HTMLElement | null)?.isContentEditable,
        inControl: this.overlay.isHost(target),
        onPage: !target || target.localName === 'body' || target.localName === 'html',
      },
      shown === null ? null : shown.kind === 'field' ? 'field' : shown.via,
    );
    if (step === 'next' || step === 'previous') {
      const from = shown?.kind === 'match' ? shown.match : null;
      const root = this.scanner.roots.get(doc);
      // A number shown out of order is not offered: stepping passes over it rather than stop there.
      const inOrder = createOrderCheck();
      const visible = (match: PageMatch) =>
        onScreen(match, this.isOurs) && !this.scanner.order.isRefused(match) && inOrder(match);
      const next = steppedMatch(this.scanner.index.all(), from, step === 'next', root, visible);
      if (!next) return;
      event.preventDefault();
      this.showMatch(next, 'step');
    } else if (step === 'hide') {
      this.overlay.hide();
    } else if (step === 'into-control' || step === 'into-stepped-control') {
      event.preventDefault();
      this.overlay.focusControl(step === 'into-control' ? target : null);
    }
  }

  private reposition(): void {
    const shown = this.shown;
    const target = this.overlay.shownTarget;
    if (!shown || !target) return;
    this.overlay.show({
      ...this.placement(shown),
      target: { ...target, rect: offeredRect(shown) },
    });
  }

  private showMatch(match: PageMatch, via: ReachedBy): void {
    if (!shownInTextOrder(match)) return this.notOffered(match);
    const shown: Offered = { kind: 'match', match, via };
    this.offerNow(shown);
    setActiveMark(match.root.doc, rangeOf(match));
    const target = matchTarget(match, this.config.nameSelector);
    this.overlay.show({ ...this.placement(shown), target }, via === 'pointer');
  }

  /**
   * A number the screen shows in another order than its text is not offered: its tint goes, so
   * it no longer looks callable, and the person is told why, once.
   */
  private notOffered(match: PageMatch): void {
    if (this.refusedOrder.has(match)) return;
    this.refusedOrder.add(match);
    removeMark(match.root.doc, rangeOf(match));
    this.overlay.explainNotOffered();
  }

  private placement(shown: Offered): Omit<Offer, 'target'> {
    const where = placement(shown, this.scanner.index, this.isOurs);
    return { ...where, stillShown: this.stillShown };
  }

  private offerNow(shown: Offered): void {
    this.shown = shown;
    this.stillShown = stillShownCheck(shown, this.config.defaultCountry, this.isOurs);
  }

  private showField(field: FormField, root: ScanRoot): void {
    const number = fieldNumbers(field, this.config.defaultCountry)[0];
    if (!number) {
      if (this.shown?.kind === 'field') this.overlay.hide();
      return;
    }
    const shown: Offered = { kind: 'field', field, root };
    this.offerNow(shown);
    setActiveMark(null, null);
    const target = fieldTarget(field, root, number, this.config.nameSelector);
    this.overlay.show({ ...this.placement(shown), target });
  }
}

interface PointerAt {
  root: ScanRoot;
  target: Node;
  x: number;
  y: number;
}
