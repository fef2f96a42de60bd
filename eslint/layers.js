/**
 * The product's folders form a tree (docs/design.md draws it). Every product file belongs to one
 * unit: the longest folder (or single file) of `layers` that holds it, and a file in none is
 * reported. This rule also reports, at the import that makes it:
 *
 * - an upward import: from a unit to a unit of a higher layer;
 * - a folder-level cycle: an import from folder A to folder B where B already reaches A through
 *   the imports of the other product files (read from disk once per lint run), even when no
 *   module cycle exists (import-x/no-cycle sees only those). A folder here is a unit, or a
 *   subfolder inside a unit: a parent and its subfolder may not import each other either.
 *
 * Written here because the import plugins check modules or fixed zones, not a graph of folders.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

const EXTENSIONS = ['', '.ts', '.tsx', '.js', '/index.ts', '/index.tsx'];
const SPECIFIER = /(?:\bfrom\s+|\bimport\s*\(\s*|\bimport\s+)['"](\.{1,2}\/[^'"]+)['"]/g;

/** The unit of a repository-relative path, or null when it is not product code. */
function unitOf(path, units) {
  let best = null;
  for (const unit of units) {
    const inside = path === unit || path.startsWith(`${unit}/`);
    if (inside && (best === null || unit.length > best.length)) best = unit;
  }
  return best;
}

/** The folder a file counts in for cycles: its unit, or the subfolder of its unit that holds it. */
function folderOf(path, unit) {
  if (path === unit) return unit;
  const folder = dirname(path).split(sep).join('/');
  return folder.startsWith(`${unit}/`) ? folder : unit;
}

function resolveImport(root, fromFile, specifier) {
  const base = resolve(dirname(join(root, fromFile)), specifier);
  for (const extension of EXTENSIONS) {
    const candidate = base + extension;
    try {
      if (statSync(candidate).isFile()) return relative(root, candidate).split(sep).join('/');
    } catch {
      // not this form
    }
  }
  return relative(root, base).split(sep).join('/');
}

function* productFiles(root, folder) {
  for (const entry of readdirSync(join(root, folder), { withFileTypes: true })) {
    const path = `${folder}/${entry.name}`;
    if (entry.isDirectory()) yield* productFiles(root, path);
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) yield path;
  }
}

const graphs = new Map();

/** Folder → the folders its files import, built once per run. */
function folderGraph(root, units, folders) {
  const key = `${root}\n${units.join(',')}`;
  if (graphs.has(key)) return graphs.get(key);
  const graph = new Map();
  for (const folder of folders) {
    for (const file of productFiles(root, folder)) {
      const fromUnit = unitOf(file, units);
      if (!fromUnit) continue;
      const from = folderOf(file, fromUnit);
      for (const [, specifier] of readFileSync(join(root, file), 'utf8').matchAll(SPECIFIER)) {
        const target = resolveImport(root, file, specifier);
        const toUnit = unitOf(target, units);
        if (!toUnit) continue;
        const to = folderOf(target, toUnit);
        if (to === from) continue;
        if (!graph.has(from)) graph.set(from, new Set());
        graph.get(from).add(to);
      }
    }
  }
  graphs.set(key, graph);
  return graph;
}

/**
 * Whether `start` reaches `goal` along the graph. The linted file's own imports (edges out of
 * `goal`) never matter: the search ends when it reaches `goal`.
 */
function reaches(graph, start, goal) {
  const seen = new Set([start]);
  const queue = [start];
  while (queue.length > 0) {
    for (const target of graph.get(queue.shift()) ?? []) {
      if (target === goal) return true;
      if (!seen.has(target)) {
        seen.add(target);
        queue.push(target);
      }
    }
  }
  return false;
}

export const layersRule = {
  meta: {
    type: 'problem',
    schema: [
      {
        type: 'object',
        properties: {
          layers: { type: 'array', items: { type: 'array', items: { type: 'string' } } },
          folders: { type: 'array', items: { type: 'string' } },
        },
        required: ['layers', 'folders'],
      },
    ],
    messages: {
      unlisted:
        '{{file}} is in no layer: list its folder (or the file) in the layers of eslint.config.js.',
      upward:
        '{{from}} may not import {{to}}: layers only point down (docs/design.md). Move the shared part below, or pass it in.',
      cycle:
        '{{from}} imports {{to}}, which already reaches {{from}}: folders form a tree (docs/design.md). Move the shared part below both.',
    },
  },
  create(context) {
    const { layers, folders } = context.options[0];
    const units = layers.flat();
    const level = new Map(layers.flatMap((layer, index) => layer.map((unit) => [unit, index])));
    const root = context.cwd;
    const file = relative(root, context.filename).split(sep).join('/');
    const fromUnit = unitOf(file, units);
    if (!fromUnit) {
      // A product file outside every unit would escape the tree: it must be listed.
      const product = folders.some((folder) => file.startsWith(`${folder}/`));
      if (!product) return {};
      return { Program: (node) => context.report({ node, messageId: 'unlisted', data: { file } }) };
    }
    const check = (node) => {
      const specifier = node.source?.value;
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      const target = resolveImport(root, file, specifier);
      const toUnit = unitOf(target, units);
      if (!toUnit) return;
      if (level.get(toUnit) > level.get(fromUnit)) {
        const data = { from: fromUnit, to: toUnit };
        context.report({ node: node.source, messageId: 'upward', data });
        return;
      }
      const from = folderOf(file, fromUnit);
      const to = folderOf(target, toUnit);
      if (to !== from && reaches(folderGraph(root, units, folders), to, from)) {
        context.report({ node: node.source, messageId: 'cycle', data: { from, to } });
      }
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
