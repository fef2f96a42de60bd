// The page script's start: scanning before the settings come, again if they name another country,
// the popup's question answered only by the top frame once the scan started, call updates only to
// a toast already shown, and everything stopped with the extension context. The parts stand in.
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { ContentScriptContext } from 'wxt/utils/content-script-context';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHANNEL } from '../../../utils/messaging/protocol';

const seen = vi.hoisted(() => ({
  scanners: [] as Array<{ country: string; started: boolean; disposed: boolean }>,
  overlays: [] as Array<{ config: unknown; destroyed: boolean; existingToast: object | null }>,
  config: null as null | ((reply: unknown) => void),
  listed: [] as Array<{ country: string; nameSelector: string | null }>,
  updates: [] as Array<{ toast: object; data: unknown }>,
  parentScans: false,
  typesAdded: null as null | (() => void),
  rescanned: [] as string[],
}));

vi.mock('../../../utils/page/scan/scanner', () => ({
  Scanner: class {
    callable = new Promise(() => {});
    record: { country: string; started: boolean; disposed: boolean };
    constructor(country: string) {
      this.record = { country, started: false, disposed: false };
      seen.scanners.push(this.record);
    }
    start() {
      this.record.started = true;
    }
    dispose() {
      this.record.disposed = true;
    }
    roots = { all: () => [] };
    rescanAll() {
      seen.rescanned.push(this.record.country);
    }
  },
}));
vi.mock('../../../utils/page/read/plans-on-demand', () => ({
  onNumberTypesAdded: (listener: () => void) => {
    seen.typesAdded = listener;
    return () => (seen.typesAdded = null);
  },
}));
vi.mock('../../../utils/page/overlay/controller', () => ({
  Overlay: class {
    record: { config: unknown; destroyed: boolean; existingToast: object | null };
    constructor(_doc: unknown, config: unknown) {
      this.record = { config, destroyed: false, existingToast: null };
      seen.overlays.push(this.record);
    }
    get existingToast() {
      return this.record.existingToast;
    }
    destroy() {
      this.record.destroyed = true;
    }
  },
}));
vi.mock('../../../utils/page/offer/interactions', () => ({ Interactions: class {} }));
vi.mock('../../../utils/page/overlay/person-input', () => ({ PersonInput: class {} }));
vi.mock('../../../utils/page/dom/alive', () => ({ markPageScriptAlive: () => {} }));
vi.mock('../../../utils/page/dom/roots', () => ({ scannedByParentFrame: () => seen.parentScans }));
vi.mock('../../../utils/page/list/page-numbers', () => ({
  listPageNumbers: (
    scanner: { record: { country: string } },
    _country: string,
    nameSelector: string | null,
  ) => {
    seen.listed.push({ country: scanner.record.country, nameSelector });
    return Promise.resolve({ numbers: ['listed'] });
  },
}));
vi.mock('../../../utils/page/overlay/call-actions', () => ({
  showCallUpdate: (toast: object, data: unknown) => seen.updates.push({ toast, data }),
}));
vi.mock('../../../utils/messaging/send', () => ({
  sendMessage: () => new Promise((resolve) => (seen.config = resolve)),
}));

const { startPageScript } = await import('../../../utils/page/start');

type Listener = (message: unknown, sender: unknown, respond: (reply: unknown) => void) => unknown;

function context() {
  const invalidated: Array<() => void> = [];
  const ctx = {
    isInvalid: false,
    signal: new AbortController().signal,
    onInvalidated: (run: () => void) => invalidated.push(run),
    addEventListener: () => {},
  };
  const invalidate = () => {
    ctx.isInvalid = true;
    for (const run of invalidated) run();
  };
  return { ctx: ctx as unknown as ContentScriptContext, invalidate };
}

