/**
 * The team's own system beside the sandbox service: a receiver that checks every event's
 * signature and serves the team's do-not-call list (tests/sandbox/team-receiver.ts), the options
 * page's "Team system" section filled in as the agent fills it, and messages sent from an
 * extension page as its forms send them.
 */
import type { Page } from '@playwright/test';
import { startTeamReceiver, type TeamReceiver } from '../../sandbox/team-receiver';
import type { Sandbox } from '../../sandbox/server';
import { expect, sandboxUrls } from './browser';
import { AGENT } from './popup';

export { expect };
import { test as popupTest } from './popup';

export const test = popupTest.extend<{ receiver: TeamReceiver }>({
  receiver: async ({ sandbox }, use) => {
    const receiver = await startTeamReceiver({ token: sandbox.token });
    await use(receiver);
    await receiver.close();
  },
});

type Fixtures = {
  sandbox: Sandbox;
  openExtensionPage: (path: string) => Promise<Page>;
  configure: (page: Page, settings: object, token?: string) => Promise<unknown>;
};

/** The agent's settings for the sandbox: its addresses, the agent, the call flows. */
export function agentSettings(sandbox: Sandbox): Record<string, unknown> {
  return {
    ...sandboxUrls(sandbox),
    agentName: AGENT.name,
    agentNumber: `+${AGENT.number}`,
    bridgeFlowId: 'flow-bridge',
    orderFlowId: 'flow-orders',
    clickAction: 'bridge',
    language: 'en',
  };
}

/** options.html with the agent's settings saved for the sandbox, loaded afresh. */
export async function configuredOptions(fixtures: Fixtures): Promise<Page> {
  const options = await fixtures.openExtensionPage('options.html');
  await fixtures.configure(options, agentSettings(fixtures.sandbox), fixtures.sandbox.token);
  await options.reload();
  return options;
}

/** A bridge to `number`, now or at `callAt`, as the popup's form sends it; the background's reply. */
export function askBridge(
  page: Page,
  number: string,
  callAt: number | null = null,
): Promise<{ ok: boolean; error?: { message: string } }> {
  return send(page, 'createBridge', {
    customerNumber: number,
    customerName: '',
    agentNumber: '',
    agentName: '',
    callFlowId: '',
    durationMinutes: 10,
    callAt,
  });
}

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
