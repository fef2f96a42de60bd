// The one node we add to a page: the page may restyle, move or remove it; each change is undone
// (up to 20 times a second, so a page fighting back cannot keep us busy) and remembered, so the
// click guard can refuse a click right after it. Text goes in as text, never as markup.
import { parseHTML } from 'linkedom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeButton, createOverlayHost, element } from '../../../../utils/page/overlay/host';
import { dispatchAsBrowser } from '../browser-event';

let clock = 0;
beforeEach(() => {
  clock = 5_000;
  vi.spyOn(performance, 'now').mockImplementation(() => clock);
  // Node has no constructable style sheets; the host's sheet is not what is tested here.
  vi.stubGlobal(
    'CSSStyleSheet',
    class {
      replaceSync() {}
    },
  );
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** The host's MutationObserver, told by the test when the page changed the host. */
class Watch {
  static current: Watch | null = null;
  constructor(private callback: (() => void) | null) {
    Watch.current = this;
  }
  observe() {}
  takeRecords() {
    return [];
  }
  disconnect() {
    this.callback = null;
  }
  static pageChanged() {
    Watch.current?.callback?.();
  }
}

function page() {
  const { document, window } = parseHTML('<!doctype html><html><body></body></html>');
  vi.stubGlobal('MutationObserver', Watch);
  return { document, window };
}

const observed = () => Watch.pageChanged();

describe('createOverlayHost', () => {
  it('sits on <html> with a closed shadow root, pinned, and untampered', () => {
    const { document } = page();
    const overlay = createOverlayHost(document);
    expect(overlay.host.parentNode).toBe(document.documentElement);
    expect(overlay.host.shadowRoot).toBeNull();
    expect(overlay.shadow).toBeDefined();
    expect(overlay.host.getAttribute('style')).toContain('pointer-events:none');
    // Called at every offer: where it belongs already, the host is not "moved".
    overlay.ensureAttached();
    expect(overlay.lastTampered()).toBe(0);
  });

  it('undoes the page’s restyling, and remembers when it happened', () => {
    const { document } = page();
    const overlay = createOverlayHost(document);
    const pinned = overlay.host.getAttribute('style');
    const told = vi.fn();
    overlay.onTampered(told);
    overlay.host.setAttribute('style', 'opacity:0');
    overlay.host.setAttribute('class', 'page-class');
    observed();
    expect(overlay.host.getAttribute('style')).toBe(pinned);
    expect(overlay.host.hasAttribute('class')).toBe(false);
    expect(overlay.lastTampered()).toBe(5_000);
    expect(told).toHaveBeenCalled();
  });

  it('a page that fights back is left after 20 restores a second; its changes are still noted', () => {
    const { document } = page();
    const overlay = createOverlayHost(document);
    // An attribute of the page's own: linkedom's style object does not follow a removed style
    // attribute, so a style could be seen coming back only once here.
    for (let change = 0; change < 20; change += 1) {
      overlay.host.setAttribute('class', `hidden-${change}`);
      observed();
      expect(overlay.host.hasAttribute('class')).toBe(false);
    }
    clock += 500;
    overlay.host.setAttribute('class', 'hidden');
    observed();
    expect(overlay.host.getAttribute('class')).toBe('hidden');
    expect(overlay.lastTampered()).toBe(5_500);
    // A second after the first restores, there is room again.
    clock += 600;
    overlay.host.setAttribute('class', 'hidden-again');
    observed();
    expect(overlay.host.hasAttribute('class')).toBe(false);
  });

  it('put back on <html> when the page moves or removes it; a move is noted as tampering', () => {
    const { document } = page();
    const overlay = createOverlayHost(document);
    document.body.append(overlay.host);
    clock = 6_000;
    overlay.ensureAttached();
    expect(overlay.host.parentNode).toBe(document.documentElement);
    expect(overlay.lastTampered()).toBe(6_000);
    overlay.host.remove();
    overlay.ensureAttached();
    expect(overlay.host.parentNode).toBe(document.documentElement);
  });

  it('once removed, it leaves the page and stops watching', () => {
    const { document } = page();
    const overlay = createOverlayHost(document);
    const host = overlay.host;
    overlay.remove();
    expect(host.isConnected).toBe(false);
    host.setAttribute('class', 'later');
    observed();
    expect(host.getAttribute('class')).toBe('later');
    expect(overlay.lastTampered()).toBe(0);
  });
});

describe('element and closeButton', () => {
  it('put text in as text, never as markup', () => {
    const { document } = page();
    const node = element(document, 'p', { text: '<img src=x onerror=alert(1)>', className: 'n' });
    expect(node.children).toHaveLength(0);
    expect(node.textContent).toBe('<img src=x onerror=alert(1)>');
    expect(node.className).toBe('n');
  });

  it('the × answers only a person’s click', () => {
    const { document, window } = page();
    const closed = vi.fn();
    const close = closeButton(document, 'Close', closed);
    expect(close.getAttribute('aria-label')).toBe('Close');
    close.dispatchEvent(new window.Event('click'));
    expect(closed).not.toHaveBeenCalled();
    dispatchAsBrowser(close, 'click');
    expect(closed).toHaveBeenCalledTimes(1);
  });
});
