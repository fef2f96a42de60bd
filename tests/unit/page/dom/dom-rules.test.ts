// Which elements make a block, which text is not page text, and what between two text nodes
// separates them on screen: decided by tag name alone, so the walk never reads a style.
import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import {
  blockOf,
  breakBetween,
  isJoinerText,
  isSkippedBlock,
  joinersBetween,
  readBlockOfParent,
  type BlockOfParent,
} from '../../../../utils/page/dom/dom-rules';

function page(html: string): Document {
  return parseHTML(`<!doctype html><html><body>${html}</body></html>`).document;
}

/** The text nodes of `root` in document order. */
function textsOf(root: Node): Text[] {
  const out: Text[] = [];
  const visit = (node: Node) => {
    if (node.nodeType === 3) out.push(node as Text);
    node.childNodes.forEach(visit);
  };
  visit(root);
  return out;
}

const textNode = (doc: Document, data: string) => textsOf(doc.body).find((t) => t.data === data)!;

describe('blockOf', () => {
  it('is the nearest ancestor that is not inline', () => {
    const doc = page('<table><tr><td><span><b>055</b></span></td></tr></table>');
    expect((blockOf(textNode(doc, '055')) as Element).localName).toBe('td');
    expect((blockOf(doc.querySelector('b')!) as Element).localName).toBe('td');
  });

  it('is the body for text right under it', () => {
    const doc = page('0551234567');
    expect(blockOf(textNode(doc, '0551234567'))).toBe(doc.body);
  });
});

describe('readBlockOfParent', () => {
  const fresh = (): BlockOfParent => ({ parent: null, block: null, skipped: false });

  it('gives the block and whether its text is page text', () => {
    const doc = page('<p><a href="#">055</a></p><script>var n = 0551234567</script>');
    const at = fresh();
    readBlockOfParent(textNode(doc, '055'), at);
    expect((at.block as Element).localName).toBe('p');
    expect(at.skipped).toBe(false);
    readBlockOfParent(textNode(doc, 'var n = 0551234567'), at);
    expect((at.block as Element).localName).toBe('script');
    expect(at.skipped).toBe(true);
  });

  it('skips the text of an option, even inside inline elements around the select', () => {
    const doc = page('<span><select><option>0551234567</option></select></span>');
    const at = fresh();
    readBlockOfParent(textNode(doc, '0551234567'), at);
    expect(at.skipped).toBe(true);
  });

  it('reads a parent once: the next text node of the same parent keeps the answer', () => {
    const doc = page('<td>055<!-- a comment -->1234567</td>');
    const [first, second] = textsOf(doc.body);
    const at = fresh();
    readBlockOfParent(first!, at);
    const marker = doc.createElement('div');
    at.block = marker;
    readBlockOfParent(second!, at);
    expect(at.block).toBe(marker);
  });
});

describe('isSkippedBlock', () => {
  it('is true for script, style, textarea and the like, false for page text and non-elements', () => {
    const doc = page('<style>p{}</style><textarea>1</textarea><p>1</p>');
    expect(isSkippedBlock(doc.querySelector('style')!)).toBe(true);
    expect(isSkippedBlock(doc.querySelector('textarea')!)).toBe(true);
    expect(isSkippedBlock(doc.querySelector('p')!)).toBe(false);
    expect(isSkippedBlock(doc)).toBe(false);
  });
});

describe('breakBetween', () => {
  it('is false for inline elements and siblings, true for a <br>, an image or a nested block', () => {
    const doc = page(
      '<p id="inline">055<b>123</b>4567</p><p id="br">055<br>1234567</p>' +
        '<p id="img">055<img src="x.png">1234567</p><div id="block">055<div></div>1234567</div>',
    );
    const ends = (id: string) => {
      const texts = textsOf(doc.getElementById(id)!);
      return [texts[0]!, texts[texts.length - 1]!] as const;
    };
    expect(breakBetween(...ends('inline'))).toBe(false);
    const [first, middle] = textsOf(doc.getElementById('inline')!);
    expect(breakBetween(first!, middle!.parentNode!)).toBe(false);
    expect(breakBetween(...ends('br'))).toBe(true);
    expect(breakBetween(...ends('img'))).toBe(true);
    expect(breakBetween(...ends('block'))).toBe(true);
  });

  it('counts a walk longer than its bound as a break', () => {
    const doc = page(`<p>055${'<span></span>'.repeat(70)}1234567</p>`);
    const texts = textsOf(doc.body);
    expect(breakBetween(texts[0]!, texts[1]!)).toBe(true);
  });
});

describe('joinersBetween', () => {
  it('gives the joiner text between two digit nodes of one block (the next digit node ends it)', () => {
    const doc = page('<p><span>055</span> <b>123</b>-<i>4567</i></p>');
    const data = (from: string, to: string) =>
      joinersBetween(textNode(doc, from), textNode(doc, to))?.map((text) => text.data);
    expect(data('055', '123')).toEqual([' ']);
    expect(data('123', '4567')).toEqual(['-']);
  });

  it('is null when a word, a <br> or a block lies between', () => {
    const word = page('<p><span>0551234567</span><span>Home</span><span>0557654321</span></p>');
    expect(joinersBetween(textNode(word, '0551234567'), textNode(word, '0557654321'))).toBeNull();
    const br = page('<p>055<br>1234567</p>');
    const [a, b] = textsOf(br.body);
    expect(joinersBetween(a!, b!)).toBeNull();
    const block = page('<div>055<p></p>1234567</div>');
    const [c, d] = textsOf(block.body);
    expect(joinersBetween(c!, d!)).toBeNull();
  });
});

describe('isJoinerText', () => {
  it('accepts what sits inside a written number and refuses a word or a comma', () => {
    for (const joiner of [' ', ' - ', '+', '(', ') ', '.', '/', '\u00a0', '\u200f', '\u2066', ''])
      expect(isJoinerText(joiner), JSON.stringify(joiner)).toBe(true);
    for (const other of ['Home', ',', ' x ', ':']) expect(isJoinerText(other), other).toBe(false);
  });
});
