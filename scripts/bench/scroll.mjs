/**
 * Scrolling `/` to its end after the takeover, under applied throttling (4× CPU, Lighthouse's mobile network,
 * a phone's screen): the page loads, takes over and settles, then a wheel moves it down step by step to its
 * end, and the trace of that time gives its longest main-thread task (issue #29: none over 100 ms). With a
 * baseline, its `/` is scrolled in the same runs, in turn.
 */
import { launchProbeBrowser, tracedVisit } from './appliedThrottling.mjs';
import { visitInterleaved } from './interleave.mjs';
import { spread } from './metrics.mjs';
import { longestTaskAfter, readTrace } from './traceFigures.mjs';

/** How far each step scrolls and how long the visitor waits between steps. */
const scrollStep = { px: 600, pauseMs: 300 };
/** A page that has not reached its end after this many steps grows as it is scrolled: reported as an error. */
const maxSteps = 200;

/**
 * @typedef {object} ScrollSample
 * @property {number | null} longestTaskMs the longest main-thread task from the first step until settled
 * @property {string | null} longestTaskWork the kind of work that took most of it (Lighthouse's task group)
 * @property {number | null} tasksOver100Ms
 * @property {number | null} steps
 * @property {string | null} error
 * @typedef {{ id: string, label: string, commit: string, url: string }} ScrollTarget
 * @typedef {ScrollTarget & { samples: ScrollSample[], longest: import('./metrics.mjs').Spread }} ScrollBuildResult
 * @typedef {{ step: typeof scrollStep, runs: number, builds: ScrollBuildResult[] }} ScrollResults
 */

/**
 * Wheel steps over the middle of the screen until the page's end is in view.
 * @param {import('playwright-core').Page} page
 * @returns {Promise<number>} the steps taken
 */
async function scrollToEnd(page) {
  const viewport = page.viewportSize();
  await page.mouse.move((viewport?.width ?? 0) / 2, (viewport?.height ?? 0) / 2);
  for (let step = 0; step < maxSteps; step += 1) {
    const atEnd = await page.evaluate(() => {
      const scope = /** @type {any} */ (globalThis);
      return scope.scrollY + scope.innerHeight >= scope.document.documentElement.scrollHeight - 1;
    });
    if (atEnd) return step;
    await page.mouse.wheel(0, scrollStep.px);
    await page.waitForTimeout(scrollStep.pauseMs);
  }
  throw new Error(`the page's end was not reached in ${maxSteps} steps`);
}

/**
 * @param {import('./traceFigures.mjs').TraceReading} reading @param {number} steps
 * @returns {ScrollSample}
 */
export function scrollSampleOf(reading, steps) {
  if (reading.actionAt === null) throw new Error('the trace has no mark where the scrolling started');
  const { actionAt } = reading;
  const longest = longestTaskAfter(reading.tasks, actionAt);
  return {
    longestTaskMs: longest?.duration ?? 0,
    longestTaskWork: longest?.group ?? null,
    tasksOver100Ms: reading.tasks.filter((task) => task.end > actionAt && task.duration > 100).length,
    steps,
    error: null,
  };
}

/** @param {import('playwright-core').Browser} browser @param {string} url @returns {Promise<ScrollSample>} */
async function scrollOnce(browser, url) {
  let steps = 0;
  try {
    const trace = await tracedVisit(browser, url, {
      takesOver: true,
      afterSettled: async (page) => {
        steps = await scrollToEnd(page);
      },
    });
    return scrollSampleOf(readTrace(trace), steps);
  } catch (error) {
    const message = (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';
    return { longestTaskMs: null, longestTaskWork: null, tasksOver100Ms: null, steps: null, error: message };
  }
}

/**
 * @param {readonly ScrollTarget[]} targets today's `/` and the baseline's, scrolled in turn in every run
 * @param {number} runs
 * @returns {Promise<ScrollResults>}
 */
export async function measureScroll(targets, runs) {
  const samples = await visitInterleaved([targets], runs, async (run) => {
    console.log(`Scrolling /, run ${run + 1}`);
    const browser = await launchProbeBrowser();
    return {
      visit: async (/** @type {ScrollTarget} */ target) => {
        const sample = await scrollOnce(browser, target.url);
        const longest = sample.longestTaskMs === null ? 'n/a' : `${Math.round(sample.longestTaskMs)} ms`;
        console.log(`  ${target.label}: longest task ${longest}${sample.error ? ` (${sample.error})` : ''}`);
        return sample;
      },
      close: () => browser.close(),
    };
  });
  return {
    step: scrollStep,
    runs,
    builds: targets.map((target) => {
      const buildSamples = samples.get(target.id) ?? [];
      return { ...target, samples: buildSamples, longest: spread(buildSamples.map((sample) => sample.longestTaskMs)) };
    }),
  };
}
