// The overlay as a whole: built only when a number is first offered, the menu opened only from an
// offered call button, asked about do-not-call once per number, closed soon after the pointer
// leaves (never while a name is typed), focus given back where it came from. The parts (button,
// menu, toast, host) stand in here; each has its own tests.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Offer } from '../../../../utils/page/overlay/controller';
import type { PanelTarget } from '../../../../utils/page/overlay/panel';
import type { PersonInput } from '../../../../utils/page/overlay/person-input';
import { Rect } from '../rect';

const box = (x: number, y: number, width: number, height: number) =>
  new Rect(x, y, width, height) as unknown as DOMRect;

const made = vi.hoisted(() => ({
  hosts: [] as Array<{ host: object; ensureAttached: ReturnType<typeof vi.fn>; removed: boolean }>,
  button: null as null | {
    shown: boolean;
    covers: ((box: DOMRect) => boolean) | null;
    open: (via: 'pointer' | 'keyboard') => void;
  },
  panel: null as null | {
    current: PanelTarget | null;
    editing: boolean;
    focused: number;
    doNotCall: string[];
    act: (action: string, target: PanelTarget) => void;
  },
  toastHidden: 0,
  toastShown: [] as string[],
  sent: [] as Array<{ type: string; data: unknown }>,
  doNotCall: false,
  actions: [] as Array<{ action: string; dial: string; language: string }>,
  /** What every offer's stillShown answers: false once the page changed the number. */
  stillShown: true,
}));

vi.mock('../../../../utils/page/overlay/host', () => ({
  createOverlayHost: () => {
    const host = {
      host: { id: 'host' },
      shadow: { append: () => {} },
      ensureAttached: vi.fn(),
      removed: false,
      remove() {
        this.removed = true;
      },
    };
    made.hosts.push(host);
    return host;
  },
}));
const part = () => ({ addEventListener: () => {} });
vi.mock('../../../../utils/page/overlay/affordance', () => ({
  CallAffordance: class {
    root = part();
    shown = false;
    covers: ((box: DOMRect) => boolean) | null = null;
    constructor(_d: unknown, _t: unknown, _dir: unknown, _g: unknown, open: () => void) {
      Object.assign(this, { open });
      made.button = this as never;
    }
    show(
      _rect: DOMRect,
      _column: DOMRect,
      _end: string,
      _label: string,
      _on: boolean,
      covers: () => boolean,
    ) {
      this.shown = true;
      this.covers = covers;
    }
    hide() {
      this.shown = false;
    }
    box() {
      return new Rect(0, 0, 24, 24);
    }
  },
}));
vi.mock('../../../../utils/page/overlay/panel', () => ({
  CallPanel: class {
    root = part();
    current: PanelTarget | null = null;
    editing = false;
    focused = 0;
    doNotCall: string[] = [];
    constructor(_d: unknown, _t: unknown, _dir: unknown, _c: unknown, act: () => void) {
      Object.assign(this, { act });
      made.panel = this as never;
    }
    show(target: PanelTarget) {
      this.current = target;
    }
    hide() {
      this.current = null;
    }
    focusFirst() {
      this.focused += 1;
    }
    showDoNotCall(dial: string) {
      this.doNotCall.push(dial);
    }
  },
}));
vi.mock('../../../../utils/page/overlay/toast', () => ({
  Toast: class {
    root = part();
    show(_tone: string, message: string) {
      made.toastShown.push(message);
    }
    hide() {
      made.toastHidden += 1;
    }
  },
}));
vi.mock('../../../../utils/page/overlay/click-guard', () => ({ ClickGuard: class {} }));
vi.mock('../../../../utils/messaging/send', () => ({
  sendMessage: (type: string, data: unknown) => {
    made.sent.push({ type, data });
    return Promise.resolve({ ok: true, data: { doNotCall: made.doNotCall } });
  },
}));
vi.mock('../../../../utils/page/overlay/call-actions', () => ({
  runAction: (action: string, scene: { target: PanelTarget; language: string }) => {
    made.actions.push({ action, dial: scene.target.dial, language: scene.language });
    return Promise.resolve();
  },
}));

