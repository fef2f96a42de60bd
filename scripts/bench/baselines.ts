/**
 * The two reference implementations the benchmark compares the extension with, bundled by
 * esbuild and injected into the same page in the same run (browser code, not part of the
 * extension):
 * - floor: a bare TreeWalker pass that only reads every text node — nothing can scan for less;
 * - obvious: libphonenumber-js `findNumbers` on every text node — what one writes first.
 * Each is one synchronous pass, so its longest task equals its total time.
 */
import { findNumbers } from 'libphonenumber-js';

export interface BaselineRun {
  ms: number;
  textNodes: number;
  numbers: number;
}

function walk(root: Node, visit: (text: string) => void): number {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  let count = 0;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    visit((node as Text).data);
    count++;
  }
  return count;
}

function floor(roots: Node[]): BaselineRun {
  const start = performance.now();
  let characters = 0;
  let textNodes = 0;
  for (const root of roots) {
    textNodes += walk(root, (text) => {
      characters += text.length;
    });
  }
  const ms = performance.now() - start;
  // Use the result so the engine cannot drop the reads.
  if (characters < 0) throw new Error('impossible');
  return { ms, textNodes, numbers: 0 };
}

function obvious(roots: Node[]): BaselineRun {
  const start = performance.now();
  let numbers = 0;
  let textNodes = 0;
  for (const root of roots) {
    textNodes += walk(root, (text) => {
      numbers += findNumbers(text, { defaultCountry: 'SA', v2: true }).length;
    });
  }
  return { ms: performance.now() - start, textNodes, numbers };
}

/** The rows [from, from + count) of the benchmark table. */
function rows(from: number, count: number): Node[] {
  const tbody = document.querySelector('#orders tbody') as HTMLTableSectionElement;
  return Array.from(tbody.rows).slice(from, from + count);
}

Object.assign(window, {
  benchBaselines: {
    floor: () => floor([document.body]),
    obvious: () => obvious([document.body]),
    floorRows: (from: number, count: number) => floor(rows(from, count)),
    obviousRows: (from: number, count: number) => obvious(rows(from, count)),
  },
});
