/**
 * Settings pushed by a real Chromium policy file (issue 12): the administrators' guide's Linux JSON (docs/administrators.md), written to
 * /etc/chromium/policies/managed/ for the duration of each test, for the test build's fixed id
 * only, and removed afterwards (other Chromium runs on the machine must never see it). Chromium
 * reads the folder at start and watches it, so a rewritten file applies without a restart.
 *
 * The only skip in the suite: where that folder cannot be written (not root), said so plainly.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, sandboxUrls, EXTENSION_DIR, test as base } from './helpers/browser';
import { OptionsPage } from './helpers/options';
import { expectedDials, pageNumbers, registeredScanner, textPoint } from './helpers/page';
import { overlayState, personClick, openControl, buttonOf } from './helpers/overlay';
import { startFixtureServer, type FixtureServer } from '../../scripts/serve-fixtures';
import { bridgeCalls } from './helpers/requests';
import { saveTeamSystem } from './helpers/team-system';
import { startTeamReceiver } from '../sandbox/team-receiver';

const POLICY_DIR = '/etc/chromium/policies/managed';
const ADMIN_GUIDE = join(import.meta.dirname, '../../docs/administrators.md');

/** The guide's Linux policy file: the fenced block after its `policy-linux` marker. */
function readmePolicy(): Record<string, unknown> {
  const text = readFileSync(ADMIN_GUIDE, 'utf8');
  const block = /<!-- policy-linux:[^>]*-->\s*```json\n([\s\S]*?)\n```/.exec(text);
  if (!block) throw new Error('docs/administrators.md has no policy-linux block');
  const policy = JSON.parse(block[1]!) as {
    '3rdparty': { extensions: Record<string, Record<string, unknown>> };
  };
  return policy['3rdparty'].extensions.EXTENSION_ID!;
}

/** Chromium's id for an unpacked extension with a manifest key: sha256 of the key, a–p. */
function idFromKey(base64Key: string): string {
  const hash = createHash('sha256').update(Buffer.from(base64Key, 'base64')).digest('hex');
  return [...hash.slice(0, 32)].map((c) => String.fromCharCode(97 + parseInt(c, 16))).join('');
}

const manifest = JSON.parse(readFileSync(join(EXTENSION_DIR, 'manifest.json'), 'utf8')) as {
  key?: string;
};
const EXTENSION_ID = manifest.key ? idFromKey(manifest.key) : '';

interface Policy {
  /** The guide's values with the sandbox's addresses and token. */
  values: Record<string, unknown>;
  /** Replaces the policy file's values for our extension (Chromium notices by itself). */
  write(values: Record<string, unknown>): void;
}