const { Overlay } = await import('../../../../utils/page/overlay/controller');

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('DOMRect', Rect);
  vi.stubGlobal('HTMLElement', class {});
  // Frames as a browser paints them, one every 16 ms, under the fake clock.
  vi.stubGlobal('requestAnimationFrame', (run: FrameRequestCallback) =>
    setTimeout(() => run(performance.now()), 16),
  );
  Object.assign(made, { hosts: [], button: null, panel: null, toastHidden: 0, sent: [] });
  Object.assign(made, { toastShown: [], stillShown: true });
  Object.assign(made, { doNotCall: false, actions: [] });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function offer(dial: string, covers: { number?: boolean; text?: boolean } = {}): Offer {
  return {
    target: {
      text: dial,
      dial,
      display: `+${dial}`,
      rect: box(10, 10, 80, 16),
      fromField: false,
      name: '',
    },
    end: 'right',
    coversNumber: () => covers.number ?? false,
    coversText: () => covers.text ?? false,
    stillShown: () => made.stillShown,
    column: box(0, 0, 400, 300),
  };
}

function overlay() {
  const hidden = vi.fn();
  const created = new Overlay(
    {} as Document,
    { language: 'ar', clickAction: 'ask' },
    new Set(),
    hidden,
    {} as PersonInput,
  );
  return { overlay: created, hidden };
}

