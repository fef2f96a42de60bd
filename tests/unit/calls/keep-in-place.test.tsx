// The history keeps its rows where they are on screen when rows are added above them
// (components/calls/history/keep-in-place.ts). linkedom lays nothing out, so the list is given a
// plain layout of its own: rows stacked in DOM order at their own heights, in a scroll box 200 px
// high at the top of the screen.
import { parseHTML } from 'linkedom';
import { useRef, useState } from 'preact/hooks';
import { afterEach, describe, expect, it } from 'vitest';
import { useKeptInPlace } from '../../../components/calls/history/keep-in-place';
import { renderHook, type RenderedHook } from '../ui/render-hook';

const BOX_HEIGHT = 200;
const ROW = 40;

interface Row {
  id: string;
  height?: number;
}

function useHistoryLike(initial: Row[]) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const [rows, setRows] = useState(initial);
  const [openId, setOpenId] = useState<string | null>(null);
  useKeptInPlace(scrollRef, openId);
  return { scrollRef, rows, setRows, openId, setOpenId };
}

type History = ReturnType<typeof useHistoryLike>;
let rendered: RenderedHook<History> | undefined;
afterEach(() => rendered?.unmount());

/**
 * The geometry a browser would compute for this list, given to linkedom's element classes (which
 * its documents share, so everything is read from `this`): a box scrolled by `scrollTop` (0 at
 * first), rows stacked at their `data-height`.
 */
function layOut(): void {
  const { window } = parseHTML('<!doctype html><html><body></body></html>');
  const proto = (window as unknown as { HTMLElement: typeof HTMLElement }).HTMLElement.prototype;
  const heightOf = (row: Element) => Number(row.getAttribute('data-height'));
  const scrolled = new WeakMap<Element, number>();
  Object.defineProperty(proto, 'scrollTop', {
    configurable: true,
    get(this: Element) {
      return scrolled.get(this) ?? 0;
    },
    set(this: Element, value: number) {
      scrolled.set(this, value);
    },
  });
  Object.defineProperty(proto, 'offsetHeight', {
    configurable: true,
    get(this: Element) {
      return this.classList.contains('history-row') ? heightOf(this) : 0;
    },
  });
  Object.defineProperty(proto, 'clientHeight', {
    configurable: true,
    get: () => BOX_HEIGHT,
  });
  Object.defineProperty(proto, 'getBoundingClientRect', {
    configurable: true,
    value(this: Element) {
      if (!this.classList.contains('history-row')) return { top: 0 };
      let top = 0 - (this.parentElement as HTMLElement).scrollTop;
      for (let row = this.previousElementSibling; row; row = row.previousElementSibling)
        top += heightOf(row);
      return { top };
    },
  });
}
layOut();

async function renderHistory(rows: Row[]) {
  rendered = await renderHook(() => useHistoryLike(rows), [], {
    markup: (history) => (
      <div ref={history.scrollRef} class="history-scroll">
        {history.rows.map((row) => (
          <div
            key={row.id}
            id={`call-${row.id}`}
            class="history-row"
            data-height={row.height ?? ROW}
          />
        ))}
      </div>
    ),
  });
  const history = rendered;
  const box = () => history.document.querySelector<HTMLElement>('.history-scroll')!;
  const top = (id: string) =>
    history.document.getElementById(`call-${id}`)!.getBoundingClientRect().top;
  /** The agent scrolls: the box moves and says so, as a browser's does. */
  const scrollTo = async (y: number) => {
    await history.step(() => {
      box().scrollTop = y;
      const { Event } = history.document.defaultView as unknown as typeof globalThis;
      box().dispatchEvent(new Event('scroll'));
    });
  };
  const add = (ids: string[]) =>
    history.step(() => history.current.setRows((old) => [...ids.map((id) => ({ id })), ...old]));
  return { history, box, top, scrollTo, add };
}

/** The list with one row grown to `height` (a row's details shown, say). */
const taller =
  (id: string, height: number) =>
  (old: Row[]): Row[] =>
    old.map((row) => (row.id === id ? { ...row, height } : row));

const rows = (count: number): Row[] =>
  Array.from({ length: count }, (_, index) => ({ id: `r${index}` }));

describe('useKeptInPlace', () => {
  it('holds the open row where it is when calls are added above it', async () => {
    const { history, box, top, scrollTo, add } = await renderHistory(rows(20));
    await scrollTo(120);
    await history.step(() => history.current.setOpenId('r5'));
    expect(top('r5')).toBe(80);
    await add(['new1', 'new2']);
    expect(top('r5')).toBe(80);
    expect(box().scrollTop).toBe(200);
  });

  it('holds the first row in view when no row is open', async () => {
    const { top, scrollTo, add } = await renderHistory(rows(20));
    await scrollTo(100);
    expect(top('r2')).toBe(-20);
    await add(['new1']);
    expect(top('r2')).toBe(-20);
  });

  it('holds the first row in view, not the open row once it is scrolled out of sight', async () => {
    const { history, top, scrollTo } = await renderHistory(rows(20));
    await history.step(() => history.current.setOpenId('r0'));
    await scrollTo(100);
    expect(top('r2')).toBe(-20);
    await history.step(() => history.current.setRows(taller('r1', 80)));
    expect(top('r2')).toBe(-20);
  });

  it('holds the first row in view, not the open row further down the list', async () => {
    const { history, top, scrollTo } = await renderHistory(rows(20));
    await history.step(() => history.current.setOpenId('r10'));
    await scrollTo(100);
    await history.step(() => history.current.setRows(taller('r5', 80)));
    expect(top('r2')).toBe(-20);
  });

  it('holds nothing at the very top with no open row: new calls come into sight there', async () => {
    const { box, top, add } = await renderHistory(rows(20));
    await add(['new1', 'new2']);
    expect(box().scrollTop).toBe(0);
    expect(top('new1')).toBe(0);
    expect(top('r0')).toBe(80);
  });

  it('holds the open row even at the top, while it is in view', async () => {
    const { history, box, top, add } = await renderHistory(rows(20));
    await history.step(() => history.current.setOpenId('r2'));
    await add(['new1']);
    expect(top('r2')).toBe(80);
    expect(box().scrollTop).toBe(40);
  });

  it("takes the agent's own scrolling as where to hold from", async () => {
    const { history, top, scrollTo, add } = await renderHistory(rows(20));
    await history.step(() => history.current.setOpenId('r5'));
    await scrollTo(160);
    expect(top('r5')).toBe(40);
    await add(['new1']);
    expect(top('r5')).toBe(40);
  });

  it('moves nothing when a row opens or closes: the rows stay as the agent left them', async () => {
    const { history, box, scrollTo } = await renderHistory(rows(20));
    await scrollTo(100);
    await history.step(() => history.current.setOpenId('r3'));
    expect(box().scrollTop).toBe(100);
    // The open row grows (its details show): the rows below it move, the ones above do not.
    await history.step(() => history.current.setRows(taller('r3', 160)));
    expect(box().scrollTop).toBe(100);
    await history.step(() => history.current.setOpenId(null));
    expect(box().scrollTop).toBe(100);
  });

  it('moves nothing in the render that opens a row, whatever else changed in it', async () => {
    const { history, box, scrollTo } = await renderHistory(rows(20));
    await scrollTo(100);
    await history.step(() => {
      history.current.setOpenId('r0');
      history.current.setRows(taller('r0', 160));
    });
    expect(box().scrollTop).toBe(100);
  });
});
