// What both marking peers share: once the page is parsed, one TreeWalker pass over its text,
// every span `find` answers marked in one CSS Highlight.
export function markWhenParsed(find: (text: string) => Iterable<[number, number]>): void {
  const mark = () => {
    const highlight = new Highlight();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const [start, end] of find(node.nodeValue ?? '')) {
        highlight.add(
          new StaticRange({
            startContainer: node,
            startOffset: start,
            endContainer: node,
            endOffset: end,
          }),
        );
      }
    }
    CSS.highlights.set('peer-phone', highlight);
    const sheet = new CSSStyleSheet();
    sheet.replaceSync('::highlight(peer-phone) { background-color: rgba(15, 118, 110, 0.18); }');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', mark);
  else mark();
}
