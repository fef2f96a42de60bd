/**
 * The text of one block as a person reads it: its text pieces joined, with a map from offsets in
 * the joined text back to (piece, offset). Pure and generic over the piece type so it is tested
 * without a DOM.
 */

export interface JoinedText {
  text: string;
  /** starts[i] = offset of piece i in `text`. */
  starts: number[];
  /**
   * For a piece whose whitespace was collapsed: raw[i][k] = offset in the piece's own data of
   * its k-th character in `text` (and, last, the data's length). Absent when nothing changed.
   */
  raw?: Array<number[] | undefined>;
}

export interface PieceSpan {
  index: number;
  start: number;
  end: number;
}

export function joinPieces(pieces: readonly string[]): JoinedText {
  const starts: number[] = new Array<number>(pieces.length);
  let offset = 0;
  for (let i = 0; i < pieces.length; i++) {
    starts[i] = offset;
    offset += pieces[i]!.length;
  }
  return { text: pieces.length === 1 ? pieces[0]! : pieces.join(''), starts };
}

/** HTML's collapsible white space (not U+00A0, which is drawn as written). */
const COLLAPSIBLE = /[ \t\n\r\f]/;
const HAS_RUN = /[\t\n\r\f]|[ \t\n\r\f]{2}/;

export function hasCollapsibleRun(text: string): boolean {
  return HAS_RUN.test(text);
}

/**
 * The pieces joined as the browser draws them with `white-space: normal`: each run of white
 * space (within a piece or across pieces) is one space. Markup puts newlines and indentation
 * between elements (`<span>011</span>⏎      <span>465</span>`), which the reader never sees and
 * the number finder does not accept.
 */
export function joinRendered(pieces: readonly string[]): JoinedText {
  const starts: number[] = new Array<number>(pieces.length);
  const raw: Array<number[] | undefined> = new Array<number[] | undefined>(pieces.length);
  let text = '';
  let lastWasSpace = false;
  for (let i = 0; i < pieces.length; i++) {
    const piece = pieces[i]!;
    starts[i] = text.length;
    if (!HAS_RUN.test(piece) && !(lastWasSpace && COLLAPSIBLE.test(piece[0] ?? ''))) {
      text += piece;
      if (piece.length) lastWasSpace = COLLAPSIBLE.test(piece[piece.length - 1]!);
      continue;
    }
    const offsets: number[] = [];
    for (let k = 0; k < piece.length; k++) {
      const space = COLLAPSIBLE.test(piece[k]!);
      if (space && lastWasSpace) continue;
      offsets.push(k);
      text += space ? ' ' : piece[k]!;
      lastWasSpace = space;
    }
    offsets.push(piece.length);
    raw[i] = offsets;
  }
  return { text, starts, raw };
}

/**
 * The pieces a [start, end) range of the joined text covers, each with its own offsets. Pieces
 * that contribute no character (empty, or touching the range only at an edge) are left out.
 */
export function spansOf(joined: JoinedText, start: number, end: number): PieceSpan[] {
  const spans: PieceSpan[] = [];
  if (end <= start) return spans;
  const { starts, text } = joined;
  let index = pieceAt(starts, start);
  for (; index < starts.length; index++) {
    const pieceStart = starts[index]!;
    if (pieceStart >= end) break;
    const pieceEnd = index + 1 < starts.length ? starts[index + 1]! : text.length;
    const from = Math.max(start, pieceStart);
    const to = Math.min(end, pieceEnd);
    if (to > from) {
      const map = joined.raw?.[index];
      const start = map ? map[from - pieceStart]! : from - pieceStart;
      // After the range's last character, not after the white space collapsed behind it.
      const end = map ? map[to - pieceStart - 1]! + 1 : to - pieceStart;
      spans.push({ index, start, end });
    }
  }
  return spans;
}

/** Index of the last piece starting at or before `offset` (binary search). */
function pieceAt(starts: readonly number[], offset: number): number {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (starts[mid]! <= offset) low = mid;
    else high = mid - 1;
  }
  return Math.max(0, low);
}
