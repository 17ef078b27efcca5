/**
 * `npx tsx tests/bench/traceTasks.ts <trace.json> [minMs]`: the page's main-thread tasks of a
 * Chromium trace (one `bench:pwa` saves with PWA_TRACE_DIR) longer than minMs (default 10 ms, real
 * time: Lighthouse's simulation multiplies them by its CPU slowdown), each with what ran inside it
 * (script evaluation with its URL, compile, style, layout, paint, GC, timers, messages) and the
 * main thread's time by kind over the whole trace. Used to find where start-up time goes.
 */
import { existsSync, readFileSync } from 'node:fs';

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  cat?: string;
  args?: { name?: string; data?: { url?: string; frame?: string; functionName?: string; type?: string; stackTrace?: { url?: string }[] }; fileName?: string };
}

const [file, minArg] = process.argv.slice(2);
if (!file) throw new Error('usage: traceTasks.ts <trace.json> [minMs]');
const raw = JSON.parse(readFileSync(file, 'utf8')) as { traceEvents: TraceEvent[] } | TraceEvent[];
const events = Array.isArray(raw) ? raw : raw.traceEvents;
const minMs = Number(minArg ?? 10);

// The renderer main thread with the most complete events is the page's.
const mains = events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
const count = new Map<string, number>();
for (const e of events) if (e.ph === 'X') count.set(`${e.pid}:${e.tid}`, (count.get(`${e.pid}:${e.tid}`) ?? 0) + 1);
// The page's renderer: the process the browser committed the audited (http) page in.
const committed = events.filter((e) => e.name === 'FrameCommittedInBrowser' && /^https?:/.test(e.args?.data?.url ?? '')).map((e) => (e.args?.data as { processId?: number }).processId);
const pagePid = committed[committed.length - 1];
const main = mains
  .filter((m) => pagePid === undefined || m.pid === pagePid)
  .map((m) => `${m.pid}:${m.tid}`)
  .sort((a, b) => (count.get(b) ?? 0) - (count.get(a) ?? 0))[0];
const onMain = events.filter((e) => `${e.pid}:${e.tid}` === main && e.ph === 'X' && e.dur !== undefined).sort((a, b) => a.ts - b.ts);
const navStart = events.find((e) => e.name === 'navigationStart' && `${e.pid}:${e.tid}` === main)?.ts ?? onMain[0]!.ts;
const ms = (us: number) => Math.round(us / 100) / 10;
const short = (url?: string) => (url ? url.replace(/^https?:\/\/[^/]+/, '') : '');

