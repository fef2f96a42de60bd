/**
 * Shared pieces of the Call lists e2e tests: the Call lists page opened configured for the
 * sandbox, the bridged calls the sandbox received, and waiting for an entry's call to end.
 */
import type { Page } from '@playwright/test';
import type { Sandbox } from '../../sandbox/server';
import { sandboxUrls } from './browser';
import { AGENT, expect } from './popup';
import { writes } from './requests';

export const CALL_END_TIMEOUT_MS = 30_000;

type Configure = (page: Page, settings: object, token?: string) => Promise<unknown>;

/** calllists.html with the sandbox's addresses, agent and flow saved, in `language`. */
export async function openCallLists(
  sandbox: Sandbox,
  openExtensionPage: (path: string) => Promise<Page>,
  configure: Configure,
  language: 'en' | 'ar' = 'en',
): Promise<Page> {
  const page = await openExtensionPage('calllists.html');
  await configure(
    page,
    {
      ...sandboxUrls(sandbox),
      agentName: AGENT.name,
      agentNumber: `+${AGENT.number}`,
      bridgeFlowId: 'flow-bridge',
      language,
    },
    sandbox.token,
  );
  await page.reload();
  return page;
}

/** A list made from pasted lines ("name number" each), as the agent makes one. */
export async function makePastedList(page: Page, lines: string): Promise<void> {
  await page.getByRole('radio', { name: 'Pasted text' }).check();
  await page.getByLabel('Numbers, with names beside them').fill(lines);
  await page.getByRole('button', { name: 'Make the list' }).click();
}

/** The bridged calls the sandbox received, in order: customer number and name as sent. */
export function bridgedCustomers(sandbox: Sandbox): { number: string; name: string }[] {
  return writes(sandbox, '/api/v1/call/bridge').map((request) => {
    const form = request.form;
    return { number: form.second_callee_number ?? '', name: form.second_callee_name ?? '' };
  });
}

/** The "Current call" card. */
export function currentCall(page: Page) {
  return page.getByRole('region', { name: 'Current call' });
}

/** Waits until the current card shows `who` and its call has ended. */
export async function waitForEnd(page: Page, who: string): Promise<void> {
  const card = currentCall(page);
  await expect(card).toContainText(who, { timeout: CALL_END_TIMEOUT_MS });
  await expect(card.getByRole('status').filter({ hasText: 'Call ended' })).toBeVisible({
    timeout: CALL_END_TIMEOUT_MS,
  });
}
