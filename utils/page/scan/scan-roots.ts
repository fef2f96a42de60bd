/**
 * The trees a scanner follows — the document, open shadow roots, same-origin frames — each with
 * the MutationObserver that reports its changes and the watcher of the transitions and
 * animations that may reveal its hidden numbers.
 */
import { observeMutations } from './mutations';
import { watchReveals } from '../marks/reveal-events';
import type { ScanRoot } from '../dom/roots';

interface Followed {
  root: ScanRoot;
  observer: MutationObserver;
  unwatch: () => void;
}

export class ScanRoots {
  private readonly followed = new Map<Document | ShadowRoot, Followed>();

  constructor(
    private readonly on: {
      mutations(root: ScanRoot, records: MutationRecord[]): void;
      revealed(target: Node): void;
    },
  ) {}

  has(tree: Document | ShadowRoot): boolean {
    return this.followed.has(tree);
  }

  get(tree: Document | ShadowRoot): ScanRoot | undefined {
    return this.followed.get(tree)?.root;
  }

  /** The top document's root, once followed. */
  get top(): ScanRoot | null {
    return this.all().find((root) => root.parent === null) ?? null;
  }

  all(): ScanRoot[] {
    return [...this.followed.values()].map((entry) => entry.root);
  }

  trees(): Array<Document | ShadowRoot> {
    return [...this.followed.keys()];
  }

  /**
   * Follows `root`; false when its document has no window. Its changes are observed at once
   * unless `observeLater` (while the parser writes: one walk after DOMContentLoaded takes the
   * finished document, then `observeAll`).
   */
  add(root: ScanRoot, observeLater: boolean): boolean {
    const win = root.doc.defaultView;
    if (!win) return false;
    const observer = new win.MutationObserver((records) => this.on.mutations(root, records));
    if (!observeLater) observeMutations(observer, root.node);
    const unwatch = watchReveals(root.node, (target) => this.on.revealed(target));
    this.followed.set(root.node, { root, observer, unwatch });
    return true;
  }

  observeAll(): void {
    for (const { root, observer } of this.followed.values()) observeMutations(observer, root.node);
  }

  /** Stops following what `frame` hosted before its current document; answers those roots. */
  dropFormerFrameRoots(frame: HTMLIFrameElement): ScanRoot[] {
    const dropped: ScanRoot[] = [];
    for (const [tree, entry] of this.followed) {
      if (entry.root.host === frame && tree !== frame.contentDocument) {
        this.stop(entry);
        this.followed.delete(tree);
        dropped.push(entry.root);
      }
    }
    return dropped;
  }

  clear(): void {
    for (const entry of this.followed.values()) this.stop(entry);
    this.followed.clear();
  }

  private stop({ observer, unwatch }: Followed): void {
    observer.disconnect();
    unwatch();
  }
}