/** A task's CPU time (the thread's own time), ms. */
const cpuOf = (t: TraceEvent) => ((t as unknown as { tdur?: number }).tdur ?? t.dur ?? 0) / 1000;
const tasks = onMain.filter((e) => e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask');
const interesting = new Set([
  'EvaluateScript',
  'v8.compile',
  'v8.compileModule',
  'v8.evaluateModule',
  'v8.produceModuleCache',
  'FunctionCall',
  'TimerFire',
  'FireAnimationFrame',
  'ParseHTML',
  'ParseAuthorStyleSheet',
  'UpdateLayoutTree',
  'Layout',
  'Paint',
  'PrePaint',
  'Layerize',
  'Commit',
  'MajorGC',
  'MinorGC',
  'V8.GC_MC_BACKGROUND_MARKING',
  'BlinkGC.AtomicPhase',
  'HandlePostMessage',
  'EventDispatch',
  'XHRReadyStateChange',
  'ResourceReceivedData',
  'ResourceFinish',
  'v8.run',
  'RunMicrotasks',
  'V8.DeserializeContext',
  'HitTest',
  'ScheduleStyleRecalculation',
  'InvalidateLayout',
  'CpuProfiler::StartProfiling',
  'MarkDOMContent',
]);
// V8's samples of the main thread (present when the trace was recorded with
// disabled-by-default-v8.cpu_profiler, as `bench:pwa` does with PWA_TRACE_DIR): time and leaf node.
interface CpuNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url?: string; lineNumber?: number; columnNumber?: number };
}
const mainPid = Number(main!.split(':')[0]);
const mainTid = Number(main!.split(':')[1]);
const profileIds = new Set(events.filter((e) => e.name === 'Profile' && e.pid === mainPid && e.tid === mainTid).map((e) => (e as unknown as { id: string }).id));
const nodes = new Map<number, CpuNode>();
const samples: { ts: number; node: number }[] = [];
let sampleTs = 0;
for (const e of events as unknown as { name: string; id: string; pid: number; ts: number; args: { data: { startTime?: number; cpuProfile?: { nodes?: CpuNode[]; samples?: number[] }; timeDeltas?: number[] } } }[]) {
  // Profile ids are per process; a chunk comes from the process's sampling thread.
  if (e.pid !== mainPid || !profileIds.has(e.id)) continue;
  if (e.name === 'Profile') sampleTs = e.args.data.startTime ?? e.ts;
  if (e.name !== 'ProfileChunk') continue;
  for (const n of e.args.data.cpuProfile?.nodes ?? []) nodes.set(n.id, n);
  const ids = e.args.data.cpuProfile?.samples ?? [];
  const deltas = e.args.data.timeDeltas ?? [];
  for (let i = 0; i < ids.length; i++) {
    sampleTs += deltas[i] ?? 0;
    samples.push({ ts: sampleTs, node: ids[i]! });
  }
}
samples.sort((a, b) => a.ts - b.ts);
const frameLabel = (n: CpuNode) => `${n.callFrame.functionName || '(anonymous)'} ${short(n.callFrame.url)}${n.callFrame.url ? `:${(n.callFrame.lineNumber ?? 0) + 1}` : ''}`;
/** The functions that took a time window: self time, and inclusive time. */
function functionsIn(from: number, to: number, top: number): string[] {
  const self = new Map<string, number>();
  const incl = new Map<string, number>();
  const inWindow = samples.filter((x) => x.ts >= from && x.ts < to);
  for (let i = 0; i < inWindow.length; i++) {
    const dt = (inWindow[i + 1]?.ts ?? to) - inWindow[i]!.ts;
    let n = nodes.get(inWindow[i]!.node);
    if (!n || n.callFrame.functionName === '(idle)') continue;
    self.set(frameLabel(n), (self.get(frameLabel(n)) ?? 0) + dt);
    const seen = new Set<string>();
    while (n) {
      const l = frameLabel(n);
      if (!seen.has(l) && !l.startsWith('(root)')) incl.set(l, (incl.get(l) ?? 0) + dt);
      seen.add(l);
      n = n.parent === undefined ? undefined : nodes.get(n.parent);
    }
  }
  const fmt = (m: Map<string, number>, kind: string) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .filter(([, v]) => v >= 1000)
      .map(([k, v]) => `      ${kind} ${ms(v)} ms  ${k}`);
  return [...fmt(self, 'self'), ...fmt(incl, 'incl')];
}
console.log(`main thread ${main}; ${samples.length} samples; tasks over ${minMs} ms (start after navigation, duration, contents):`);
for (const t of tasks) {
  if ((t.dur ?? 0) / 1000 < minMs) continue;
  const inside = onMain.filter((e) => e !== t && e.ts >= t.ts && e.ts + (e.dur ?? 0) <= t.ts + (t.dur ?? 0));
  const byName = new Map<string, number>();
  const parts: string[] = [];
  for (const e of inside) {
    if (!interesting.has(e.name)) continue;
    byName.set(e.name, (byName.get(e.name) ?? 0) + (e.dur ?? 0));
    if ((e.dur ?? 0) > 2000) {
      const url = short(e.args?.data?.url ?? e.args?.fileName ?? e.args?.data?.stackTrace?.[0]?.url);
      parts.push(`    ${e.name} +${ms(e.ts - t.ts)} ${ms(e.dur ?? 0)} ms ${url} ${e.args?.data?.functionName ?? e.args?.data?.type ?? ''}`);
    }
  }
  console.log(`at ${ms(t.ts - navStart)} ms: ${ms(t.dur ?? 0)} ms (CPU ${ms(cpuOf(t) * 1000)})  [${[...byName].sort((a, b) => b[1] - a[1]).slice(0, 6).map(([n, d]) => `${n} ${ms(d)}`).join(', ')}]`);
  for (const p of parts.slice(0, 14)) console.log(p);
  if (samples.length) for (const l of functionsIn(t.ts, t.ts + (t.dur ?? 0), Number(process.env.TRACE_TOP ?? 8))) console.log(l);
}
// The same tasks by CPU time (the thread's own time: what the page costs, whatever else the
// machine runs; wall time also holds the waits for a CPU on a loaded machine). From the first
// contentful paint on, what Lighthouse's total blocking time would be if each task took its CPU
// time times the slowdown: a figure to compare builds on a shared machine.
// The paint from Lighthouse's report beside the trace when there is one (its own reading of the trace).
const reportFile = file.replace(/\.trace\.json$/, '.report.json');
const reportFcp = existsSync(reportFile)
  ? (JSON.parse(readFileSync(reportFile, 'utf8')) as { audits?: { metrics?: { details?: { items?: { observedFirstContentfulPaintTs?: number }[] } } } }).audits?.metrics?.details?.items?.[0]?.observedFirstContentfulPaintTs
  : undefined;
const fcp = reportFcp ?? events.find((e) => e.name === 'firstContentfulPaint' && e.pid === mainPid)?.ts ?? navStart;
const afterFcp = tasks.filter((t) => t.ts >= fcp);
const tbtAt = (x: number) => Math.round(afterFcp.reduce((s, t) => s + Math.max(0, cpuOf(t) * x - 50), 0));
const longestCpu = Math.max(0, ...afterFcp.map(cpuOf));
console.log(
  `CPU: ${Math.round(tasks.reduce((s, t) => s + cpuOf(t), 0))} ms in all, ${Math.round(afterFcp.reduce((s, t) => s + cpuOf(t), 0))} ms after FCP (at ${ms(fcp - navStart)} ms); ` +
    `longest task after FCP ${ms(longestCpu * 1000)} ms; blocking time from CPU time at 4x ${tbtAt(4)} ms, at 8x ${tbtAt(8)} ms`,
);
if (samples.length) {
  console.log('functions after FCP (sampled):');
  for (const l of functionsIn(fcp, Number.MAX_SAFE_INTEGER, Number(process.env.TRACE_TOP ?? 8) * 3)) console.log(l);
}
// Whole-trace totals of the main thread by top-level kind.
const totals = new Map<string, number>();
for (const e of onMain) if (interesting.has(e.name)) totals.set(e.name, (totals.get(e.name) ?? 0) + (e.dur ?? 0));
const taskTotal = tasks.reduce((s, t) => s + (t.dur ?? 0), 0);
console.log(`tasks: ${tasks.length}, ${ms(taskTotal)} ms in all; by kind (nested kinds counted in each): ${[...totals].sort((a, b) => b[1] - a[1]).map(([n, d]) => `${n} ${ms(d)}`).join(', ')}`);
