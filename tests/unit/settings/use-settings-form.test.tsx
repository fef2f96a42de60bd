// The options form's state (components/settings/use-settings-form.ts), talking to the real
// background router over the fake browser's messaging: what is typed stays through every failure,
// a field's message goes as soon as the field is right, an unfinished setup sends nothing, and a
// policy change shows at once in the fields it sets.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { useSettingsForm } from '../../../components/settings/use-settings-form';
import { handlers } from '../../../utils/background/handlers';
import { errors } from '../../../utils/i18n/messages/errors';
import { formErrors } from '../../../utils/i18n/messages/form-errors';
import { settingsStrings } from '../../../components/settings/strings';
import { routeMessage } from '../../../utils/messaging/router';
import {
  DEFAULT_SETTINGS,
  loadToken,
  settingsItem,
  type SettingsView,
} from '../../../utils/settings/store';
import { IDENTITY, OPTIONS_PAGE } from '../messaging/senders';
import { renderHook, type RenderedHook } from '../ui/render-hook';

const SUBMIT = { preventDefault() {} } as Event;

/** The message types that reached the background, in order. */
let received: string[];
let granted: boolean;
let saved: SettingsView[];
let rendered: RenderedHook<ReturnType<typeof useSettingsForm>> | undefined;

beforeEach(() => {
  fakeBrowser.reset();
  received = [];
  granted = true;
  saved = [];
  fakeBrowser.runtime.onMessage.addListener((message: unknown) => {
    received.push((message as { type: string }).type);
    return routeMessage(message, OPTIONS_PAGE, handlers, IDENTITY);
  });
  vi.spyOn(fakeBrowser.permissions, 'request').mockImplementation(async () => granted);
  vi.spyOn(fakeBrowser.permissions, 'getAll').mockResolvedValue({ origins: [] });
  vi.spyOn(fakeBrowser.permissions, 'remove').mockResolvedValue(true);
});
afterEach(() => rendered?.unmount());

async function renderForm() {
  rendered = await renderHook(
    () => useSettingsForm((view) => saved.push(view)),
    [errors, formErrors, settingsStrings],
  );
  const form = rendered;
  await vi.waitFor(() => expect(form.current.values).not.toBeNull());
  return form;
}

/** A complete bridge setup, typed in: the token, the service, its flow, the agent. */
async function typeBridgeSetup(form: RenderedHook<ReturnType<typeof useSettingsForm>>) {
  await form.step(() => form.current.setToken('typed-token-123'));
  await form.step(() => form.current.update('clickAction', 'bridge'));
  await form.step(() => form.current.update('bridgeUrl', 'https://calls.example.com'));
  await form.step(() => form.current.update('bridgeFlowId', 'flow-7'));
  await form.step(() => form.current.update('agentName', 'Sara'));
  await form.step(() => form.current.update('agentNumber', '0551234567'));
}

/** Runs a save and waits until the form has the background's answer. */
async function save(form: RenderedHook<ReturnType<typeof useSettingsForm>>) {
  await form.step(() => form.current.save(SUBMIT));
  await vi.waitFor(() => expect(form.current.saving).toBe(false));
}

describe('useSettingsForm', () => {
  it('loads what is stored, and offers one address when the four are the same', async () => {
    const url = 'https://calls.example.com';
    await settingsItem.setValue({
      ...DEFAULT_SETTINGS,
      ecommerceUrl: url,
      bridgeUrl: url,
      dispatchUrl: url,
      webrtcUrl: url,
      bridgeDurationMinutes: 45,
    });
    const form = await renderForm();
    expect(form.current.values).toMatchObject({ bridgeUrl: url, bridgeDurationMinutes: '45' });
    expect(form.current.oneAddress).toBe(true);
  });

  it('sends nothing while a started setup lacks a required field, and says which', async () => {
    const form = await renderForm();
    expect(form.current.oneAddress).toBe(false);
    await form.step(() => form.current.update('bridgeUrl', 'https://calls.example.com'));
    await save(form);
    expect(received).not.toContain('saveSettings');
    expect(form.current.status).toEqual({ kind: 'invalid' });
    expect(Object.keys(form.current.missing).sort()).toEqual(
      // A click opens the browser phone by default, so its address is needed too.
      ['agentName', 'agentNumber', 'bridgeFlowId', 'token', 'webrtcUrl'].sort(),
    );
    expect(form.current.values?.bridgeUrl).toBe('https://calls.example.com');
  });

  it('keeps everything typed when the background refuses a field, and shows it there', async () => {
    const form = await renderForm();
    await typeBridgeSetup(form);
    await form.step(() => form.current.update('bridgeDurationMinutes', '9999'));
    await save(form);
    expect(received).toContain('saveSettings');
    expect(form.current.status).toEqual({ kind: 'invalid' });
    expect(Object.keys(form.current.errors)).toEqual(['bridgeDurationMinutes']);
    expect(form.current.values).toMatchObject({
      bridgeUrl: 'https://calls.example.com',
      bridgeDurationMinutes: '9999',
      agentName: 'Sara',
    });
    expect(form.current.token).toBe('typed-token-123');
    expect(await loadToken()).toBe('');

    // The message goes as soon as the field is right; a field without one gets none while typed.
    await form.step(() => form.current.update('agentNumber', '12'));
    expect(form.current.errors.agentNumber).toBeUndefined();
    await form.step(() => form.current.update('bridgeDurationMinutes', '30'));
    expect(form.current.errors).toEqual({});
  });

  it('shows by its field a value the message itself refuses (far too long to send)', async () => {
    const form = await renderForm();
    await typeBridgeSetup(form);
    await form.step(() => form.current.update('agentName', 'S'.repeat(20_000)));
    await save(form);
    expect(form.current.status).toEqual({ kind: 'invalid' });
    expect(Object.keys(form.current.errors)).toEqual(['agentName']);
    expect(form.current.values?.agentName).toHaveLength(20_000);
  });

  it('saves a complete setup, forgets the typed token, and names the addresses refused', async () => {
    granted = false;
    const form = await renderForm();
    await typeBridgeSetup(form);
    await save(form);
    expect(form.current.status).toEqual({
      kind: 'saved',
      deniedOrigins: ['https://calls.example.com:443/*'],
      incomplete: false,
    });
    expect(form.current.token).toBe('');
    expect(form.current.tokenSet).toBe(true);
    expect(await loadToken()).toBe('typed-token-123');
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ bridgeUrl: 'https://calls.example.com', tokenSet: true });
    expect(form.current.values?.agentNumber).toBe('+966551234567');
  });

  it('shows a policy change at once in the fields it sets, and keeps what is typed elsewhere', async () => {
    const form = await renderForm();
    await form.step(() => form.current.update('agentName', 'Typed, not saved'));
    await form.step(() =>
      fakeBrowser.storage.managed.set({ bridgeFlowId: 'org-flow', token: 'org-token-123456' }),
    );
    await vi.waitFor(() => expect(form.current.values?.bridgeFlowId).toBe('org-flow'));
    expect(form.current.managed.keys.sort()).toEqual(['bridgeFlowId', 'token']);
    // The organisation's token is no field of the form: it is set, never shown.
    expect(form.current.values).not.toHaveProperty('token');
    expect(form.current.tokenSet).toBe(true);
    expect(form.current.values?.agentName).toBe('Typed, not saved');
  });
});
