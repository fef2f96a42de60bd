// Whether our host still looks as pinned: attached to <html>, fixed and shown, and neither it nor
// <html> made transparent, filtered, moved, clipped, masked, blended or hidden by the page.
import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { presentedAsPinned } from '../../../../utils/page/overlay/presentation';

const PINNED = {
  position: 'fixed',
  display: 'block',
  opacity: '1',
  filter: 'none',
  transform: 'none',
  translate: 'none',
  scale: 'none',
  rotate: 'none',
  'clip-path': 'none',
  'mask-image': 'none',
  'mix-blend-mode': 'normal',
  visibility: 'visible',
};

/** A host on <html>; computed styles (linkedom computes none) from the two tables given. */
function hostWith(own: Record<string, string> = {}, html: Record<string, string> = {}) {
  const { document } = parseHTML('<!doctype html><html><body></body></html>');
  const host = document.createElement('div');
  document.documentElement.append(host);
  const styles = new Map<Element, Record<string, string>>([
    [host, { ...PINNED, ...own }],
    [document.documentElement, { ...PINNED, position: 'static', ...html }],
  ]);
  Object.assign(document.defaultView!, {
    getComputedStyle: (element: Element) => {
      const style = styles.get(element)!;
      return { ...style, getPropertyValue: (name: string) => style[name] ?? '' };
    },
  });
  return { document, host };
}

describe('presentedAsPinned', () => {
  it('is true for the host as pinned', () => {
    expect(presentedAsPinned(hostWith().host)).toBe(true);
  });

  it('is false when the page changed any of the properties, on the host or on <html>', () => {
    const changed: [string, string][] = [
      ['opacity', '0.99'],
      ['filter', 'blur(1px)'],
      ['transform', 'matrix(1, 0, 0, 1, 5, 0)'],
      ['translate', '4px'],
      ['scale', '1.1'],
      ['rotate', '1deg'],
      ['clip-path', 'inset(1px)'],
      ['mask-image', 'linear-gradient(black, transparent)'],
      ['mix-blend-mode', 'multiply'],
      ['visibility', 'hidden'],
    ];
    for (const [property, value] of changed) {
      expect(presentedAsPinned(hostWith({ [property]: value }).host), property).toBe(false);
      expect(presentedAsPinned(hostWith({}, { [property]: value }).host), property).toBe(false);
    }
  });

  it('is false for a host moved, unpinned or not shown', () => {
    expect(presentedAsPinned(hostWith({ position: 'absolute' }).host)).toBe(false);
    expect(presentedAsPinned(hostWith({ display: 'none' }).host)).toBe(false);
    const { document, host } = hostWith();
    document.body.append(host);
    expect(presentedAsPinned(host)).toBe(false);
  });
});
