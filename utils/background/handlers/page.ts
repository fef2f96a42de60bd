/**
 * Page actions and site access. A content script may ask for a call to a number, learn how a click
 * behaves and get the numbering data it does not carry (see PAGE_MESSAGES), never read settings
 * or the token.
 */
import { browser } from '#imports';
import { resolveLanguage } from '../../i18n';
import { numberTypesOf } from '../../phone/every-number-type';
import { loadSettings } from '../../settings/store';
import { getSiteAccess, setAllSites, setSiteAccess } from '../../sites/access';
import { nameSelectorFor } from '../../sites/fields/name-selectors';
import { placeCall, setupProblems } from '../place-call';
import type { HandlerGroup } from './types';
import { pageOriginOf } from '../surface';

export const pageHandlers = {
  async placeCall(data, sender) {
    if (sender.kind !== 'content') return placeCall(data, { origin: 'popup' });
    const pageOrigin = pageOriginOf(sender.url);
    return placeCall(data, {
      origin: 'page',
      tabId: sender.tabId,
      surface: 'page',
      ...(pageOrigin && { pageOrigin }),
    });
  },

  async getPageConfig(_data, sender) {
    const settings = await loadSettings();
    const problems = await setupProblems(settings);
    const ready = { webrtc: problems.webrtc.length === 0, bridge: problems.bridge.length === 0 };
    return {
      clickAction: settings.clickAction,
      defaultCountry: settings.defaultCountry,
      language: resolveLanguage(settings.language, browser.i18n.getUILanguage()),
      // 'ask' offers both actions: usable as soon as either is set up.
      configured:
        settings.clickAction === 'ask' ? ready.webrtc || ready.bridge : ready[settings.clickAction],
      // Only this site's line: a page never learns how other sites are set up.
      nameSelector: nameSelectorFor(settings.nameSelectors, sender.url ?? ''),
    };
  },

  async getNumberTypes({ codes }) {
    return numberTypesOf(codes);
  },

  async getSiteAccess({ origin }) {
    return getSiteAccess(origin);
  },

  async setSiteAccess({ origin, enabled }) {
    return setSiteAccess(origin, enabled);
  },

  async setAllSites({ enabled }) {
    return setAllSites(enabled);
  },
} satisfies HandlerGroup<
  | 'placeCall'
  | 'getPageConfig'
  | 'getNumberTypes'
  | 'getSiteAccess'
  | 'setSiteAccess'
  | 'setAllSites'
>;
