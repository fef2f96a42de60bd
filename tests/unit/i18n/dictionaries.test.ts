/**
 * Every dictionary of the product, wherever its part keeps it: English and Arabic hold the same
 * keys (Arabic may add the plural forms its rules need and English has no use for), and no key is
 * written in two dictionaries, where one would hide the other on a page that carries both.
 */
import { describe, expect, it } from 'vitest';
import { callListStrings } from '../../../components/call-lists/strings';
import { historyStrings } from '../../../components/calls/history/strings';
import { callStrings } from '../../../components/calls/strings';
import { orderStrings } from '../../../components/orders/strings';
import { pageStrings } from '../../../components/page/strings';
import { popupStrings } from '../../../components/apps/strings';
import { settingsStrings } from '../../../components/settings/strings';
import { teamSystemStrings } from '../../../components/team-system/strings';
import { notificationStrings } from '../../../utils/background/notification-strings';
import { pageActionStrings } from '../../../utils/background/page-action-strings';
import type { AreaMessages } from '../../../utils/i18n';
import { common } from '../../../utils/i18n/messages/common';
import { errors } from '../../../utils/i18n/messages/errors';
import { formErrors } from '../../../utils/i18n/messages/form-errors';
import { overlayStrings } from '../../../utils/page/overlay/strings';

const DICTIONARIES: Record<string, AreaMessages> = {
  callListStrings,
  history: historyStrings,
  callStrings,
  orderStrings,
  pageStrings,
  popupStrings,
  options: settingsStrings,
  teamSystem: teamSystemStrings,
  notificationMessages: notificationStrings,
  pageActions: pageActionStrings,
  common,
  errors,
  formErrors,
  overlay: overlayStrings,
};

describe.each(Object.entries(DICTIONARIES))('%s', (_name, area) => {
  it('has every phrase in English and Arabic', () => {
    // A phrase and its counted forms (`key#few`): each language writes the forms its rules need.
    const phrases = (dictionary: object) =>
      [...new Set(Object.keys(dictionary).map((key) => key.replace(/#\w+$/, '')))].sort();
    // Arabic alone translates the sentences English pages show as the background wrote them
    // (utils/i18n/error-text.ts): an error by its code, a field's own message.
    const translatesSent = (phrase: string) => /^(error|fieldError)\./.test(phrase);
    const arabic = phrases(area.ar).filter(
      (phrase) => !translatesSent(phrase) || phrase in area.en,
    );
    expect(arabic).toEqual(phrases(area.en));
  });
});

it('no key is written in two dictionaries', () => {
  const owners = new Map<string, string[]>();
  for (const [name, area] of Object.entries(DICTIONARIES))
    for (const key of Object.keys(area.en)) owners.set(key, [...(owners.get(key) ?? []), name]);
  const twice = [...owners].filter(([, names]) => names.length > 1);
  expect(twice).toEqual([]);
});
