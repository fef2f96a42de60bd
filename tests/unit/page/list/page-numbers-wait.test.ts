// The popup's list of the page's numbers is made only once the number types a scan asked for have
// come and the page was read again: never a list without the numbers still waiting for them.
import { beforeEach, expect, it, vi } from 'vitest';
import type { Scanner } from '../../../../utils/page/scan/scanner';

const held = vi.hoisted(() => ({ release: (_reply: unknown) => {} }));
vi.mock('../../../../utils/messaging/send', () => ({
  sendMessage: () => new Promise((resolve) => (held.release = resolve)),
}));

beforeEach(() => {
  vi.resetModules();
  // The walk for document order reads NodeFilter's constants; there is nothing to walk here.
  vi.stubGlobal('NodeFilter', { SHOW_ELEMENT: 1, SHOW_TEXT: 4 });
});

it('waits for the number types on their way, and the scan they start, before listing', async () => {
  const { findPhoneNumbers } = await import('../../../../utils/phone');
  const { ON_PAGE, onNumberTypesAdded } =
    await import('../../../../utils/page/read/plans-on-demand');
  const { listPageNumbers } = await import('../../../../utils/page/list/page-numbers');
  const { numberTypesOf } = await import('../../../../utils/phone/every-number-type');
  const events: string[] = [];
  onNumberTypesAdded(() => events.push('scan again'));
  const scanner = {
    settled: () => Promise.resolve(void events.push('settled')),
    wholeTopDocument: () => Promise.resolve(null),
    roots: { top: null, all: () => [] },
    index: { all: () => (events.push('listed'), []) },
  } as unknown as Scanner;

  expect(findPhoneNumbers('+7 912 345-67-89', 'SA', ON_PAGE)).toEqual([]);
  const listed = listPageNumbers(scanner, 'SA', null);
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(events).toEqual(['settled']);
  held.release({ ok: true, data: numberTypesOf(['7']) });
  await expect(listed).resolves.toEqual({ numbers: [] });
  expect(events).toEqual(['settled', 'scan again', 'settled', 'listed']);
});
