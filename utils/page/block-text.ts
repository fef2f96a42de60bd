/**
 * The text of one block as a person reads it: its text pieces joined, with a map from offsets in
 * the joined text back to (piece, offset). Pure and generic over the piece type so it is tested
 * without a DOM.
 */

export interface JoinedText {
  text: string;
  /** starts[i] = offset of piece i in `text`. */
  starts: number[];
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
    if (to > from) spans.push({ index, start: from - pieceStart, end: to - pieceStart });
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