describe('Overlay', () => {
  it('adds nothing to a page until a number is offered', () => {
    const { overlay: o } = overlay();
    expect(made.hosts).toHaveLength(0);
    expect(o.existingToast).toBeNull();
    expect(o.isHost({ id: 'host' })).toBe(false);
    expect(o.menuOpen).toBe(false);
    o.hide();
    o.destroy();
    expect(made.hosts).toHaveLength(0);
  });

  it('offers a number with its call button, kept off other numbers and off the page’s text', () => {
    const { overlay: o } = overlay();
    o.show(offer('966551234567', { text: true }));
    expect(made.hosts).toHaveLength(1);
    expect(made.hosts[0]!.ensureAttached).toHaveBeenCalled();
    expect(o.isHost(made.hosts[0]!.host)).toBe(true);
    expect(o.shownTarget?.dial).toBe('966551234567');
    expect(made.button!.covers!(box(0, 0, 1, 1))).toBe(true);
    o.show(offer('966551234567', { number: true }));
    expect(made.button!.covers!(box(0, 0, 1, 1))).toBe(true);
    o.show(offer('966551234567'));
    expect(made.button!.covers!(box(0, 0, 1, 1))).toBe(false);
    // One host, however many offers.
    expect(made.hosts).toHaveLength(1);
  });

  it('opens the menu only from an offered call button', () => {
    const { overlay: o } = overlay();
    o.openMenu('pointer');
    expect(made.hosts).toHaveLength(0);
    o.show(offer('966551234567'));
    made.button!.shown = false;
    o.openMenu('pointer');
    expect(o.menuOpen).toBe(false);
    made.button!.shown = true;
    o.openMenu('pointer');
    expect(o.menuOpen).toBe(true);
    expect(made.panel!.focused).toBe(0);
  });

  it('asks about do-not-call once per number opened, and shows the answer for that number', async () => {
    const { overlay: o } = overlay();
    o.show(offer('966557654321'));
    o.openMenu('pointer');
    made.doNotCall = true;
    o.show(offer('966551234567'));
    o.openMenu('keyboard');
    expect(made.panel!.focused).toBe(1);
    o.show(offer('966551234567'));
    o.openMenu('pointer');
    // Answers come in the order asked: had the first number's "no" shown anything, it would be here.
    await vi.waitFor(() => expect(made.panel!.doNotCall).toEqual(['966551234567']));
    expect(made.sent).toEqual([
      { type: 'getNumberRules', data: { dial: '966557654321' } },
      { type: 'getNumberRules', data: { dial: '966551234567' } },
    ]);
  });

  it('a number offered while another’s menu is open closes that menu first', () => {
    const { overlay: o } = overlay();
    o.show(offer('966551234567'));
    o.openMenu('pointer');
    o.show(offer('966551234567'));
    expect(made.panel!.current?.dial).toBe('966551234567');
    o.show(offer('966557654321'));
    expect(o.menuOpen).toBe(false);
    expect(o.shownTarget?.dial).toBe('966557654321');
  });

  it('closes 350 ms after the pointer leaves, unless it comes back or a name is being typed', () => {
    const { overlay: o, hidden } = overlay();
    o.show(offer('966551234567'));
    o.hideSoon();
    vi.advanceTimersByTime(349);
    o.cancelHide();
    vi.advanceTimersByTime(1_000);
    expect(o.shownTarget).not.toBeNull();
    made.panel!.editing = true;
    o.hideSoon();
    vi.advanceTimersByTime(1_000);
    expect(o.shownTarget).not.toBeNull();
    made.panel!.editing = false;
    o.hideSoon();
    vi.advanceTimersByTime(350);
    expect(o.shownTarget).toBeNull();
    expect(hidden).toHaveBeenCalledTimes(1);
  });

  it('gives focus back to where the keyboard came from when it closes', () => {
    const { overlay: o } = overlay();
    const from = Object.assign(new (globalThis.HTMLElement as new () => object)(), {
      focus: vi.fn(),
    });
    o.show(offer('966551234567'));
    o.focusControl(from as unknown as Element);
    expect(made.panel!.focused).toBe(1);
    o.hide();
    expect(from.focus).toHaveBeenCalledTimes(1);
    o.show(offer('966551234567'));
    o.hide();
    expect(from.focus).toHaveBeenCalledTimes(1);
  });

  it('a chosen action closes the menu and runs for its number in the agent’s language', () => {
    const { overlay: o, hidden } = overlay();
    o.show(offer('966551234567'));
    o.openMenu('pointer');
    made.panel!.act('bridge', made.panel!.current!);
    expect(o.menuOpen).toBe(false);
    expect(hidden).toHaveBeenCalledTimes(1);
    expect(made.actions).toEqual([{ action: 'bridge', dial: '966551234567', language: 'ar' }]);
  });

  it('closes the button and the menu the frame after their number changed on the page', () => {
    const { overlay: o, hidden } = overlay();
    o.show(offer('966551234567'));
    o.openMenu('pointer');
    vi.advanceTimersToNextFrame();
    expect(o.menuOpen).toBe(true);
    made.stillShown = false;
    vi.advanceTimersToNextFrame();
    expect(o.menuOpen).toBe(false);
    expect(o.shownTarget).toBeNull();
    expect(hidden).toHaveBeenCalledTimes(1);
    expect(made.actions).toEqual([]);
  });

  it('a click that comes before the frame sees the change places no call and says why', () => {
    const { overlay: o } = overlay();
    o.show(offer('966551234567'));
    o.openMenu('pointer');
    made.stillShown = false;
    made.panel!.act('bridge', made.panel!.current!);
    expect(made.actions).toEqual([]);
    expect(o.menuOpen).toBe(false);
    expect(made.toastShown).toEqual([
      'تغيّر الرقم في الصفحة لحظة نقرتك، فلم يتصل دايل بريدج. أشر إلى الرقم الذي تقصده.',
    ]);
  });

  it('its call button opens no menu for a number that changed', () => {
    const { overlay: o } = overlay();
    o.show(offer('966551234567'));
    made.stillShown = false;
    o.openMenu('pointer');
    expect(o.menuOpen).toBe(false);
    expect(o.shownTarget).toBeNull();
  });

  it('once destroyed, its toast and host leave the page', () => {
    const { overlay: o } = overlay();
    o.show(offer('966551234567'));
    o.destroy();
    expect(made.toastHidden).toBe(1);
    expect(made.hosts[0]!.removed).toBe(true);
  });
});
