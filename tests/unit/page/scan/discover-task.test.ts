// The open shadow roots and frames under a subtree, found by a sliced element walk, and what the
// scanner does with them: a shadow root becomes a root; a frame is attached now and again each
// time it loads, listened to once, with the root it was last found in.
import { parseHTML } from 'linkedom';
import { describe, expect, it, vi } from 'vitest';
import {
  DiscoverTask,
  foundRoots,
  type FoundRoots,
} from '../../../../utils/page/scan/discover-task';
import type { ScanContext } from '../../../../utils/page/scan/scan-tasks';
import type { ScanRoot } from '../../../../utils/page/dom/roots';
import { browserTreeWalker } from '../tree-walker';

// Node has no NodeFilter; the walker only needs SHOW_ELEMENT's value.
vi.stubGlobal('NodeFilter', { SHOW_ELEMENT: 1 });

function page(html: string) {
  const { document } = parseHTML(`<!doctype html><html><body>${html}</body></html>`);
  const root = { doc: document, node: document } as unknown as ScanRoot;
  return { document, root };
}

/** Gives `host` an open shadow root (linkedom has none). */
function withShadow(host: Element): ShadowRoot {
  const shadow = { host } as unknown as ShadowRoot;
  Object.defineProperty(host, 'shadowRoot', { value: shadow });
  return shadow;
}

function recorder() {
  const seen: string[] = [];
  const found: FoundRoots = {
    shadowHost: (host) => seen.push(`shadow:${host.id}`),
    frame: (frame) => seen.push(`frame:${frame.id}`),
  };
  return { seen, found };
}

const context = {} as ScanContext;

describe('DiscoverTask', () => {
  it('finds shadow hosts and frames under the subtree, the subtree itself included', () => {
    const { document, root } = page(
      '<section id="s"><my-card id="card"></my-card><div><iframe id="f1"></iframe></div>' +
        '<frame id="f2"></section><iframe id="outside"></iframe>',
    );
    const section = document.getElementById('s')!;
    withShadow(section);
    withShadow(document.getElementById('card')!);
    const { seen, found } = recorder();
    expect(new DiscoverTask(root, section, found).step(Infinity, context)).toBe(true);
    expect(seen).toEqual(['shadow:s', 'shadow:card', 'frame:f1', 'frame:f2']);
  });

  it('in a range: from its first element (and those holding it) up to the element past its end', () => {
    const { document, root } = page(
      '<iframe id="above"></iframe><main id="m"><p id="before"></p><my-row id="from"><iframe id="in-from"></iframe></my-row>' +
        '<iframe id="inside"></iframe><section id="end"><iframe id="at-end"></iframe></section>' +
        '<iframe id="below"></iframe></main>',
    );
    const byId = (id: string) => document.getElementById(id)!;
    Object.assign(document, { createTreeWalker: browserTreeWalker(1) });
    for (const id of ['m', 'before', 'from']) withShadow(byId(id));
    const { seen, found } = recorder();
    const range = { from: byId('from'), to: byId('end') };
    expect(new DiscoverTask(root, document, found, range).step(Infinity, context)).toBe(true);
    expect(seen.sort()).toEqual(['frame:in-from', 'frame:inside', 'shadow:from', 'shadow:m']);
  });

  it('stops at the deadline and goes on where it stopped', () => {
    const { document, root } = page(
      `<main>${'<p></p>'.repeat(200)}<iframe id="last"></iframe></main>`,
    );
    const { seen, found } = recorder();
    const task = new DiscoverTask(root, document.querySelector('main')!, found);
    expect(task.step(-Infinity, context)).toBe(false);
    expect(seen).toEqual([]);
    let steps = 1;
    while (!task.step(-Infinity, context)) steps++;
    expect(steps).toBeGreaterThan(1);
    expect(seen).toEqual(['frame:last']);
  });

  it('finds nothing in a subtree the page removed meanwhile', () => {
    const { document, root } = page('<div id="gone"><iframe id="f"></iframe></div>');
    const gone = document.getElementById('gone')!;
    gone.remove();
    const { seen, found } = recorder();
    expect(new DiscoverTask(root, gone, found).step(Infinity, context)).toBe(true);
    expect(seen).toEqual([]);
  });
});

describe('foundRoots', () => {
  it('adds a shadow root as a root under the root it was found in', () => {
    const { document, root } = page('<my-card id="card"></my-card>');
    const host = document.getElementById('card')!;
    const shadow = withShadow(host);
    const added: ScanRoot[] = [];
    foundRoots(
      (r) => added.push(r),
      () => {},
    ).shadowHost(host, root);
    expect(added).toEqual([{ node: shadow, doc: document, host, parent: root }]);
    foundRoots(
      (r) => added.push(r),
      () => {},
    ).shadowHost(document.body, root);
    expect(added).toHaveLength(1);
  });

  it('attaches a frame at once and at each load, listening once, with its latest parent', () => {
    const { document, root } = page('<iframe id="f"></iframe>');
    const frame = document.getElementById('f') as HTMLIFrameElement;
    const newer = { ...root, node: document.body } as unknown as ScanRoot;
    const attached: ScanRoot[] = [];
    const roots = foundRoots(
      () => {},
      (_frame, parent) => attached.push(parent),
    );
    roots.frame(frame, root);
    roots.frame(frame, newer);
    expect(attached).toEqual([root, newer]);
    frame.dispatchEvent(new document.defaultView!.Event('load'));
    expect(attached).toEqual([root, newer, newer]);
  });
});
