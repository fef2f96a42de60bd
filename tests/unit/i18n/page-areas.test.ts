/**
 * Each extension page translates with its own areas (components/apps/*-app.tsx: AREAS). Every key
 * its screens ask for by name (`t('…')` in the components the page's shell reaches through its
 * imports) must be in them: a key in no area shows as the key itself on that page.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { AREAS as CALL_LISTS } from '../../../components/apps/call-lists-app';
import { AREAS as OPTIONS } from '../../../components/apps/options-app';
import { AREAS as POPUP } from '../../../components/apps/popup-app';
import { createTranslator, type AreaMessages } from '../../../utils/i18n';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const IMPORT = /(?:\bfrom\s+|\bimport\s*\(\s*)['"](\.{1,2}\/[^'"]+)['"]/g;

function resolveImport(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier);
  for (const ending of ['.ts', '.tsx', '/index.ts', '/index.tsx']) {
    if (existsSync(base + ending)) return base + ending;
  }
  return null;
}

/** The product files a shell reaches through its relative imports. */
function reachedFrom(shell: string): string[] {
  const seen = new Set<string>();
  const waiting = [resolve(root, shell)];
  while (waiting.length > 0) {
    const file = waiting.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const target = resolveImport(file, specifier!);
      if (target) waiting.push(target);
    }
  }
  return [...seen];
}

it.each([
  ['popup', 'components/apps/popup-app.tsx', POPUP],
  ['options', 'components/apps/options-app.tsx', OPTIONS],
  ['Call lists', 'components/apps/call-lists-app.tsx', CALL_LISTS],
] as const)('the %s page has every key its screens ask for', (_page, shell, areas) => {
  const t = createTranslator('en', [...(areas as readonly AreaMessages[])]);
  const missing: string[] = [];
  for (const file of reachedFrom(shell)) {
    if (!relative(root, file).startsWith('components/')) continue;
    for (const [, key] of readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([^']+)'/g)) {
      if (t(key!) === key) missing.push(`${key} (${relative(root, file)})`);
    }
  }
  expect(missing).toEqual([]);
});
