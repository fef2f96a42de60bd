// The least a content script that marks numbers can do: one TreeWalker pass over the page's text
// once it is parsed, a digit-run regular expression, one CSS Highlight. No observer, no checks.
import { markWhenParsed } from './mark';

markWhenParsed(function* (text) {
  for (const found of text.matchAll(/\+?\d[\d\s().-]{5,}\d/g))
    yield [found.index, found.index + found[0].length];
});
