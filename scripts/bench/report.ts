/** The benchmark's figures as a terminal table and as Markdown for docs/benchmark.md. */

export interface Figure {
  label: string;
  extension: number | null;
  /** Baselines run as a page script (the page's main world). */
  floor: number | null;
  obvious: number | null;
  /** The same baselines run in an isolated world, where a content script's DOM reads happen. */
  isolatedFloor: number | null;
  isolatedObvious: number | null;
  unit: 'ms' | 'kB';
  /** The target as text and whether the extension's figure meets it (null: not measured). */
  target: string;
  met: boolean | null;
  note?: string;
}

export function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export function format(value: number | null, unit: string): string {
  if (value === null) return '—';
  const digits = value < 10 ? 1 : 0;
  return `${value.toFixed(digits)} ${unit}`;
}

function times(value: number | null, floor: number | null): string | null {
  if (value === null || floor === null || floor === 0) return null;
  return `${(value / floor).toFixed(1)}×`;
}

/** "(20.1× page floor, 2.9× isolated floor)": both ratios, never one without the other. */
function ratios(value: number | null, figure: Figure): string {
  const page = times(value, figure.floor);
  const isolated = times(value, figure.isolatedFloor);
  const parts = [page && `${page} page`, isolated && `${isolated} isolated`].filter(Boolean);
  return parts.length ? ` (${parts.join(', ')})` : '';
}

function verdict(figure: Figure): string {
  return figure.met === null ? 'not measured' : figure.met ? 'target met' : 'missed';
}

function cells(figure: Figure): string[] {
  return [
    figure.label,
    format(figure.extension, figure.unit) + ratios(figure.extension, figure),
    format(figure.floor, figure.unit),
    format(figure.isolatedFloor, figure.unit),
    format(figure.obvious, figure.unit) + ratios(figure.obvious, figure),
    format(figure.isolatedObvious, figure.unit) + ratios(figure.isolatedObvious, figure),
    figure.target,
    verdict(figure),
  ];
}

const HEADER = [
  'Figure',
  'Dialbridge',
  'Floor (TreeWalker), page world',
  'Floor, isolated world',
  'findNumbers, page world',
  'findNumbers, isolated world',
  'Target',
  'Result',
];

export function table(figures: Figure[]): string {
  const rows = [HEADER, ...figures.map(cells)];
  const widths = HEADER.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  const line = (row: string[]) =>
    row.map((cell, column) => cell.padEnd(widths[column]!)).join('  ');
  return [
    line(rows[0]!),
    widths.map((width) => '-'.repeat(width)).join('  '),
    ...rows.slice(1).map(line),
  ].join('\n');
}

export function markdown(figures: Figure[], context: string[]): string {
  const row = (values: string[]) => `| ${values.join(' | ')} |`;
  return [
    row(HEADER),
    row(HEADER.map(() => '---')),
    ...figures.map((figure) => row(cells(figure))),
    '',
    ...context.map((line) => `- ${line}`),
    '',
  ].join('\n');
}
