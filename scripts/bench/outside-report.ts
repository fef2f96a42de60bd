/** The outside figures (with the extension minus without) as Markdown rows, medians with spreads. */
import type { OutsideRound, PageCost } from './outside';
import { median } from './report';
import { SPLIT_KINDS, type SplitKind } from './trace-split';

/** "12 ms [8–20]": the median of the rounds and their range. */
function spread(values: number[], unit = 'ms', digits = 0): string {
  const middle = median(values);
  if (middle === null) return '—';
  const low = Math.min(...values);
  const high = Math.max(...values);
  const suffix = unit ? ` ${unit}` : '';
  return `${middle.toFixed(digits)}${suffix} [${low.toFixed(digits)} to ${high.toFixed(digits)}]`;
}

function ratioSpread(values: number[]): string {
  return spread(values, '×', 1);
}

interface Line {
  label: string;
  /** With the extension minus without, per round. */
  added: (round: OutsideRound) => number;
  detail: (rounds: OutsideRound[]) => string;
  target: string;
  /** Whether the medians meet the target. */
  met: (rounds: OutsideRound[]) => boolean;
}

const pick = (
  rounds: OutsideRound[],
  value: (cost: PageCost) => number,
  side: keyof OutsideRound,
) => rounds.map((round) => value(round[side] as PageCost));
const ratioOf = (rounds: OutsideRound[], added: (round: OutsideRound) => number) =>
  rounds.map((round) => (round.floorMs > 0 ? added(round) / round.floorMs : 0));
const medianOf = (values: number[]) => median(values) ?? Number.POSITIVE_INFINITY;
/** One figure from both browsers: "16.8 ms [..] with, 16.8 ms [..] without". */
const bothSides = (
  rounds: OutsideRound[],
  value: (cost: PageCost) => number,
  unit: string,
  digits = 0,
) =>
  `${spread(pick(rounds, value, 'extension'), unit, digits)} with, ${spread(pick(rounds, value, 'bare'), unit, digits)} without`;

const LINES: Line[] = [
  {
    label: '(a) load',
    added: (round) => round.extension.loadMs - round.bare.loadMs,
    detail: (rounds) => `page alone ${spread(pick(rounds, (cost) => cost.loadMs, 'bare'))}`,
    target: '≤ 5× floor',
    met: (rounds) => medianOf(ratioOf(rounds, LINES[0]!.added)) <= 5,
  },
  {
    label: '(b) load + every number listed at once',
    added: (round) => round.loadThenList.extension.ms - round.loadThenList.bare.ms,
    detail: (rounds) =>
      `a fresh page, the list asked as soon as it loaded; asked after the scrolling and re-rendering instead, the list alone ${spread(pick(rounds, (cost) => cost.listMs, 'extension'))}, its longest task ${spread(
        pick(rounds, (cost) => cost.listLongestTaskMs, 'extension'),
        'ms',
        1,
      )}; listed ${spread(
        pick(rounds, (cost) => cost.listed, 'extension'),
        'numbers',
      )}`,
    target: '≤ 15× floor',
    met: (rounds) => medianOf(ratioOf(rounds, LINES[1]!.added)) <= 15,
  },
  {
    label: '(c) 5 s of scrolling',
    added: (round) => round.extension.scrollMs - round.bare.scrollMs,
    detail: (rounds) =>
      `frame p95 ${bothSides(rounds, (cost) => cost.scrollFrameP95, 'ms', 1)}; frames over 25 ms ${bothSides(
        rounds,
        (cost) => cost.scrollSlowFrames,
        '',
      )}; long tasks ${bothSides(rounds, (cost) => cost.scrollLongTasks, '')}`,
    target: 'p95 frame and long tasks as without',
    met: (rounds) =>
      medianOf(pick(rounds, (cost) => cost.scrollFrameP95, 'extension')) <=
        medianOf(pick(rounds, (cost) => cost.scrollFrameP95, 'bare')) + 1 &&
      medianOf(pick(rounds, (cost) => cost.scrollLongTasks, 'extension')) <=
        medianOf(pick(rounds, (cost) => cost.scrollLongTasks, 'bare')),
  },
  {
    label: '(d) 100 rows re-rendered per second, 5 s',
    added: (round) => round.extension.rerenderMs - round.bare.rerenderMs,
    detail: (rounds) =>
      `page alone ${spread(pick(rounds, (cost) => cost.rerenderMs, 'bare'))}; frame p95 ${bothSides(
        rounds,
        (cost) => cost.rerenderFrameP95,
        'ms',
        1,
      )}; frames over 25 ms ${bothSides(rounds, (cost) => cost.rerenderSlowFrames, '')}`,
    target: 'p95 frame ≤ 1.2× without',
    met: (rounds) =>
      medianOf(pick(rounds, (cost) => cost.rerenderFrameP95, 'extension')) <=
      1.2 * medianOf(pick(rounds, (cost) => cost.rerenderFrameP95, 'bare')),
  },
];

const KIND_LABEL: Record<SplitKind, string> = {
  compile: 'compile',
  script: 'script',
  style: 'style',
  layout: 'layout',
  paint: 'paint',
  gc: 'GC',
  parseHtml: 'HTML parsing',
  other: 'other task time',
};

/** Where (b)'s added time went, from the traces: per kind, with minus without, medians. */
export function splitLine(rounds: OutsideRound[]): string {
  const parts = SPLIT_KINDS.map((kind) => {
    const added = rounds.map(
      (round) => round.loadThenList.extension.split[kind] - round.loadThenList.bare.split[kind],
    );
    return `${KIND_LABEL[kind]} ${spread(added)}`;
  });
  return `Where (b)'s added time went (devtools trace, self time, with − without): ${parts.join('; ')}.`;
}

/** A Markdown table for one page size, and a line on the floor. */
export function outsideMarkdown(title: string, rounds: OutsideRound[]): string {
  const row = (values: string[]) => `| ${values.join(' | ')} |`;
  const header = [
    'Figure',
    'Main thread added (with − without)',
    '÷ floor',
    'Beside it',
    'Target',
    'Result',
  ];
  const lines = LINES.map((line) =>
    row([
      line.label,
      spread(rounds.map(line.added)),
      ratioSpread(ratioOf(rounds, line.added)),
      line.detail(rounds),
      line.target,
      line.met(rounds) ? 'met' : 'missed',
    ]),
  );
  return [
    `${title}: floor (bare TreeWalker pass, page script, same rounds) ${spread(
      rounds.map((round) => round.floorMs),
      'ms',
      1,
    )}; ${rounds.length} paired rounds, medians [min to max].`,
    '',
    row(header),
    row(header.map(() => '---')),
    ...lines,
    '',
    splitLine(rounds),
    '',
  ].join('\n');
}
