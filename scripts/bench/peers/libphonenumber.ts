// libphonenumber-js findNumbers (max metadata) on every text node with a digit once the page is
// parsed, each number marked: what one writes first with the library.
import { findNumbers } from 'libphonenumber-js/max';
import { markWhenParsed } from './mark';

markWhenParsed(function* (text) {
  if (!/\d/.test(text)) return;
  for (const found of findNumbers(text, { defaultCountry: 'SA', v2: true }))
    yield [found.startsAt, found.endsAt];
});
