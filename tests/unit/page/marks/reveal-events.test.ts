// A view that fades or slides in changes nothing in the DOM when its animation ends; the end of a
// transition or animation is what tells the scanner to look again at what it hid.
import { parseHTML } from 'linkedom';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { watchReveals } from '../../../../utils/page/marks/reveal-events';

const { document, Event, Node } = parseHTML(
  '<main><div id="dialog"><p>0551234567</p></div></main>',
);
beforeAll(() => vi.stubGlobal('Node', Node));
afterAll(() => vi.unstubAllGlobals());

describe('watchReveals', () => {
  it('names the element whose transition or animation ended, until removed', () => {
    const ended: Node[] = [];
    const remove = watchReveals(document, (target) => ended.push(target));
    const dialog = document.getElementById('dialog')!;
    const paragraph = dialog.querySelector('p')!;
    dialog.dispatchEvent(new Event('transitionend', { bubbles: true }));
    paragraph.dispatchEvent(new Event('animationend', { bubbles: true }));
    dialog.dispatchEvent(new Event('click', { bubbles: true }));
    expect(ended).toEqual([dialog, paragraph]);

    remove();
    dialog.dispatchEvent(new Event('transitionend', { bubbles: true }));
    expect(ended).toHaveLength(2);
  });
});
