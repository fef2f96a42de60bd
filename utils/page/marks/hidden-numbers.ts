/**
 * Blocks holding a number that was not shown when it was scanned (display:none, visibility
 * hidden…). Single-page apps often reveal such text by changing a class only — a collapsed row
 * opened once the data request answers — and class changes are too frequent to rescan what they
 * touch. Instead, a class change is checked against these few blocks: those under an element
 * whose class changed are scanned again, so what is on screen is what is marked.
 */
import type { ScanRoot } from '../dom/roots';

/** Climbing from a block to the roots costs one step per ancestor; deeper pages are rare. */
const MAX_DEPTH = 64;

export class HiddenNumbers {
  private blocks = new Map<Node, ScanRoot>();

  get size(): number {
    return this.blocks.size;
  }

  note(block: Node, root: ScanRoot): void {
    this.blocks.set(block, root);
  }

  /**
   * The noted blocks inside any of `changed` (elements whose class changed), forgotten here: the
   * rescan notes again those still hidden. Blocks the page removed are forgotten too.
   */
  takeUnder(changed: ReadonlySet<Node>): Array<{ block: Node; root: ScanRoot }> {
    const taken: Array<{ block: Node; root: ScanRoot }> = [];
    for (const [block, root] of this.blocks) {
      if (!block.isConnected) {
        this.blocks.delete(block);
        continue;
      }
      let current: Node | null = block;
      for (let depth = 0; current && depth < MAX_DEPTH; depth++) {
        if (changed.has(current)) {
          taken.push({ block, root });
          this.blocks.delete(block);
          break;
        }
        current = current.parentNode;
      }
    }
    return taken;
  }

  clear(): void {
    this.blocks.clear();
  }
}
