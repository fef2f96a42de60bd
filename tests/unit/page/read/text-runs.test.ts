// A block's digit runs, read the same way however the block is walked: a word in a node of its own
// ends a number (an app's number and label laid out apart), joiner text between digit nodes does
// not, and a child block starts a new run. The runs' key says whether a block's text changed.
import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { ownRuns, runsKey, sameKey } from '../../../../utils/page/read/text-runs';

function blockOf(html: string): Element {
  const { document } = parseHTML(`<main>${html}</main>`);
  return document.querySelector('main')!.firstElementChild!;
}
const texts = (block: Element) => ownRuns(block).map((run) => run.nodes.map((node) => node.data));

describe('ownRuns', () => {
  it('keeps a number apart from the label in the next span', () => {
    expect(texts(blockOf('<td><span>056-368-0978</span><span>Home</span></td>'))).toEqual([
      ['056-368-0978'],
    ]);
    expect(
      texts(blockOf('<td><span>0551234567</span><span>Home</span><span>0557654321</span></td>')),
    ).toEqual([['0551234567'], ['0557654321']]);
  });

  it('joins digit nodes across joiner text: spaces, dashes, a plus', () => {
    expect(texts(blockOf('<p><span>055</span> <b>123</b>-<i>4567</i></p>'))).toEqual([
      ['055', ' ', '123', '-', '4567'],
    ]);
  });

  it('starts a new run at a child block', () => {
    expect(texts(blockOf('<div>055 111 <p>inner 0552222222</p> 0553333333</div>'))).toEqual([
      ['055 111 '],
      [' 0553333333'],
    ]);
  });

  it('has none for a block without digits, or one whose text is not page text', () => {
    expect(texts(blockOf('<p>no number here</p>'))).toEqual([]);
    expect(texts(blockOf('<textarea>0551234567</textarea>'))).toEqual([]);
  });
});

describe('runsKey and sameKey', () => {
  it('say a block is unchanged only with the same nodes and the same text', () => {
    const block = blockOf('<td><span>0551234567</span></td>');
    const before = runsKey(ownRuns(block));
    expect(sameKey(before, runsKey(ownRuns(block)))).toBe(true);

    // An app rewrites the text in place: same node, other number.
    const text = block.querySelector('span')!.firstChild as Text;
    text.data = '0557654321';
    expect(sameKey(before, runsKey(ownRuns(block)))).toBe(false);

    // Or renders a new node with the same text.
    const rewritten = runsKey(ownRuns(block));
    block.querySelector('span')!.replaceChildren(block.ownerDocument.createTextNode('0557654321'));
    expect(sameKey(rewritten, runsKey(ownRuns(block)))).toBe(false);
  });
});
