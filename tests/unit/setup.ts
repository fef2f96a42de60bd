// Unit tests validate numbers of every country, as the background and the extension's pages do
// (they add every number type at start); tests of the page script's on-demand types start from a
// fresh module graph (vi.resetModules) without them.
import { addEveryNumberType } from '../../utils/phone/every-number-type';

addEveryNumberType();
// The team system's outbox and list live in IndexedDB (utils/team-system/db.ts); Node has none.
import 'fake-indexeddb/auto';
