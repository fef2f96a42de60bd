/**
 * The sentence for a file that cannot be read (utils/files/read-table.ts), one for every place
 * that reads one: call lists and bulk orders. Needs the calllists area in `t`.
 */
import { UnreadableTableError } from '../files/read-table';
import { MAX_FILE_BYTES } from '../limits';
import type { Translate } from './index';

export function fileErrorText(t: Translate, error: unknown): string {
  const reason = error instanceof UnreadableTableError ? error.reason : 'broken';
  return t(`fileError.${reason}`, {
    line: error instanceof UnreadableTableError ? (error.line ?? 0) : 0,
    size: MAX_FILE_BYTES / (1024 * 1024),
  });
}
