/**
 * Start-up wiring for call lists, registered in the worker's first turn: this list's alarm, the
 * calls store watched so a listed call's end moves the list on (the poll alarm may be what woke
 * the worker), then the stored list recovered and stepped (utils/call-lists/run.ts).
 * Also the hand-over of a page's numbers to the Call lists page (popup button, context menu).
 */
import { browser } from '#imports';
import { callsItem, listCalls } from '../calls';
import { followCalls, LIST_ALARM, recoverList, stepList } from '../call-lists/run';
import { handedNumber } from '../call-lists/build';
import { handedNumbersItem } from '../call-lists/store';
import type { HandedNumber } from '../call-lists/types';
import { MAX_LIST_ENTRIES } from '../limits';
import { log } from '../log';
import { isPageNumber } from '../messaging/tab-protocol';
import { askPageNumbers } from '../messaging/send';

export function registerCallListListeners(): void {
  const warn = (error: unknown) =>
    log.warn('call list step failed:', error instanceof Error ? error.name : typeof error);
  browser.alarms.onAlarm.addListener((alarm) => {
    if (alarm.name === LIST_ALARM) void stepList().catch(warn);
  });
  callsItem.watch(() => void follow().catch(warn));
  void recoverList()
    .then(follow)
    .then(() => stepList())
    .catch(warn);
}

async function follow(): Promise<void> {
  await followCalls(await listCalls());
}

/** Keeps the numbers for the Call lists page (read once) and opens it in a new tab. */
export async function handOverNumbers(numbers: HandedNumber[]): Promise<void> {
  await handedNumbersItem.setValue(numbers);
  await browser.tabs.create({ url: browser.runtime.getURL('/calllists.html') });
}

/** Reads and clears the numbers handed over; anything malformed reads as none. */
export async function takeHandedNumbers(): Promise<HandedNumber[]> {
  const value: unknown = await handedNumbersItem.getValue();
  if (value !== null) await handedNumbersItem.removeValue();
  if (!Array.isArray(value)) return [];
  return value.filter(isPageNumber).map(handedNumber).slice(0, MAX_LIST_ENTRIES);
}

/**
 * The context menu's "Call the numbers on this page": the tab's content script lists them (a tab
 * where Dialbridge is off answers nothing, and the page opens empty).
 */
export async function handOverTabNumbers(tabId: number | undefined): Promise<void> {
  const listed = tabId === undefined ? null : await askPageNumbers(tabId);
  await handOverNumbers((listed?.numbers ?? []).map(handedNumber));
}
