// The quick bridge's prefill from the page's selection: the selection is read in the page and
// read as "Call selected number" reads it (the whole of it, or the one number inside it), no
// longer than a number as typed. A long selection whose first characters make a number is not one.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { readSelectedNumber } from '../../../components/page/selected-number';

let selection: string;
let tabId: number;

beforeEach(async () => {
  fakeBrowser.reset();
  const tab = await fakeBrowser.tabs.create({ url: 'https://crm.example.com/contacts/7' });
  tabId = tab.id!;
  // The popup opened for that tab, as the fallback tab does.
  vi.stubGlobal('location', { search: `?tab=${tabId}` });
  // The function runs where the page's selection is: here, with the page's getSelection.
  const api = fakeBrowser as unknown as {
    scripting: {
      executeScript(options: {
        target: { tabId: number };
        func: (...args: unknown[]) => unknown;
        args?: unknown[];
      }): Promise<Array<{ frameId: number; result: unknown }>>;
    };
  };
  api.scripting.executeScript = async ({ target, func, args }) => {
    expect(target.tabId).toBe(tabId);
    vi.stubGlobal('getSelection', () => ({ toString: () => selection }));
    return [{ frameId: 0, result: func(...(args ?? [])) }];
  };
});

afterEach(() => vi.unstubAllGlobals());

describe('readSelectedNumber', () => {
  it('a selected number prefills the form as written', async () => {
    selection = ' 055 123 4567 ';
    expect(await readSelectedNumber('SA')).toBe('055 123 4567');
  });

  it('a selection with one number among words prefills that number, as "Call selected number" reads it', async () => {
    selection = 'Mobile: 055 123 4567';
    expect(await readSelectedNumber('SA')).toBe('055 123 4567');
  });

  it('a selection that is not a number prefills nothing', async () => {
    selection = 'Order 2024-01-13';
    expect(await readSelectedNumber('SA')).toBe('');
  });

  it('a long selection whose first 64 characters make a number prefills nothing', async () => {
    selection = `0551234567${' '.repeat(60)}and the rest of the note`;
    expect(await readSelectedNumber('SA')).toBe('');
  });
});
