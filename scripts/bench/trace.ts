/**
 * Reads a Chrome trace (devtools.timeline + the V8 sampling profiler) and attributes main-thread
 * time to the content script. The scanner yields with scheduler.yield() and resumes in
 * microtasks, which the timeline does not label with a script URL, so attribution comes from the
 * CPU samples: a sample is ours when a frame of its stack comes from the content script.
 *
 * A task (RunTask on the renderer's main thread) is the content script's when one of its samples
 * (or its script evaluation) is ours:
 * - when no page script ran in the same task, the whole task counts (its microtasks, garbage
 *   collection, style and layout it forced are ours too);
 * - when the page's own script ran in it too (a MutationObserver callback delivered at the end of
 *   the page's re-render task), or it rendered a frame (a requestAnimationFrame callback of ours
 *   runs in the frame's task, before the style, layout and paint of everything the page changed),
 *   only our samples count;
 * - when the HTML parser ran in it (injected at document_start, the content script is evaluated
 *   inside the parser's task, which goes on to parse the page), only our samples count, or our
 *   script's evaluation if that is longer (compiling it is not sampled as ours).
 */

export interface TraceEvent {
  name: string;
  cat?: string;
  ph: string;
  ts: number; // µs
  dur?: number; // µs
  pid: number;
  tid: number;
  id?: string;
  args?: {
    /** A metadata event's value (thread_name). */
    name?: string;
    data?: {
      url?: string;
      startTime?: number;
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
      timeDeltas?: number[];
    };
  };
}

interface ProfileNode {
  id: number;
  /** Trace profiles name the parent; CDP profiles (Profiler.stop) list the children instead. */
  parent?: number;
  children?: number[];
  callFrame: { url?: string; functionName?: string; lineNumber?: number; columnNumber?: number };
}

export interface TaskTime {
  start: number; // µs, trace clock
  ms: number;
  /** Of which garbage collection (whole tasks only): a cost the scanner's allocations cause. */
  gcMs: number;
  /** The whole task counts (false: only our samples in a task shared with the page/a frame). */
  whole: boolean;
  /** The task's full length, ours or not. */
  taskMs: number;
}

export const TASK_NAMES = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);
/** A rendering update (a frame): its style, layout and paint serve the page's changes too. */
const RENDERING = new Set(['PrePaint', 'Paint', 'Layerize', 'Commit']);

/** Samples of the profile that saw our script: time, and whose code was on the stack. */
function samples(
  events: TraceEvent[],
  scriptUrlPrefix: string,
): { pid: number; at: number[]; owner: ('ours' | 'page' | 'other')[]; leaves: string[] } | null {
  const profiles = new Map<
    string,
    { pid: number; start: number; nodes: Map<number, ProfileNode>; ids: number[]; deltas: number[] }
  >();
  for (const event of events) {
    if (event.name === 'Profile' && event.id) {
      profiles.set(event.id, {
        pid: event.pid,
        start: event.args?.data?.startTime ?? event.ts,
        nodes: new Map(),
        ids: [],
        deltas: [],
      });
    } else if (event.name === 'ProfileChunk' && event.id) {
      const profile = profiles.get(event.id);
      const data = event.args?.data;
      if (!profile || !data) continue;
      for (const node of data.cpuProfile?.nodes ?? []) profile.nodes.set(node.id, node);
      profile.ids.push(...(data.cpuProfile?.samples ?? []));
      profile.deltas.push(...(data.timeDeltas ?? []));
    }
  }
  for (const profile of profiles.values()) {
    if (
      ![...profile.nodes.values()].some((node) => node.callFrame.url?.startsWith(scriptUrlPrefix))
    )
      continue;
    for (const node of profile.nodes.values()) {
      for (const child of node.children ?? []) {
        const target = profile.nodes.get(child);
        if (target) target.parent = node.id;
      }
    }
    // A stack is ours when any frame on it is ours (our code calling into the DOM, or the page's
    // code calling a callback of ours); the page's when only page frames are on it.
    const leafOwner = (id: number): 'ours' | 'page' | 'other' => {
      let page = false;
      for (
        let node = profile.nodes.get(id);
        node;
        node = node.parent === undefined ? undefined : profile.nodes.get(node.parent)
      ) {
        const url = node.callFrame.url ?? '';
        if (url.startsWith(scriptUrlPrefix)) return 'ours';
        if (/^https?:/.test(url)) page = true;
      }
      return page ? 'page' : 'other';
    };
    const at: number[] = [];
    const owners: ('ours' | 'page' | 'other')[] = [];
    const leaves: string[] = [];
    let time = profile.start;
    for (let index = 0; index < profile.ids.length; index++) {
      time += profile.deltas[index] ?? 0;
      at.push(time);
      owners.push(leafOwner(profile.ids[index]!));
      const leaf = profile.nodes.get(profile.ids[index]!)?.callFrame;
      // Our own code by function (the build is minified: methods keep their names, plain
      // functions do not, so the bundle position tells apart the several `step` methods). A DOM
      // accessor or nextNode() called from it is usually inlined, so its cost shows under it.
      const name = leaf?.url?.startsWith(scriptUrlPrefix)
        ? `${leaf.functionName || '(anonymous)'}() [crm.js ${(leaf.lineNumber ?? 0) + 1}:${leaf.columnNumber ?? 0}]`
        : leaf?.functionName || '(anonymous)';
      // A RegExp leaf is named by its whole source; its start is enough to recognise it.
      leaves.push(name.length > 48 ? `${name.slice(0, 47)}…` : name);
    }
    return { pid: profile.pid, at, owner: owners, leaves };
  }
  return null;
}

