// A number hidden when scanned is scanned again when a class changes on it or above it (a row an
// app opens by a class); a block the page removed is forgotten.
import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { HiddenNumbers } from '../../../../utils/page/marks/hidden-numbers';
import type { ScanRoot } from '../../../../utils/page/dom/roots';

const { document } = parseHTML(
  '<main><section id="panel"><p id="a">0551234567</p><div><p id="b">0557654321</p></div></section><p id="c">0501112222</p></main>',
);
const root = { node: document } as unknown as ScanRoot;
const byId = (id: string) => document.getElementById(id)!;

function noted(...ids: string[]): HiddenNumbers {
  const hidden = new HiddenNumbers();
  for (const id of ids) hidden.note(byId(id), root);
  return hidden;
}

describe('HiddenNumbers', () => {
  it('hands back the blocks under an element whose class changed, once', () => {
    const hidden = noted('a', 'b', 'c');
    const taken = hidden.takeUnder(new Set([byId('panel')]));
    expect(taken.map(({ block }) => (block as Element).id)).toEqual(['a', 'b']);
    expect(taken.every((entry) => entry.root === root)).toBe(true);
    expect(hidden.size).toBe(1);
    expect(hidden.takeUnder(new Set([byId('panel')]))).toEqual([]);
  });

  it('hands back a block whose own class changed, and nothing for a change elsewhere', () => {
    const hidden = noted('a', 'c');
    expect(hidden.takeUnder(new Set([byId('b')]))).toEqual([]);
    expect(hidden.takeUnder(new Set([byId('c')])).map(({ block }) => block)).toEqual([byId('c')]);
  });

  it('forgets a block the page removed', () => {
    const hidden = noted('a', 'c');
    byId('c').remove();
    expect(hidden.takeUnder(new Set([document.querySelector('main')!]))).toHaveLength(1);
    expect(hidden.size).toBe(0);
  });
});
