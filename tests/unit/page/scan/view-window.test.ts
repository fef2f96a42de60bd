// The window of a long page that is scanned: the viewport, a screen above and two below. Layout
// stands in for a browser's: 100 rows of 20 px in a 200 px viewport, scrolled by `scroll`.
import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { ViewWindow } from '../../../../utils/page/scan/view-window';
import { Rect } from '../rect';

const ROW = 20;
const VIEWPORT = 200;

function page() {
  const rows = Array.from({ length: 100 }, (_, i) => `<tr id="r${i}"><td>Row ${i}</td></tr>`);
  const { document } = parseHTML(
    `<!doctype html><html><body><table><tbody>${rows.join('')}</tbody></table></body></html>`,
  );
  const layout = { scroll: 0 };
  const rectAt = (top: number, height: number) => new Rect(0, top, 800, height);
  const rowOf = (element: Element) => element.closest('tr');
  for (const element of document.querySelectorAll('*')) {
    Object.defineProperty(element, 'getBoundingClientRect', {
      value: () => {
        const row = rowOf(element);
        if (row) return rectAt(Number(row.id.slice(1)) * ROW - layout.scroll, ROW);
        return rectAt(-layout.scroll, 100 * ROW);
      },
    });
  }
  Object.assign(document.defaultView!, { innerHeight: VIEWPORT });
  const row = (i: number) => document.getElementById(`r${i}`)!;
  return { document, layout, row, window: new ViewWindow(document, new Set()) };
}

describe('ViewWindow', () => {
  it('bounds a walk two screens below the viewport, and notes the row it stops at', () => {
    const { window, row } = page();
    const { until } = window.plan(null);
    // Bottom of the window: the viewport and two screens below, 600 px.
    expect(until(row(30))).toBe(false);
    expect(until(row(31).firstElementChild!)).toBe(true);
    // The row, not its cell: a walk that continues from there takes the row whole.
    expect(window.stoppedAt).toBe(row(31));
  });

  it('leaves text outside the window for later, above or below, once a walk is planned', () => {
    const { window, row, layout } = page();
    expect(window.outside(row(90))).toBe(false);
    window.plan(null);
    expect(window.outside(row(90))).toBe(true);
    expect(window.outside(row(5))).toBe(false);
    layout.scroll = 50 * ROW;
    expect(window.outside(row(5))).toBe(true);
    expect(window.above(row(5))).toBe(true);
    expect(window.above(row(45))).toBe(false);
  });

  it('moves when the viewport comes within half a screen of where the walk stopped', () => {
    const { window, row, layout } = page();
    expect(window.needsMove()).toBe(false);
    window.plan(null).until(row(31));
    expect(window.needsMove()).toBe(false);
    // Row 31 at 620 px; the viewport's bottom plus half a screen is 300 px.
    layout.scroll = 300;
    expect(window.needsMove()).toBe(false);
    layout.scroll = 340;
    expect(window.needsMove()).toBe(true);
    // Moving down within the window: only the part below is walked, from where it stopped.
    expect(window.continuesDown()).toBe(true);
  });

  it('moves, and walks again from scratch, when the page removed the row it stopped at', () => {
    const { window, row } = page();
    window.plan(null).until(row(31));
    row(31).remove();
    expect(window.needsMove()).toBe(true);
    expect(window.continuesDown()).toBe(false);
  });
});
