/**
 * The walk that runs while the parser works, and whether it has passed the bottom of the screen.
 * It is paused between paints and goes on from where it stopped (a live WalkTask). Whether it
 * has passed the screen is asked of an IntersectionObserver, which answers after the browser's
 * own next layout: reading a box in our task would lay out, there and then, everything the parser
 * has added since the last paint. Walks go in document order, so a walk that stopped below the
 * viewport has marked every number above it: the whole first screenful.
 */
import { ELEMENT_NODE } from '../dom/node-types';
import type { ScanRoot } from '../dom/roots';
import { WalkTask } from './scan-tasks';

export class EarlyWalk {
  /** The walk, until the document is parsed (then the walks of the whole document replace it). */
  task: WalkTask | null = null;
  /** The walk has passed the bottom of the screen: it stops, and the page is callable. */
  covered = false;
  private observer: IntersectionObserver | null = null;

  constructor(private readonly onCovered: () => void) {}

  /** The walk of the top document, from its first node. */
  start(root: ScanRoot): WalkTask {
    // Live: no snapshot of what the parser has written, which could use up the slice before the
    // first number is marked. The walk after DOMContentLoaded looks for frames and shadow roots.
    this.task = new WalkTask(root, root.node, { fresh: true, live: true, discover: false });
    return this.task;
  }

  /**
   * The walk paused where it stands. Earlier stops stay watched: the answer for one comes a
   * frame later, when the walk has moved on, and any stop found below the screen is enough.
   */
  paused(): void {
    const node = this.task?.position;
    if (!node || typeof IntersectionObserver !== 'function') return;
    const element = node.nodeType === ELEMENT_NODE ? (node as Element) : node.parentElement;
    if (!element) return;
    this.observer ??= new IntersectionObserver((entries) => this.answered(entries));
    this.observer.observe(element);
  }

  /** The document is parsed, or the scanner is gone. */
  end(): void {
    this.task = null;
    this.observer?.disconnect();
    this.observer = null;
  }

  private answered(entries: IntersectionObserverEntry[]): void {
    const below = entries.some(
      (entry) => entry.boundingClientRect.top >= (entry.rootBounds?.bottom ?? innerHeight),
    );
    if (!below || !this.observer || this.covered) return;
    this.covered = true;
    this.end();
    this.onCovered();
  }
}
