// A living page's changes, as the scanner reads them: text rewritten in place rescans its block,
// added elements are walked once (the outermost), a style that shows or hides text rewalks the
// element, and a class change is only noted (hidden numbers are checked against it).
import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { collectMutations, isSmallChange } from '../../../../utils/page/scan/mutations';
import type { ScanRoot } from '../../../../utils/page/dom/roots';

const { document } = parseHTML(`<main>
  <table><tr><td id="cell"><span id="number">056-368-0978</span><span>Home</span></td></tr></table>
  <div id="list"><div id="row"><p id="inner">0551234567</p></div></div>
  <div id="panel" style="color: red">0557654321</div>
  <div id="own"></div>
</main>`);
const root = { doc: document, node: document } as unknown as ScanRoot;
const byId = (id: string) => document.getElementById(id)!;
const none: ReadonlySet<Node> = new Set();

type Record = Partial<MutationRecord> & { target: Node; type: MutationRecordType };
function work(records: Record[], own = none) {
  const list = records.map((record) => ({
    root,
    record: { addedNodes: [], removedNodes: [], ...record } as unknown as MutationRecord,
  }));
  return collectMutations(list, own);
}

describe('collectMutations', () => {
  it('rescans the block whose text an app rewrote in place, not the inline element', () => {
    const text = byId('number').firstChild!;
    const found = work([{ type: 'characterData', target: text }]);
    expect(found.blocks.map(({ block }) => block)).toEqual([byId('cell')]);
    expect(found.subtrees).toEqual([]);
  });

  it('walks an added subtree once, from its outermost element', () => {
    const found = work([
      { type: 'childList', target: byId('list'), addedNodes: [byId('row')] as never },
      { type: 'childList', target: byId('row'), addedNodes: [byId('inner')] as never },
    ]);
    expect(found.subtrees.map(({ subtree }) => subtree)).toEqual([byId('row')]);
  });

  it('rescans the block an inline element or a text node was added to or removed from', () => {
    const span = document.createElement('span');
    const found = work([
      { type: 'childList', target: byId('number'), addedNodes: [span] as never },
      {
        type: 'childList',
        target: byId('inner'),
        removedNodes: [document.createTextNode('0551234567')] as never,
      },
    ]);
    expect(found.blocks.map(({ block }) => block)).toEqual([byId('cell'), byId('inner')]);
    expect(found.removed).toEqual([]);
  });

  it('lists removed elements, and leaves detached subtrees unwalked', () => {
    const gone = document.createElement('div');
    const found = work([
      { type: 'childList', target: byId('list'), addedNodes: [gone] as never },
      { type: 'childList', target: byId('list'), removedNodes: [gone] as never },
    ]);
    expect(found.removed).toEqual([gone]);
    expect(found.subtrees).toEqual([]);
  });

  it('rewalks an element whose style may show or hide text, and no other style change', () => {
    const panel = byId('panel');
    const colour = work([
      { type: 'attributes', target: panel, attributeName: 'style', oldValue: 'color: blue' },
    ]);
    expect(colour.subtrees).toEqual([]);
    const shown = work([
      { type: 'attributes', target: panel, attributeName: 'style', oldValue: 'display: none' },
    ]);
    expect(shown.subtrees.map(({ subtree }) => subtree)).toEqual([panel]);
    expect([...shown.visibilityChanged]).toEqual([panel]);
    const opened = work([{ type: 'attributes', target: panel, attributeName: 'hidden' }]);
    expect(opened.subtrees.map(({ subtree }) => subtree)).toEqual([panel]);
  });

  it('only notes a class change', () => {
    const found = work([{ type: 'attributes', target: byId('row'), attributeName: 'class' }]);
    expect([...found.classChanged]).toEqual([byId('row')]);
    expect(found.subtrees).toEqual([]);
    expect(found.blocks).toEqual([]);
  });

  it("ignores the changes to Dialbridge's own nodes", () => {
    const own = byId('own');
    const found = work(
      [{ type: 'childList', target: own, addedNodes: [document.createElement('div')] as never }],
      new Set([own]),
    );
    expect(found.subtrees).toEqual([]);
    expect(found.blocks).toEqual([]);
  });
});

describe('isSmallChange', () => {
  it('counts the blocks and the nodes of the subtrees against the limit', () => {
    const found = work([
      { type: 'childList', target: byId('list'), addedNodes: [byId('row')] as never },
      { type: 'characterData', target: byId('number').firstChild! },
    ]);
    // One block, and the row: the row, its paragraph and the paragraph's text.
    expect(isSmallChange(found, 4)).toBe(true);
    expect(isSmallChange(found, 3)).toBe(false);
  });
});
