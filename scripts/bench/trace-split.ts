/**
 * Where a page's main-thread time went, by kind of work, from a devtools trace: compile, script,
 * style, layout, paint, GC, HTML parsing, and the rest of the tasks. Each event counts its self
 * time (its length minus the events nested in it), so nothing is counted twice. Taken with the
 * extension and without it on the same page, the difference says what the extension's cost is
 * made of: the script we run, and the style, paint and GC it causes.
 */
import type { CDPSession } from '@playwright/test';
import { TASK_NAMES, type TraceEvent } from './trace';

export const SPLIT_KINDS = [
  'compile',
  'script',
  'style',
  'layout',
  'paint',
  'gc',
  'parseHtml',
  'other',
] as const;
export type SplitKind = (typeof SPLIT_KINDS)[number];
export type TraceSplit = Record<SplitKind, number>;

const KIND_OF: Record<string, SplitKind> = {
  'v8.compile': 'compile',
  'v8.compileModule': 'compile',
  'V8.CompileCode': 'compile',
  'v8.produceCache': 'compile',
  'v8.produceModuleCache': 'compile',
  CompileScript: 'compile',
  EvaluateScript: 'script',
  'v8.evaluateModule': 'script',
  FunctionCall: 'script',
  'v8.callFunction': 'script',
  'v8.run': 'script',
  RunMicrotasks: 'script',
  TimerFire: 'script',
  EventDispatch: 'script',
  FireAnimationFrame: 'script',
  FireIdleCallback: 'script',
  UpdateLayoutTree: 'style',
  RecalculateStyles: 'style',
  ParseAuthorStyleSheet: 'style',
  Layout: 'layout',
  UpdateLayer: 'layout',
  PrePaint: 'paint',
  Paint: 'paint',
  Layerize: 'paint',
  Commit: 'paint',
  CompositeLayers: 'paint',
  MajorGC: 'gc',
  MinorGC: 'gc',
  BlinkGC: 'gc',
  'BlinkGC.AtomicPhase': 'gc',
  'V8.GCScavenger': 'gc',
  'V8.GCFinalizeMC': 'gc',
  ParseHTML: 'parseHtml',
};

/** Self time per kind (ms) on the busiest renderer main thread of `events`. */
export function splitTrace(events: TraceEvent[]): TraceSplit {
  const thread = (event: TraceEvent) => `${event.pid}:${event.tid}`;
  const renderers = new Set(
    events
      .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map(thread),
  );
  const busy = new Map<string, number>();
  for (const event of events)
    if (TASK_NAMES.has(event.name) && event.ph === 'X' && renderers.has(thread(event)))
      busy.set(thread(event), (busy.get(thread(event)) ?? 0) + (event.dur ?? 0));
  const main = [...busy].sort((a, b) => b[1] - a[1])[0]?.[0];
  const split = Object.fromEntries(SPLIT_KINDS.map((kind) => [kind, 0])) as TraceSplit;
  // Complete events of the thread in start order; a stack gives each its parent.
  const complete = events
    .filter((event) => event.ph === 'X' && thread(event) === main && event.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const stack: { end: number; kind: SplitKind | null; self: number }[] = [];
  const close = (until: number) => {
    while (stack.length && stack[stack.length - 1]!.end <= until) {
      const done = stack.pop()!;
      // Inside a task, time no named event covers is the task's own: 'other'.
      const kind = done.kind ?? 'other';
      split[kind] += done.self / 1000;
    }
  };
  for (const event of complete) {
    close(event.ts);
    const parent = stack[stack.length - 1];
    if (!parent && !TASK_NAMES.has(event.name)) continue; // outside any task: not main-thread work
    if (parent) parent.self -= event.dur!;
    const kind = TASK_NAMES.has(event.name) ? null : (KIND_OF[event.name] ?? parent?.kind ?? null);
    stack.push({ end: event.ts + event.dur!, kind, self: event.dur! });
  }
  close(Number.POSITIVE_INFINITY);
  return split;
}

/** Runs `action` under a devtools timeline trace of the page; answers its split. */
export async function splitDuring(
  session: CDPSession,
  action: () => Promise<void>,
): Promise<TraceSplit> {
  const events: TraceEvent[] = [];
  const collect = ({ value }: { value: object[] }) => events.push(...(value as TraceEvent[]));
  session.on('Tracing.dataCollected', collect);
  await session.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: {
      // Not 'v8': with it, the 5,000-row page's split added up to a fifth of its TaskDuration
      // (events lost, it seems) and the tracing itself slowed the page with the extension.
      includedCategories: ['toplevel', 'devtools.timeline', 'v8.execute'],
    },
  });
  await action();
  const complete = new Promise((done) => session.once('Tracing.tracingComplete', done));
  await session.send('Tracing.end');
  await complete;
  session.off('Tracing.dataCollected', collect);
  return splitTrace(events);
}
