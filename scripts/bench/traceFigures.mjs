/**
 * The figures of a traced visit (appliedThrottling.mjs), read with Lighthouse's own trace processing so that
 * "task", "blocking time" and "script time" mean what they mean in Lighthouse: blocking time is Lighthouse's
 * sum over main-thread tasks of their time beyond 50 ms, and script time is its main-thread work breakdown's
 * script evaluation plus parse and compile. Only the window differs from Lighthouse's TBT: from the first
 * contentful paint until the page has settled (no long task and no request for 3 s after its takeover), where
 * Lighthouse stops at its estimate of Time to Interactive.
 */
import { MainThreadTasks } from 'lighthouse/core/lib/tracehouse/main-thread-tasks.js';
import { TraceProcessor } from 'lighthouse/core/lib/tracehouse/trace-processor.js';
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';
import { traceMarks } from './appliedThrottling.mjs';
import { scriptGroups } from './metrics.mjs';

/**
 * @typedef {{ start: number, end: number, duration: number }} Span ms since the navigation
 * @typedef {{ start: number, end: number, duration: number, group: string }} Task a top-level main-thread task
 *   and the kind of work that took most of it (Lighthouse's task groups: scriptEvaluation, styleLayout…)
 * @typedef {{ url: string, at: number }} ScriptRequest when the renderer asked for a script
 * @typedef {object} TraceReading
 * @property {number} fcp first contentful paint
 * @property {number} end the end of the trace
 * @property {Span[]} topLevel the main thread's top-level events, as Lighthouse's TBT reads them
 * @property {Task[]} tasks the main thread's top-level tasks with their main kind of work
 * @property {number} scriptMs script evaluation + parse/compile over the whole trace
 * @property {number | null} interactiveAt the takeover (html[data-interactive]); null if the page has none
 * @property {number | null} actionAt the start of what the visit did once settled (e.g. scrolling)
 * @property {ScriptRequest[]} scriptRequests
 */

/**
 * The task group holding most of a task's time, its own and its descendants'.
 * @param {any} task a Lighthouse TaskNode
 */
function mainGroupOf(task) {
  /** @type {Map<string, number>} */
  const byGroup = new Map();
  /** @param {any} node */
  const add = (node) => {
    byGroup.set(node.group.id, (byGroup.get(node.group.id) ?? 0) + node.selfTime);
    node.children.forEach(add);
  };
  add(task);
  return [...byGroup].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'other';
}

/**
 * @param {any} trace Chromium's JSON trace of one navigation
 * @returns {TraceReading}
 */
export function readTrace(trace) {
  const processed = TraceProcessor.processTrace(trace);
  const { timings } = TraceProcessor.processNavigation(processed);
  const { timeOrigin, traceEnd } = processed.timestamps;
  const msOf = (/** @type {number} */ ts) => (ts - timeOrigin) / 1000;
  const tasks = MainThreadTasks.getMainThreadTasks(processed.mainThreadEvents, processed.frames, traceEnd, timeOrigin);
  /** @param {string} name */
  const markAt = (name) => {
    const mark = trace.traceEvents.find((/** @type {any} */ event) => event.name === name);
    return mark ? msOf(mark.ts) : null;
  };
  return {
    fcp: timings.firstContentfulPaint,
    end: msOf(traceEnd),
    topLevel: TraceProcessor.getMainThreadTopLevelEvents(processed),
    tasks: tasks
      .filter((task) => !task.parent)
      .map((task) => ({ start: task.startTime, end: task.endTime, duration: task.duration, group: mainGroupOf(task) })),
    scriptMs: tasks
      .filter((task) => scriptGroups.includes(task.group.id))
      .reduce((sum, task) => sum + task.selfTime, 0),
    interactiveAt: markAt(traceMarks.interactive),
    actionAt: markAt(traceMarks.action),
    // The page's own requests: those its renderer's main thread sent (the browser's other processes write
    // into the same trace), over http(s).
    scriptRequests: /** @type {any[]} */ (processed.mainThreadEvents)
      .filter((event) => event.name === 'ResourceSendRequest' && event.args?.data?.resourceType === 'Script')
      .map((event) => ({ url: String(event.args.data.url), at: msOf(event.ts) }))
      .filter((request) => /^https?:/.test(request.url)),
  };
}

/**
 * Blocking time between two moments, exactly as Lighthouse sums it for TBT (a task's part before `from` does
 * not count, nor the first 50 ms of what is left).
 * @param {readonly Span[]} topLevel @param {number} from @param {number} to
 */
export const blockingTime = (topLevel, from, to) =>
  Lantern.Metrics.TBTUtils.calculateSumOfBlockingTime([...topLevel], from, to);

/**
 * The longest task that ran at least partly after `from`; null if none did.
 * @param {readonly Task[]} tasks @param {number} from
 * @returns {Task | null}
 */
export function longestTaskAfter(tasks, from) {
  /** @type {Task | null} */
  let longest = null;
  for (const task of tasks) if (task.end > from && task.duration > (longest?.duration ?? -1)) longest = task;
  return longest;
}

/**
 * The scripts requested before the takeover and after it (prefetches), each URL once. A page with no takeover
 * requested all of its scripts before it.
 * @param {readonly ScriptRequest[]} requests @param {number | null} interactiveAt
 * @returns {{ before: string[], after: string[] }}
 */
export function scriptsAroundTakeover(requests, interactiveAt) {
  const before = new Set(requests.filter((r) => interactiveAt === null || r.at <= interactiveAt).map((r) => r.url));
  const after = new Set(requests.map((r) => r.url).filter((url) => !before.has(url)));
  return { before: [...before], after: [...after] };
}
