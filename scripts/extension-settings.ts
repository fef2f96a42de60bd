/**
 * Settings saved the way the options page saves them: through the extension's own getSettings
 * and saveSettings messages, sent from one of its pages, so the background's checks apply as in
 * use. For the demo, the benchmarks and the e2e tests alike.
 */
import type { Page } from 'playwright-core';

/**
 * Reads the current settings, overlays `settings` (and `fallback` where a setting is empty), and
 * saves them with `token`. Returns what the background answers; throws with its reason when it
 * refuses.
 */
export async function saveSettingsThrough(
  page: Page,
  settings: Record<string, unknown>,
  token?: string,
  fallback: Record<string, string> = {},
): Promise<Record<string, unknown>> {
  // No named inner functions here: tsx would wrap them in a helper that the page does not have.
  const reply = await page.evaluate(
    async ({ settings, token, fallback }) => {
      type Answer = { ok: boolean; data?: Record<string, unknown>; error?: unknown } | undefined;
      const { runtime } = (
        globalThis as unknown as {
          chrome: { runtime: { sendMessage(message: unknown): Promise<Answer> } };
        }
      ).chrome;
      const current = await runtime.sendMessage({
        channel: 'dialbridge',
        type: 'getSettings',
        data: {},
      });
      if (!current?.ok || !current.data) return current;
      // What getSettings adds about the token and the policy is not a setting.
      const { tokenSet: _t, managed: _m, managedInvalid: _i, ...stored } = current.data;
      const filled = Object.fromEntries(
        Object.entries(fallback).map(([key, value]) => [key, stored[key] || value]),
      );
      return runtime.sendMessage({
        channel: 'dialbridge',
        type: 'saveSettings',
        data: { settings: { ...stored, ...filled, ...settings }, ...(token ? { token } : {}) },
      });
    },
    { settings, token, fallback },
  );
  if (!reply?.ok || !reply.data) {
    throw new Error(`The settings were refused: ${JSON.stringify(reply?.error ?? reply)}`);
  }
  return reply.data;
}

/** Every service address pointing at `sandbox` (it serves every host on one origin). */
export function sandboxUrls(sandbox: { url: string }) {
  return {
    ecommerceUrl: sandbox.url,
    bridgeUrl: sandbox.url,
    dispatchUrl: sandbox.url,
    webrtcUrl: sandbox.url,
  };
}