/** Whether the policy folder can be written here; the reason when not. */
function policyFolderProblem(): string | null {
  try {
    mkdirSync(POLICY_DIR, { recursive: true });
    const probe = join(POLICY_DIR, `.dialbridge-probe-${process.pid}`);
    writeFileSync(probe, '{}');
    rmSync(probe);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

let fixtures: FixtureServer;
const test = base.extend<{ policy: Policy }>({
  // Auto, and before the browser: Chromium starts with the policy already in place.
  policy: [
    async ({ sandbox }, use) => {
      const problem = policyFolderProblem();
      test.skip(
        problem !== null,
        `Chromium policy tests need to write ${POLICY_DIR} (run as root, as CI does): ${problem}`,
      );
      if (!EXTENSION_ID)
        throw new Error(`${EXTENSION_DIR} has no manifest key: run npm run build:test`);
      const file = join(POLICY_DIR, `dialbridge-e2e-${randomBytes(6).toString('hex')}.json`);
      const write = (values: Record<string, unknown>) =>
        writeFileSync(
          file,
          JSON.stringify({ '3rdparty': { extensions: { [EXTENSION_ID]: values } } }),
        );
      // The guide's calling hours would make these tests depend on the hour they run at; they
      // are proved with a set clock in calling-rules.spec.ts (and parsed in managed-schema.test).
      const { callingHours: _hours, ...readme } = readmePolicy();
      const values = {
        ...readme,
        ...sandboxUrls(sandbox),
        token: sandbox.token,
        sites: [fixtures.url],
      };
      write(values);
      try {
        await use({ values, write });
      } finally {
        rmSync(file, { force: true });
      }
    },
    { auto: true },
  ],
});

// Chromium reads the policy folder as it starts, and the policy names the manifest key's id.
test.use({ freshBrowser: true });

test.beforeAll(async () => {
  fixtures = await startFixtureServer();
});
test.afterAll(async () => {
  await fixtures.close();
});

test('the test build’s id is the one its manifest key gives, so a policy can name it', async ({
  extensionId,
}) => {
  expect(EXTENSION_ID).toMatch(/^[a-p]{32}$/);
  expect(extensionId).toBe(EXTENSION_ID);
});

test('Options show the organisation’s values locked with the reason; its token is never shown and Test connection uses it', async ({
  openExtensionPage,
  policy,
  sandbox,
}) => {
  const options = await OptionsPage.open(openExtensionPage);
  const flow = options.field('bridgeFlowId');
  await expect(flow).toHaveValue(String(policy.values.bridgeFlowId));
  await expect(flow).toHaveAttribute('readonly', '');
  await expect(flow).toHaveAccessibleDescription(/Set by your organisation\./);
  await expect(options.field('agentName')).toHaveValue(String(policy.values.agentName));
  await expect(options.field('agentNumber')).toHaveValue('+966501234567');
  await expect(options.field('clickAction')).toBeDisabled();
  await expect(options.field('bridgeUrl')).toHaveValue(sandbox.url);
  await expect(options.field('bridgeUrl')).toHaveAttribute('readonly', '');
  // What the policy leaves out stays the agent's to change.
  await expect(options.field('serviceTimeZone')).not.toHaveAttribute('readonly', '');

  await expect(options.field('token')).toHaveValue('');
  await expect(options.field('token')).toHaveAttribute(
    'placeholder',
    'Your organisation set the token.',
  );
  await expect(options.field('token')).toHaveAttribute('readonly', '');
  expect(await options.page.content()).not.toContain(sandbox.token);

  await options.testConnection();
  await expect(options.connectionResult('bridge')).toHaveAttribute('data-outcome', 'accepted');
  expect(sandbox.requests.some((r) => r.authorization === 'valid')).toBe(true);
});

test('a value that breaks its rule is ignored and named in Options; the agent’s stays', async ({
  openExtensionPage,
  configure,
  policy,
}) => {
  const options = await OptionsPage.open(openExtensionPage);
  await configure(options.page, { orderTries: 4 });
  policy.write({ ...policy.values, orderTries: 99 });
  await options.reload();
  await expect(options.page.getByText(/cannot use, so they are ignored: .*orderTries/)).toBeVisible(
    {
      timeout: 30_000,
    },
  );
  await expect(options.field('orderTries')).toHaveValue('4');
  await expect(options.field('orderTries')).not.toHaveAttribute('readonly', '');
});

test('a call from a page uses the organisation’s call flow, agent and token, not the agent’s own', async ({
  context,
  openExtensionPage,
  configure,
  policy,
  sandbox,
}) => {
  const options = await openExtensionPage('options.html');
  // The agent saved their own flow, name and token; the policy's must still be the ones used.
  const view = await configure(
    options,
    { bridgeFlowId: 'agent-own-flow', agentName: 'Agent Own', language: 'en' },
    'agent-own-token',
  );
  expect(view.bridgeFlowId).toBe(policy.values.bridgeFlowId);
  await options.close();

  const page = await context.newPage();
  await page.goto(`${fixtures.url}/crm-en.html`);
  await pageNumbers(context, page);
  const point = await textPoint(page, '#split-inline');
  await page.mouse.move(5, 5);
  await openControl(page, { x: point.x, y: point.y });
  const bridge = buttonOf(await overlayState(page), 'bridge');
  await personClick(page, bridge);

  await expect.poll(() => bridgeCalls(sandbox).length).toBe(1);
  const [post] = bridgeCalls(sandbox);
  expect(post!.authorization).toBe('valid');
  expect(post!.form).toMatchObject({
    call_flow_id: policy.values.bridgeFlowId,
    first_callee_number: '966501234567',
    first_callee_name: policy.values.agentName,
  });
});

test('the organisation’s do-not-call list: a number it adds while the page is open offers no call, and Settings cannot remove it', async ({
  context,
  openExtensionPage,
  policy,
}) => {
  const page = await context.newPage();
  await page.goto(`${fixtures.url}/crm-en.html`);
  await pageNumbers(context, page);
  const point = await textPoint(page, '#split-inline');
  const actions = async () => {
    await page.keyboard.press('Escape');
    await page.mouse.move(5, 5);
    await openControl(page, point);
    return (await overlayState(page)).buttons.map((button) => button.action);
  };
  expect(await actions()).toContain('bridge');
  policy.write({ ...policy.values, doNotCall: ['0551234567'] });
  // Chromium re-reads the folder by itself a few seconds after the change.
  await expect.poll(actions, { timeout: 30_000 }).toEqual(['copy']);

  const options = await openExtensionPage('options.html');
  await expect(options.getByText(/and 1 set by your organisation/)).toBeVisible();
  await expect(options.getByText('Your organisation sets this list')).toBeVisible();
  await expect(options.getByRole('button', { name: 'Remove from the list' })).toHaveCount(0);
});

test('a policy change applies without a reinstall or a restart, in an open Options page too', async ({
  openExtensionPage,
  policy,
}) => {
  const options = await OptionsPage.open(openExtensionPage);
  await expect(options.field('bridgeFlowId')).toHaveValue(String(policy.values.bridgeFlowId));
  await expect(options.field('language')).toBeEnabled();

  policy.write({ ...policy.values, bridgeFlowId: 'flow-bridge-changed', language: 'en' });
  // Chromium re-reads the folder by itself a few seconds after the change.
  await expect(options.field('bridgeFlowId')).toHaveValue('flow-bridge-changed', {
    timeout: 30_000,
  });
  await expect(options.field('language')).toBeDisabled();

  const { bridgeFlowId: _dropped, ...rest } = policy.values;
  policy.write(rest);
  await expect(options.field('bridgeFlowId')).not.toHaveAttribute('readonly', '', {
    timeout: 30_000,
  });
  // Lifted: the agent's own value shows again (none was saved in this profile).
  await expect(options.field('bridgeFlowId')).toHaveValue('');
});

test('the popup shows the organisation’s agent and call flow locked, with the reason', async ({
  openExtensionPage,
  policy,
}) => {
  const page = await openExtensionPage('popup.html');
  const form = page.getByRole('tabpanel', { name: 'Bridge' });
  for (const [label, value] of [
    ['Agent name', String(policy.values.agentName)],
    ['Agent number', '+966501234567'],
    ['Call flow', String(policy.values.bridgeFlowId)],
  ] as const) {
    const field = form.getByLabel(label, { exact: true });
    await expect(field).toHaveValue(value);
    await expect(field).toHaveAttribute('readonly', '');
    await expect(field).toHaveAccessibleDescription(/Set by your organisation\./);
  }
  // The customer is the agent's to type.
  await expect(form.getByLabel('Customer number', { exact: true })).not.toHaveAttribute(
    'readonly',
    '',
  );
});

test('a site enabled by policy is scanned though the agent turned its own switch off, and stays on', async ({
  context,
  openExtensionPage,
}) => {
  const page = await openExtensionPage('options.html');
  const send = (type: string, data: unknown) =>
    page.evaluate(
      ({ type, data }) =>
        (
          globalThis as unknown as {
            chrome: { runtime: { sendMessage(message: unknown): Promise<unknown> } };
          }
        ).chrome.runtime.sendMessage({ channel: 'dialbridge', type, data }),
      { type, data },
    ) as Promise<{ ok: boolean; data?: Record<string, unknown> }>;
  // The agent had switched the fixture server's origin off before the policy named it (stored as
  // an origin excluded from the test build's any-port pattern); the next change of site access
  // registers the script again, and the organisation's site is not excluded.
  await page.evaluate(
    (off) =>
      (
        globalThis as unknown as {
          chrome: { storage: { local: { set(items: object): Promise<void> } } };
        }
      ).chrome.storage.local.set({
        siteAccess: { sites: ['http://127.0.0.1/*', 'http://localhost/*'], allSites: false, off },
      }),
    [`${fixtures.url}/*`],
  );
  expect((await send('setSiteAccess', { origin: 'http://localhost:1', enabled: false })).ok).toBe(
    true,
  );
  await expect
    .poll(async () => (await registeredScanner(context)).excludeMatches)
    .toEqual(['http://localhost:1/*']);
  expect([...((await registeredScanner(context)).matches ?? [])].sort()).toEqual(
    ['http://127.0.0.1/*', `${fixtures.url}/*`, 'http://localhost/*'].sort(),
  );
  expect(await send('getSiteAccess', { origin: fixtures.url })).toEqual({
    ok: true,
    data: { origin: fixtures.url, enabled: true, allSites: false, managed: true },
  });
  // The agent cannot turn the organisation's site off.
  expect((await send('setSiteAccess', { origin: fixtures.url, enabled: false })).ok).toBe(false);

  const crm = await context.newPage();
  await crm.goto(`${fixtures.url}/crm-en.html`);
  expect((await pageNumbers(context, crm)).map((n) => n.dial)).toEqual(expectedDials('crm-en'));
});

test('the team system set by policy: its fields are locked, and events go only to its address, not the agent’s', async ({
  context,
  openExtensionPage,
  policy,
  sandbox,
}) => {
  const teams = await startTeamReceiver({ token: sandbox.token });
  const agents = await startTeamReceiver({ token: sandbox.token });
  try {
    const options = await openExtensionPage('options.html');
    // The agent had set their own receiver before the organisation set one.
    await saveTeamSystem(options, agents);
    policy.write({
      ...policy.values,
      eventsUrl: teams.eventsUrl,
      eventsSecret: teams.secret,
      doNotCallUrl: teams.listUrl,
      doNotCallRefreshMinutes: 1,
    });
    const section = options.getByRole('region', { name: 'Team system' });
    await expect
      .poll(
        async () => {
          await options.reload();
          return section.getByLabel('Events address').inputValue();
        },
        { timeout: 30_000 },
      )
      .toBe(teams.eventsUrl);
    await expect(section.getByLabel('Events address')).toHaveAttribute('readonly', '');
    await expect(section.getByLabel('Events secret')).toHaveAttribute('readonly', '');
    await expect(section.getByLabel('Do-not-call list address')).toHaveValue(teams.listUrl);
    expect(await options.content()).not.toContain(teams.secret);

    const page = await context.newPage();
    await page.goto(`${fixtures.url}/crm-en.html`);
    await pageNumbers(context, page);
    const point = await textPoint(page, '#split-inline');
    await openControl(page, { x: point.x, y: point.y });
    await personClick(page, buttonOf(await overlayState(page), 'bridge'));
    await expect.poll(() => teams.events.map((event) => event.type)).toContain('call.placed');
    expect(teams.badSignatures).toBe(0);
    expect(agents.attempts).toBe(0);
    await expect.poll(() => teams.listRequests).toBeGreaterThan(0);
  } finally {
    await teams.close();
    await agents.close();
  }
});
