// Marks are painted with the CSS Custom Highlight API, one registry per document, with objects from
// that document's own realm (a frame's registry takes only its own); one number at a time is the
// active one; a page without the API is left alone.
import { describe, expect, it } from 'vitest';
import {
  ACTIVE_HIGHLIGHT_NAME,
  addMark,
  ensureStyle,
  HIGHLIGHT_NAME,
  rangeOf,
  removeAllMarks,
  removeMark,
  setActiveMark,
} from '../../../../utils/page/marks/highlight';
import type { PageMatch } from '../../../../utils/page/read/page-match';

/** A window's part of the API: its own classes, so objects can be told apart by realm. */
function fakeWindow() {
  return {
    CSS: { highlights: new Map<string, Set<unknown>>() },
    Highlight: class extends Set<unknown> {
      priority = 0;
    },
    CSSStyleSheet: class {
      css = '';
      replaceSync(text: string) {
        this.css = text;
      }
    },
    StaticRange: class {
      constructor(init: object) {
        Object.assign(this, init);
      }
    },
  };
}

function fakeDocument(win: object | null = fakeWindow()) {
  return {
    nodeType: 9,
    defaultView: win,
    adoptedStyleSheets: [] as unknown[],
  } as unknown as Document & {
    defaultView: ReturnType<typeof fakeWindow>;
  };
}

const range = (name: string) => ({ name }) as unknown as AbstractRange;

describe('highlight', () => {
  it("registers the marks in the document's own realm, and adds its style sheet once", () => {
    const doc = fakeDocument();
    const shadow = { nodeType: 11, ownerDocument: doc, adoptedStyleSheets: [] as unknown[] };
    ensureStyle(doc);
    ensureStyle(doc);
    ensureStyle(shadow as unknown as ShadowRoot);
    expect(doc.adoptedStyleSheets).toHaveLength(1);
    expect(shadow.adoptedStyleSheets).toEqual(doc.adoptedStyleSheets);
    const registry = doc.defaultView.CSS.highlights;
    expect(registry.get(HIGHLIGHT_NAME)).toBeInstanceOf(doc.defaultView.Highlight);
    expect((registry.get(ACTIVE_HIGHLIGHT_NAME) as { priority: number }).priority).toBe(1);
  });

  it("adds and removes a number's mark", () => {
    const doc = fakeDocument();
    const mark = range('0551234567');
    addMark(doc, mark);
    const marks = doc.defaultView.CSS.highlights.get(HIGHLIGHT_NAME)!;
    expect(marks.has(mark)).toBe(true);
    removeMark(doc, mark);
    expect(marks.has(mark)).toBe(false);
  });

  it('keeps one active number across documents', () => {
    const [first, second] = [fakeDocument(), fakeDocument()];
    setActiveMark(first, range('a'));
    const activeIn = (doc: typeof first) => [
      ...doc.defaultView.CSS.highlights.get(ACTIVE_HIGHLIGHT_NAME)!,
    ];
    expect(activeIn(first)).toHaveLength(1);
    setActiveMark(second, range('b'));
    expect(activeIn(first)).toEqual([]);
    expect(activeIn(second)).toHaveLength(1);
    setActiveMark(null, null);
    expect(activeIn(second)).toEqual([]);
  });

  it("makes a number's range once, from its first span to its last", () => {
    const doc = fakeDocument();
    const [a, b] = [{ data: '055 ' }, { data: '123 4567' }] as unknown as Text[];
    const match = {
      spans: [
        { node: a, start: 2, end: 4 },
        { node: b, start: 0, end: 8 },
      ],
      root: { doc },
    } as unknown as PageMatch;
    const made = rangeOf(match);
    expect(made).toBeInstanceOf(doc.defaultView.StaticRange);
    expect(made).toMatchObject({
      startContainer: a,
      startOffset: 2,
      endContainer: b,
      endOffset: 8,
    });
    expect(rangeOf(match)).toBe(made);
  });

  it('takes every mark and the style away when the script stops', () => {
    const doc = fakeDocument();
    ensureStyle(doc);
    addMark(doc, range('a'));
    removeAllMarks([doc]);
    expect(doc.adoptedStyleSheets).toEqual([]);
    expect(doc.defaultView.CSS.highlights.size).toBe(0);
  });

  it('leaves a page without the Highlight API alone', () => {
    const doc = fakeDocument(null);
    expect(() => {
      ensureStyle(doc);
      addMark(doc, range('a'));
      setActiveMark(doc, range('a'));
      removeAllMarks([doc]);
    }).not.toThrow();
    expect(doc.adoptedStyleSheets).toEqual([]);
  });
});
