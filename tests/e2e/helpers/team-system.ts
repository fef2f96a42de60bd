/**
 * The team's own system beside the sandbox service: a receiver that checks every event's
 * signature and serves the team's do-not-call list (tests/sandbox/team-receiver.ts), the options
 * page's "Team system" section filled in as the agent fills it, and messages sent from an
 * extension page as its forms send them.
 */
import type { Page } from '@playwright/test';
import { startTeamReceiver, type TeamReceiver } from '../../sandbox/team-receiver';
import { expect } from './browser';

export { expect };
import { test as popupTest } from './popup';

export const test = popupTest.extend<{ receiver: TeamReceiver }>({
  receiver: async ({ sandbox }, use) => {
    const receiver = await startTeamReceiver({ token: sandbox.token });
    await use(receiver);
    await receiver.close();
  },
});

/** The Team system section saved through its own form, as the agent does. */
export async function saveTeamSystem(
  options: Page,
  receiver: TeamReceiver,
  choices: { events?: boolean; list?: boolean; minutes?: number } = {},
): Promise<void> {
  const section = options.getByRole('region', { name: 'Team system' });
  await section
    .getByLabel('Events address')
    .fill(choices.events === false ? '' : receiver.eventsUrl);
  if (choices.events !== false) await section.getByLabel('Events secret').fill(receiver.secret);
  await section.getByLabel('Do-not-call list address').fill(choices.list ? receiver.listUrl : '');
  await section.getByLabel('Minutes between reads of the list').fill(String(choices.minutes ?? 5));
  await section.getByRole('button', { name: 'Save team system' }).click();
  await expect(section.getByText('Team system saved.')).toBeVisible();
}

/** Sends one of the extension's messages from `page` (an extension page), as its forms do. */
export async function send<T = unknown>(page: Page, type: string, data: unknown): Promise<T> {
  const reply = await page.evaluate(
    ({ type, data }) =>
      (
        globalThis as unknown as {
          chrome: { runtime: { sendMessage(message: unknown): Promise<unknown> } };
        }
      ).chrome.runtime.sendMessage({ channel: 'dialbridge', type, data }),
    { type, data },
  );
  return reply as T;
}

/** The event types the receiver took, in order. */
export function typesAt(receiver: TeamReceiver): string[] {
  return receiver.events.map((event) => event.type);
}