/** The content script's time in each task on the renderer main thread, in trace order. */
export function scriptTasks(events: TraceEvent[], scriptUrlPrefix: string): TaskTime[] {
  const profile = samples(events, scriptUrlPrefix);
  const evaluation = events.find(
    (e) => e.name === 'EvaluateScript' && e.args?.data?.url?.startsWith(scriptUrlPrefix),
  );
  // The renderer main thread: where the script was evaluated, or where the scanner's marks are.
  const anchor = evaluation ?? events.find((e) => e.name.startsWith('dialbridge:'));
  if (!anchor) return [];
  const thread = { pid: anchor.pid, tid: anchor.tid };
  const tasks = events
    .filter(
      (e) => e.pid === thread.pid && e.tid === thread.tid && e.ph === 'X' && TASK_NAMES.has(e.name),
    )
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const parseAt = events
    .filter((e) => e.pid === thread.pid && e.tid === thread.tid && e.name === 'ParseHTML')
    .map((e) => e.ts)
    .sort((a, b) => a - b);
  let parse = 0;
  const renderAt = events
    .filter((e) => e.pid === thread.pid && e.tid === thread.tid && RENDERING.has(e.name))
    .map((e) => e.ts)
    .sort((a, b) => a - b);
  let render = 0;
  const collections = events
    .filter(
      (e) =>
        e.pid === thread.pid &&
        e.tid === thread.tid &&
        e.ph === 'X' &&
        (e.name === 'MajorGC' || e.name === 'MinorGC'),
    )
    .sort((a, b) => a.ts - b.ts);
  let collection = 0;
  const result: TaskTime[] = [];
  let sample = 0;
  let lastEnd = -Infinity;
  for (const task of tasks) {
    const start = task.ts;
    const end = task.ts + (task.dur ?? 0);
    if (start < lastEnd) continue; // nested RunTask (ThreadControllerImpl inside RunTask)
    lastEnd = end;
    let ours = 0;
    let page = false;
    while (render < renderAt.length && renderAt[render]! < start) render++;
    const rendering = render < renderAt.length && renderAt[render]! < end;
    while (parse < parseAt.length && parseAt[parse]! < start) parse++;
    const parsing = parse < parseAt.length && parseAt[parse]! < end;
    if (profile) {
      while (sample < profile.at.length && profile.at[sample]! < start) sample++;
      for (let index = sample; index < profile.at.length && profile.at[index]! <= end; index++) {
        const previous = index > 0 ? profile.at[index - 1]! : start;
        const delta = profile.at[index]! - Math.max(previous, start);
        if (profile.owner[index] === 'ours') ours += delta;
        else if (profile.owner[index] === 'page') page = true;
      }
    }
    const evaluates = evaluation !== undefined && evaluation.ts >= start && evaluation.ts < end;
    if (ours === 0 && !evaluates) continue;
    while (collection < collections.length && collections[collection]!.ts < start) collection++;
    let gc = 0;
    for (
      let index = collection;
      index < collections.length && collections[index]!.ts < end;
      index++
    )
      gc += collections[index]!.dur ?? 0;
    const whole = !page && !rendering && !parsing;
    const shared = evaluates && parsing ? Math.max(ours, evaluation.dur ?? 0) : ours;
    result.push({
      start,
      ms: (whole ? (task.dur ?? 0) : shared) / 1000,
      gcMs: whole ? gc / 1000 : 0,
      whole,
      taskMs: (task.dur ?? 0) / 1000,
    });
  }
  return result;
}

/** Trace timestamp of a performance.mark made in the page (blink.user_timing), or null. */
export function markTime(events: TraceEvent[], name: string): number | null {
  const mark = events.find((e) => e.name === name && (e.cat ?? '').includes('user_timing'));
  return mark ? mark.ts : null;
}

/**
 * Where the content script's sampled time went before `until` (trace µs): its own JS, or the
 * browser function it was calling (a DOM API, the garbage collector…), largest first.
 */
export function hotSpots(
  events: TraceEvent[],
  scriptUrlPrefix: string,
  until: number,
  limit = 12,
): { name: string; ms: number }[] {
  const profile = samples(events, scriptUrlPrefix);
  if (!profile) return [];
  const totals = new Map<string, number>();
  for (let index = 1; index < profile.at.length && profile.at[index]! < until; index++) {
    if (profile.owner[index] !== 'ours') continue;
    const name = profile.leaves[index]!;
    totals.set(
      name,
      (totals.get(name) ?? 0) + (profile.at[index]! - profile.at[index - 1]!) / 1000,
    );
  }
  return [...totals]
    .map(([name, ms]) => ({ name, ms }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, limit);
}
