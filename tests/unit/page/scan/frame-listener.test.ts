// Each walk of a page finds its iframes again (every rescan after a change); the scanner must
// listen for a frame's loads once, not once per walk, or a later load scans the frame N times.
import { describe, expect, it, vi } from 'vitest';
import { documentRoot, type ScanRoot } from '../../../../utils/page/dom/roots';
import { Scanner } from '../../../../utils/page/scan/scanner';

/** Stands in for an <iframe>: an event target whose document is not reachable yet. */
function frameElement() {
  const frame = new EventTarget();
  Object.defineProperty(frame, 'contentDocument', { value: null });
  return frame as unknown as HTMLIFrameElement;
}

interface ScannerInside {
  found: { frame(frame: HTMLIFrameElement, parent: ScanRoot): void };
  attachFrame(frame: HTMLIFrameElement, parent: ScanRoot): void;
}

describe('frame load listeners', () => {
  it('one per frame however many walks find it, so a load attaches the frame once', () => {
    const scanner = new Scanner('SA', new Set()) as unknown as ScannerInside;
    const parent = documentRoot({} as Document);
    const frame = frameElement();
    const other = frameElement();
    const listen = vi.spyOn(frame, 'addEventListener');

    for (let walk = 0; walk < 5; walk += 1) scanner.found.frame(frame, parent);
    // A later walk finds the frame under a newer copy of its root: a load uses that one.
    const newer = documentRoot({} as Document);
    scanner.found.frame(frame, newer);
    scanner.found.frame(other, parent);
    expect(listen.mock.calls.filter(([type]) => type === 'load')).toHaveLength(1);

    const attach = vi.spyOn(scanner, 'attachFrame');
    frame.dispatchEvent(new Event('load'));
    expect(attach.mock.calls).toHaveLength(1);
    expect(attach.mock.calls[0]?.[1]).toBe(newer);
    other.dispatchEvent(new Event('load'));
    expect(attach.mock.calls).toHaveLength(2);
    expect(attach.mock.calls[1]?.[0]).toBe(other);
  });
});
