/**
 * The context menu: its two items are created at install in the agent's language, retitled when
 * the language setting changes, and a click on "Call …" calls the selection it was given.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import {
  CALL_LIST_MENU_ID,
  CALL_SELECTION_MENU_ID,
  setupContextMenu,
} from '../../../utils/background/context-menu';
import { DEFAULT_SETTINGS, settingsItem } from '../../../utils/settings/store';

type Clicked = (info: { menuItemId: string; selectionText?: string }, tab?: { id: number }) => void;

/** The browser's menus as the extension left them: item id → title. */
function fakeMenus() {
  const titles = new Map<string, string>();
  const clicked: Clicked[] = [];
  Object.assign(fakeBrowser, {
    contextMenus: {
      removeAll: async () => titles.clear(),
      create: (item: { id: string; title: string }, done: () => void) => {
        titles.set(item.id, item.title);
        done();
      },
      update: async (id: string, change: { title: string }) => void titles.set(id, change.title),
      onClicked: { addListener: (listener: Clicked) => clicked.push(listener) },
    },
  });
  return {
    titles,
    click: (info: Parameters<Clicked>[0]) => clicked.forEach((l) => l(info, { id: 4 })),
  };
}

beforeEach(() => {
  fakeBrowser.reset();
  fakeBrowser.i18n.getUILanguage = () => 'en-US';
});

describe('setupContextMenu', () => {
  it('creates both items in English at install, and retitles them in Arabic when asked', async () => {
    const menus = fakeMenus();
    const failed = vi.fn();
    setupContextMenu(failed);
    await fakeBrowser.runtime.onInstalled.trigger({ reason: 'install' } as never);
    await vi.waitFor(() => expect(menus.titles.size).toBe(2));
    expect(menus.titles.get(CALL_SELECTION_MENU_ID)).toBe('Call “%s” with Dialbridge');
    expect(menus.titles.get(CALL_LIST_MENU_ID)).toBe('Call the numbers on this page one by one');

    await settingsItem.setValue({ ...DEFAULT_SETTINGS, language: 'ar' });
    await vi.waitFor(() =>
      expect(menus.titles.get(CALL_SELECTION_MENU_ID)).toBe('اتصل بـ «%s» عبر دايل بريدج'),
    );
    expect(menus.titles.get(CALL_LIST_MENU_ID)).toBe('الاتصال بأرقام هذه الصفحة واحدًا تلو الآخر');
    expect(failed).not.toHaveBeenCalled();
  });

  it('a click on "Call …" calls the selected number', async () => {
    const menus = fakeMenus();
    await settingsItem.setValue({
      ...DEFAULT_SETTINGS,
      clickAction: 'webrtc',
      webrtcUrl: 'https://phone.example.com',
    });
    const opened = vi.spyOn(fakeBrowser.tabs, 'create').mockResolvedValue({} as never);
    setupContextMenu(() => {});
    menus.click({ menuItemId: CALL_SELECTION_MENU_ID, selectionText: '055 123 4567' });
    await vi.waitFor(() => expect(opened).toHaveBeenCalledTimes(1));
    const url = new URL((opened.mock.calls[0]![0] as { url: string }).url);
    expect(url.searchParams.get('phone_number')).toBe('966551234567');
  });
});
