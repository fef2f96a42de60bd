/**
 * A hook of the extension's pages, run the way a screen runs it: in a real Preact tree, inside
 * the page's LanguageRoot (renderApp), on a linkedom document. `act` flushes Preact's batched
 * renders and effects, so each step reads what a person would see after it.
 */
import { parseHTML } from 'linkedom';
import { render, type ComponentChildren } from 'preact';
import { act } from 'preact/test-utils';
import { vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { renderApp } from '../../../components/ui/use-i18n';
import type { AreaMessages } from '../../../utils/i18n';

export interface RenderedHook<T> {
  /** What the hook returned at the last render. */
  readonly current: T;
  document: Document;
  /** Runs `step` (a call of the hook's functions) and waits for the renders and effects it causes. */
  step: (step: () => unknown) => Promise<void>;
  unmount: () => void;
}

/**
 * Renders `hook` once, in a browser whose language is `uiLanguage` (the language setting is
 * 'auto' until the background answers); `markup` is what the probe component shows beside it
 * (fields a hook focuses by id, say).
 */
export async function renderHook<T>(
  hook: () => T,
  areas: AreaMessages[],
  {
    markup = () => null,
    uiLanguage = 'en',
  }: {
    markup?: (value: T) => ComponentChildren;
    uiLanguage?: string;
  } = {},
): Promise<RenderedHook<T>> {
  vi.spyOn(fakeBrowser.i18n, 'getUILanguage').mockReturnValue(uiLanguage);
  const { document, window } = parseHTML('<!doctype html><html><head></head><body></body></html>');
  Object.assign(globalThis, { document, window });
  let current: T | undefined;
  function Probe() {
    const value = hook();
    current = value;
    return <>{markup(value)}</>;
  }
  await act(() => renderApp(<Probe />, areas));
  const step = async (action: () => unknown) => {
    await act(async () => {
      await action();
    });
  };
  return {
    get current() {
      return current as T;
    },
    document: document as unknown as Document,
    step,
    unmount: () => render(null, document.body),
  };
}