let listeners: Listener[] = [];
beforeEach(() => {
  fakeBrowser.reset();
  Object.assign(seen, { scanners: [], overlays: [], config: null, listed: [], updates: [] });
  Object.assign(seen, { typesAdded: null, rescanned: [] });
  seen.parentScans = false;
  listeners = [];
  vi.spyOn(fakeBrowser.runtime.onMessage, 'addListener').mockImplementation((listener) => {
    listeners.push(listener as unknown as Listener);
  });
  vi.spyOn(fakeBrowser.runtime.onMessage, 'removeListener').mockImplementation((listener) => {
    listeners = listeners.filter((known) => known !== (listener as unknown));
  });
  const top = {} as { top: unknown };
  top.top = top;
  vi.stubGlobal('window', top);
  vi.stubGlobal('document', {});
  vi.stubGlobal('navigator', { language: 'ar-SA' });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const settings = (more: object = {}) => ({
  ok: true,
  data: { clickAction: 'ask', defaultCountry: 'SA', language: 'en', nameSelector: null, ...more },
});
const message = (type: string, data: unknown = {}) => ({ channel: CHANNEL, type, data });

/** Delivers a message as the browser would; the reply, if the listener answers one. */
function deliver(sent: unknown): { held: unknown; reply: Promise<unknown> } {
  let respond: (reply: unknown) => void = () => {};
  const reply = new Promise((resolve) => (respond = resolve));
  const held = listeners[0]!(sent, {}, respond);
  return { held, reply };
}

describe('startPageScript', () => {
  it('scans at once, before the settings come; a different default country scans again with it', async () => {
    const { ctx } = context();
    const started = startPageScript(ctx);
    expect(seen.scanners).toEqual([{ country: 'SA', started: true, disposed: false }]);
    seen.config!(settings({ defaultCountry: 'AE' }));
    await started;
    expect(seen.scanners).toEqual([
      { country: 'SA', started: true, disposed: true },
      { country: 'AE', started: true, disposed: false },
    ]);
  });

  it('the popup’s question waits for the scan, and is answered with the settings’ name selector', async () => {
    const { ctx } = context();
    void startPageScript(ctx);
    const { held, reply } = deliver(message('pageNumbers'));
    expect(held).toBe(true);
    expect(seen.listed).toEqual([]);
    seen.config!(settings({ nameSelector: '.customer' }));
    await expect(reply).resolves.toEqual({ numbers: ['listed'] });
    expect(seen.listed).toEqual([{ country: 'SA', nameSelector: '.customer' }]);
  });

  it('only the top frame answers the popup; a frame leaves the channel closed', async () => {
    const { ctx } = context();
    vi.stubGlobal('window', { top: {} });
    const started = startPageScript(ctx);
    seen.config!(settings());
    await started;
    expect(deliver(message('pageNumbers')).held).toBeUndefined();
    expect(seen.listed).toEqual([]);
  });

  it('a call update goes to a toast already shown, never opens one, and holds no channel open', async () => {
    const { ctx } = context();
    const started = startPageScript(ctx);
    seen.config!(settings());
    await started;
    expect(deliver(message('callUpdate', { id: 1 })).held).toBeUndefined();
    await Promise.resolve();
    expect(seen.updates).toEqual([]);
    const toast = { id: 'toast' };
    seen.overlays[0]!.existingToast = toast;
    deliver(message('callUpdate', { id: 2 }));
    await vi.waitFor(() => expect(seen.updates).toEqual([{ toast, data: { id: 2 } }]));
  });

  it('another extension’s or the page’s messages are not answered', async () => {
    const { ctx } = context();
    void startPageScript(ctx);
    expect(deliver({ type: 'pageNumbers' }).held).toBeUndefined();
    expect(deliver(message('somethingElse')).held).toBeUndefined();
  });

  it('a frame its same-origin parent scans starts nothing', async () => {
    const { ctx } = context();
    seen.parentScans = true;
    await startPageScript(ctx);
    expect(seen.scanners).toEqual([]);
    expect(listeners).toEqual([]);
  });

  it('gone while the settings load: the scan stops, no control is built, the popup gets no numbers', async () => {
    const { ctx, invalidate } = context();
    const started = startPageScript(ctx);
    const { reply } = deliver(message('pageNumbers'));
    invalidate();
    seen.config!(settings());
    await started;
    expect(seen.scanners[0]!.disposed).toBe(true);
    expect(seen.overlays).toEqual([]);
    expect(listeners).toEqual([]);
    await expect(reply).resolves.toEqual({ numbers: [] });
  });

  it('gone later: the scan and the control stop, and messages are no longer heard', async () => {
    const { ctx, invalidate } = context();
    const started = startPageScript(ctx);
    seen.config!(settings());
    await started;
    invalidate();
    expect(seen.scanners[0]!.disposed).toBe(true);
    expect(seen.overlays[0]!.destroyed).toBe(true);
    expect(listeners).toEqual([]);
  });

  it('another country’s number types arriving scan the page again (the scanner of the moment), until gone', async () => {
    const { ctx, invalidate } = context();
    const started = startPageScript(ctx);
    seen.config!(settings({ defaultCountry: 'AE' }));
    await started;
    seen.typesAdded!();
    expect(seen.rescanned).toEqual(['AE']);
    invalidate();
    expect(seen.typesAdded).toBeNull();
  });

  it('without the settings, the control speaks the browser’s language and calls in the browser', async () => {
    const { ctx } = context();
    const started = startPageScript(ctx);
    seen.config!({ ok: false, error: { code: 'unavailable', message: 'no receiver' } });
    await started;
    expect(seen.overlays[0]!.config).toEqual({
      clickAction: 'webrtc',
      defaultCountry: 'SA',
      language: 'ar',
      nameSelector: null,
    });
  });
});
