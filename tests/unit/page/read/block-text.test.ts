import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { joinPieces, joinRendered, spansOf } from '../../../../utils/page/read/block-text';

describe('joinPieces', () => {
  it.each([
    [['055', ' ', '123', ' 4567'], '055 123 4567', [0, 3, 4, 7]],
    [['0', '5', '5'], '055', [0, 1, 2]],
    [['only'], 'only', [0]],
    [['', 'a', ''], 'a', [0, 0, 1]],
  ])('joins %j', (pieces, text, starts) => {
    expect(joinPieces(pieces)).toEqual({ text, starts });
  });
});

describe('spansOf', () => {
  it.each([
    // <span>055</span> <b>123</b> 4567: the whole number covers every piece
    [
      ['055', ' ', '123', ' 4567'],
      0,
      12,
      [
        { index: 0, start: 0, end: 3 },
        { index: 1, start: 0, end: 1 },
        { index: 2, start: 0, end: 3 },
        { index: 3, start: 0, end: 5 },
      ],
    ],
    // a number inside one piece, with text around it
    [['Mobile: 0551234567 (home)'], 8, 18, [{ index: 0, start: 8, end: 18 }]],
    // a number starting in the middle of one piece and ending in the middle of another
    [
      ['Tel 05', '51234567 ext'],
      4,
      14,
      [
        { index: 0, start: 4, end: 6 },
        { index: 1, start: 0, end: 8 },
      ],
    ],
    // pieces touching only at an edge contribute nothing
    [['abc', '0551234567', 'xyz'], 3, 13, [{ index: 1, start: 0, end: 10 }]],
    // empty pieces are skipped
    [
      ['05', '', '51234567'],
      0,
      10,
      [
        { index: 0, start: 0, end: 2 },
        { index: 2, start: 0, end: 8 },
      ],
    ],
    // an empty range has no spans
    [['0551234567'], 4, 4, []],
  ])('maps %j [%i, %i)', (pieces, start, end, spans) => {
    expect(spansOf(joinPieces(pieces), start, end)).toEqual(spans);
  });

  it('reassembles exactly the characters of any range, piece by piece', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ maxLength: 6 }), { minLength: 1, maxLength: 12 }),
        fc.nat(),
        fc.nat(),
        (pieces, a, b) => {
          const joined = joinPieces(pieces);
          const start = Math.min(a, b) % (joined.text.length + 1);
          const end = Math.min(joined.text.length, start + (Math.max(a, b) % 20));
          const spans = spansOf(joined, start, end);
          const rebuilt = spans
            .map((span) => pieces[span.index]!.slice(span.start, span.end))
            .join('');
          expect(rebuilt).toBe(joined.text.slice(start, end));
          for (const span of spans) expect(span.end).toBeGreaterThan(span.start);
          for (let i = 1; i < spans.length; i++)
            expect(spans[i]!.index).toBeGreaterThan(spans[i - 1]!.index);
        },
      ),
    );
  });
});

describe('joinRendered', () => {
  it('collapses white space within and across pieces as the browser draws it', () => {
    const joined = joinRendered(['Office: ', '011', '\n      ', '465', '\n  ', '0000']);
    expect(joined.text).toBe('Office: 011 465 0000');
    expect(joined.starts).toEqual([0, 8, 11, 12, 15, 16]);
  });

  it('maps a range back to the raw offsets of each piece', () => {
    const joined = joinRendered(['call  011\n\t465 0000  now']);
    expect(joined.text).toBe('call 011 465 0000 now');
    // "011 465 0000" is [5, 17) in the joined text; in the piece it starts at 6 and ends at 19.
    expect(spansOf(joined, 5, 17)).toEqual([{ index: 0, start: 6, end: 19 }]);
  });

  it('keeps a no-break space as written', () => {
    expect(joinRendered(['055\u00a0\u00a0123']).text).toBe('055\u00a0\u00a0123');
  });

  it('leaves pieces without white-space runs unmapped', () => {
    const joined = joinRendered(['055', ' ', '123']);
    expect(joined.text).toBe('055 123');
    expect(spansOf(joined, 0, 7)).toEqual([
      { index: 0, start: 0, end: 3 },
      { index: 1, start: 0, end: 1 },
      { index: 2, start: 0, end: 3 },
    ]);
  });
});
