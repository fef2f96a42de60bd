/**
 * The keyboard commands: "open this page" opens the toolbar popup on This page, or the popup page
 * in a tab for the tab the command came from; "call selection" reads the first non-empty
 * selection among the tab's frames, the top frame alone where another origin's frame is refused.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { openThisPage, readSelection } from '../../../utils/background/commands';
import { popupSectionItem } from '../../../utils/background/popup-section';

beforeEach(() => fakeBrowser.reset());

describe('openThisPage', () => {
  it('opens the toolbar popup on This page', async () => {
    vi.spyOn(fakeBrowser.action, 'openPopup').mockResolvedValue(undefined as never);
    const created = vi.spyOn(fakeBrowser.tabs, 'create');
    expect(await openThisPage(5)).toBe('popup');
    expect(await popupSectionItem.getValue()).toBe('page');
    expect(created).not.toHaveBeenCalled();
  });

  it('where the popup cannot open, opens it in a tab for the command’s tab, leaving no section', async () => {
    vi.spyOn(fakeBrowser.action, 'openPopup').mockRejectedValue(new Error('no window'));
    const created = vi.spyOn(fakeBrowser.tabs, 'create').mockResolvedValue({} as never);
    expect(await openThisPage(5)).toBe('tab');
    const url = new URL((created.mock.calls[0]![0] as { url: string }).url);
    expect(url.pathname).toBe('/popup.html');
    expect(Object.fromEntries(url.searchParams)).toEqual({ section: 'page', tab: '5' });
    expect(await popupSectionItem.getValue()).toBeNull();
  });
});

describe('readSelection', () => {
  type Results = Array<{ result: unknown }>;
  function scripting(answers: Array<Results | Error>) {
    const targets: unknown[] = [];
    const executeScript = vi.fn(async (injection: { target: unknown }) => {
      targets.push(injection.target);
      const answer = answers.shift()!;
      if (answer instanceof Error) throw answer;
      return answer;
    });
    Object.assign(fakeBrowser, { scripting: { executeScript } });
    return targets;
  }

  it('takes the first frame with text selected', async () => {
    scripting([[{ result: '' }, { result: '  ' }, { result: '055 123 4567' }, { result: 'x' }]]);
    expect(await readSelection(3)).toBe('055 123 4567');
  });

  it('reads the top frame alone when a frame of another origin is out of reach', async () => {
    const targets = scripting([
      new Error('Cannot access contents of the page'),
      [{ result: 'Hi' }],
    ]);
    expect(await readSelection(3)).toBe('Hi');
    expect(targets).toEqual([
      { tabId: 3, allFrames: true },
      { tabId: 3, allFrames: false },
    ]);
  });

  it('is empty when nothing can be read at all', async () => {
    scripting([new Error('no access'), new Error('no access either')]);
    expect(await readSelection(3)).toBe('');
  });
});
