// The roots a scanner follows: each observed (now, or once the parser is done), each watched for
// the end of a reveal, a frame's old document dropped when it navigates, everything stopped at
// the end. The observer is a recording stand-in: what is observed, and when, is the rule here.
import { parseHTML } from 'linkedom';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ScanRoots } from '../../../../utils/page/scan/scan-roots';
import type { ScanRoot } from '../../../../utils/page/dom/roots';

const { document, Event, Node } = parseHTML('<main><iframe></iframe><p>0551234567</p></main>');
beforeAll(() => vi.stubGlobal('Node', Node));
afterAll(() => vi.unstubAllGlobals());

class RecordingObserver {
  static all: RecordingObserver[] = [];
  observed: Node[] = [];
  disconnected = false;
  constructor(readonly callback: (records: MutationRecord[]) => void) {
    RecordingObserver.all.push(this);
  }
  observe(node: Node) {
    this.observed.push(node);
  }
  disconnect() {
    this.disconnected = true;
  }
}

/** A tree of its own with a window whose MutationObserver records what it is asked. */
function rootIn(host: Element | null, parent: ScanRoot | null): ScanRoot {
  const { document: doc } = parseHTML('<p>tree</p>');
  Object.defineProperty(doc, 'defaultView', { value: { MutationObserver: RecordingObserver } });
  return { node: doc, doc, host, parent };
}

describe('ScanRoots', () => {
  it('observes a root at once, or later while the parser works, and reports its changes', () => {
    const mutations: ScanRoot[] = [];
    const roots = new ScanRoots({ mutations: (root) => mutations.push(root), revealed: () => {} });
    const top = rootIn(null, null);
    const frame = rootIn(document.querySelector('iframe'), top);
    expect(roots.add(top, true)).toBe(true);
    expect(roots.add(frame, false)).toBe(true);
    const [topObserver, frameObserver] = RecordingObserver.all.slice(-2);
    expect(topObserver!.observed).toEqual([]);
    expect(frameObserver!.observed).toEqual([frame.node]);

    roots.observeAll();
    expect(topObserver!.observed).toEqual([top.node]);
    frameObserver!.callback([]);
    expect(mutations).toEqual([frame]);
    expect(roots.top).toBe(top);
    expect(roots.all()).toEqual([top, frame]);
    expect(roots.get(frame.node)).toBe(frame);
  });

  it('does not follow a tree without a window', () => {
    const roots = new ScanRoots({ mutations: () => {}, revealed: () => {} });
    const { document: windowless } = parseHTML('<p></p>');
    Object.defineProperty(windowless, 'defaultView', { value: null });
    expect(roots.add({ node: windowless, doc: windowless, host: null, parent: null }, false)).toBe(
      false,
    );
    expect(roots.has(windowless)).toBe(false);
  });

  it('tells when a transition ends under a root, until the root is dropped', () => {
    const revealed: Node[] = [];
    const roots = new ScanRoots({
      mutations: () => {},
      revealed: (target) => revealed.push(target),
    });
    const top = rootIn(null, null);
    roots.add(top, false);
    const paragraph = top.doc.querySelector('p')!;
    paragraph.dispatchEvent(new Event('transitionend', { bubbles: true }));
    expect(revealed).toEqual([paragraph]);

    roots.clear();
    paragraph.dispatchEvent(new Event('transitionend', { bubbles: true }));
    expect(revealed).toHaveLength(1);
    expect(RecordingObserver.all.at(-1)!.disconnected).toBe(true);
    expect(roots.all()).toEqual([]);
  });

  it('drops what a frame hosted before its current document, and nothing else', () => {
    const roots = new ScanRoots({ mutations: () => {}, revealed: () => {} });
    const iframe = document.querySelector('iframe')!;
    const top = rootIn(null, null);
    const old = rootIn(iframe, top);
    roots.add(top, false);
    roots.add(old, false);
    const oldObserver = RecordingObserver.all.at(-1)!;

    expect(roots.dropFormerFrameRoots(iframe)).toEqual([old]);
    expect(oldObserver.disconnected).toBe(true);
    expect(roots.all()).toEqual([top]);
  });
});
