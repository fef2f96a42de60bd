/**
 * The background's one logger: every line starts with [dialbridge] so it is easy to find among
 * the browser's own output. Log names and codes, never request bodies, headers or the token.
 */
const PREFIX = '[dialbridge]';

export const log = {
  warn: (...parts: unknown[]): void => console.warn(PREFIX, ...parts),
  error: (...parts: unknown[]): void => console.error(PREFIX, ...parts),
};
