/**
 * A running page script says so in its isolated world, which functions run by
 * scripting.executeScript share. The background injects the script only into frames without a
 * live one (utils/sites/registration.ts): a second copy stops the first (WXT invalidates it),
 * drops every mark, and adopting the highlight sheet again restyles the whole page (370 ms on
 * the benchmark's 5,000-row page).
 */
import { PAGE_SCRIPT_ALIVE_KEY } from '../../sites/page-script';

/** `isAlive` answers false once the extension context is gone (an update, a reload). */
export function markPageScriptAlive(isAlive: () => boolean): void {
  (globalThis as Record<string, unknown>)[PAGE_SCRIPT_ALIVE_KEY] = isAlive;
}
