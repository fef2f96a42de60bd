import { describe, expect, it } from 'vitest';
import { colorAlpha, isLegible } from '../../../../utils/page/dom/visibility';

describe('colorAlpha', () => {
  it.each([
    ['rgb(31, 41, 51)', 1],
    ['rgba(0, 0, 0, 0)', 0],
    ['rgba(10, 20, 30, 0.05)', 0.05],
    ['rgb(10 20 30 / 0.5)', 0.5],
    ['rgb(10 20 30 / 20%)', 0.2],
    ['color(srgb 0.1 0.2 0.3 / 0)', 0],
    ['oklch(0.5 0.1 120 / 0.02)', 0.02],
    ['transparent', 0],
    ['currentcolor', 1],
  ])('%s → %d', (color, alpha) => {
    expect(colorAlpha(color)).toBeCloseTo(alpha);
  });
});

describe('isLegible', () => {
  const base = { fontSize: '16px', clip: 'auto', clipPath: 'none', position: 'static' };
  it.each([
    [{}, true],
    [{ fontSize: '1px' }, false],
    [{ fontSize: '5.5px' }, false],
    [{ fontSize: '9px' }, true],
    [{ clipPath: 'inset(50%)' }, false],
    [{ clipPath: 'inset(100% 0px 0px)' }, false],
    [{ clipPath: 'inset(10px)' }, true],
    [{ position: 'absolute', clip: 'rect(0px, 0px, 0px, 0px)' }, false],
    [{ position: 'absolute', clip: 'rect(1px, 1px, 1px, 1px)' }, false],
    [{ position: 'absolute', clip: 'rect(0px, 200px, 40px, 0px)' }, true],
    // clip applies only to absolutely positioned boxes
    [{ position: 'static', clip: 'rect(0px, 0px, 0px, 0px)' }, true],
  ])('%j → %s', (style, legible) => {
    expect(isLegible({ ...base, ...style })).toBe(legible);
  });
});
