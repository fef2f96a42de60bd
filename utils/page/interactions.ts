/**
 * Pointer, caret and focus → the call control. Listeners go on every scanned document (the top
 * one and same-origin frames). Only the person opens the control: a trusted pointer move over the
 * number, or focus or caret moved onto it right after the person's own navigation key (a page's
 * focus() and selection changes fire trusted events too, so trust alone is not enough). Whether a
 * click on the open control counts is the ClickGuard's to decide. Pointer moves are handled at
 * most once per frame. Without a mouse: Alt+Shift+↓/↑ steps to the next or previous number and
 * shows its control; Enter (or Alt+↓) then moves focus into it.
 */
import { customerName } from './customer-name';
import { rangeOf, setActiveMark } from './highlight';
import { liveRange, matchAtCaret, matchAtPoint, matchInside } from './hit-test';
import { fieldNumbers, isTextField, type FormField } from './form-fields';
import type { Overlay } from './overlay/controller';
import type { PanelTarget } from './overlay/panel';
import { steppedMatch } from './number-steps';
import type { PageMatch } from './page-match';
import { displayNumber } from './page-numbers';
import type { PersonInput } from './person-input';
import { viewportOffset, type ScanRoot } from './roots';
import type { Scanner } from './scanner';

type Shown =
  | { kind: 'match'; match: PageMatch; via: 'pointer' | 'keyboard' | 'step' }
  | { kind: 'field'; field: FormField; root: ScanRoot };

export class Interactions {
  private shown: Shown | null = null;
  private pendingMove: { root: ScanRoot; target: Node; x: number; y: number } | null = null;
  private documents = new Set<Document>();

  constructor(
    private readonly scanner: Scanner,
    private readonly overlay: Overlay,
    private readonly country: string,
    private readonly input: PersonInput,
    private readonly signal: AbortSignal,
  ) {}

  /** The overlay closed (Escape, close button, pointer left). */
  onHidden(): void {
    this.shown = null;
    setActiveMark(null, null);
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
    return this.scanner.rootOf(tree) ?? this.scanner.rootOf(doc);
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
    // Over our control, or typing a name in it: a number passed on the way does not replace it.
    if (this.overlay.isHost(move.target) || this.overlay.editing) {
      this.overlay.cancelHide();
      return;
    }
    const match = matchAtPoint(this.scanner.index, move.target, move.x, move.y);
    if (match) {
      if (this.shown?.kind === 'match' && this.shown.match === match) this.overlay.cancelHide();
      else this.showMatch(match, 'pointer');
    } else if (this.shown?.kind === 'match' && this.shown.via === 'pointer') {
      this.overlay.hideSoon();
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
    if (!event.isTrusted) return;
    const target = event.composedPath()[0];
    if (this.overlay.isHost(target)) return;
    if (isTextField(target)) {
      // Into a field by Tab or by a click; a page's focus() opens nothing.
      if (!this.input.navigatedByKey(doc) && !this.input.pressed(doc)) return;
      const root = this.rootFor(target, doc);
      if (root) this.showField(target, root);
      return;
    }
    if (!this.input.navigatedByKey(doc)) return;
    if (target instanceof (doc.defaultView?.Element ?? Element)) {
      const match = matchInside(this.scanner.index, target);
      if (match) this.showMatch(match, 'keyboard');
    }
  }

  private onInput(event: Event): void {
    const target = event.composedPath()[0];
    if (event.isTrusted && this.shown?.kind === 'field' && this.shown.field === target) {
      this.showField(this.shown.field, this.shown.root);
    }
  }

  private onKey(event: KeyboardEvent, doc: Document): void {
    if (!event.isTrusted) return;
    const { key, altKey, shiftKey, ctrlKey, metaKey } = event;
    const target = event.composedPath()[0] as Element | null;
    // Alt+Shift+↓/↑: the next or previous number, its control shown beside it (not in a field,
    // where those keys select text).
    if (altKey && shiftKey && (key === 'ArrowDown' || key === 'ArrowUp')) {
      if (isTextField(target) || (target as HTMLElement | null)?.isContentEditable) return;
      const from = this.shown?.kind === 'match' ? this.shown.match : null;
      const root = this.scanner.rootOf(doc);
      const next = steppedMatch(this.scanner.index.all(), from, key === 'ArrowDown', root);
      if (!next) return;
      event.preventDefault();
      liveRange(next).startContainer.parentElement?.scrollIntoView({ block: 'nearest' });
      this.showMatch(next, 'step');
      return;
    }
    if (!this.shown) return;
    // Focus still on the page itself, not on a link or button of its own that takes Enter.
    const onPage = !target || target.localName === 'body' || target.localName === 'html';
    const stepped = this.shown.kind === 'match' && this.shown.via === 'step' && onPage;
    if (key === 'Escape') {
      this.overlay.hide();
    } else if (
      (key === 'ArrowDown' && altKey) ||
      // Enter on a number reached with Alt+Shift+↓: into its control.
      (key === 'Enter' && stepped && !altKey && !shiftKey && !ctrlKey && !metaKey)
    ) {
      event.preventDefault();
      this.overlay.focusControl(stepped ? null : target);
    }
  }

  private reposition(): void {
    const shown = this.shown;
    if (!shown) return;
    const target = this.overlay.shownTarget;
    if (!target) return;
    const rect =
      shown.kind === 'match' ? matchRect(shown.match) : fieldRect(shown.field, shown.root);
    this.overlay.show({ ...target, rect });
  }

  private showMatch(match: PageMatch, via: 'pointer' | 'keyboard' | 'step'): void {
    this.shown = { kind: 'match', match, via };
    setActiveMark(match.root.doc, rangeOf(match));
    const target: PanelTarget = {
      text: match.text,
      dial: match.dial,
      display: displayNumber(match.dial),
      rect: matchRect(match),
      fromField: false,
      name: customerName(match.spans[0]!.node.parentElement ?? match.root.doc.body) ?? '',
    };
    this.overlay.show(target, via === 'pointer');
  }

  private showField(field: FormField, root: ScanRoot): void {
    const hit = fieldNumbers(field, this.country)[0];
    if (!hit) {
      if (this.shown?.kind === 'field') this.overlay.hide();
      return;
    }
    this.shown = { kind: 'field', field, root };
    setActiveMark(null, null);
    this.overlay.show({
      text: hit.text,
      dial: hit.dial,
      display: displayNumber(hit.dial),
      rect: fieldRect(field, root),
      fromField: true,
      name: customerName(field) ?? '',
    });
  }
}

function matchRect(match: PageMatch): DOMRect {
  return shift(liveRange(match).getBoundingClientRect(), match.root);
}

function fieldRect(field: FormField, root: ScanRoot): DOMRect {
  return shift(field.getBoundingClientRect(), root);
}

/** From a frame's viewport to the top viewport, where the overlay lives. */
function shift(rect: DOMRect, root: ScanRoot): DOMRect {
  const { x, y } = viewportOffset(root);
  return new DOMRect(rect.x + x, rect.y + y, rect.width, rect.height);
}
