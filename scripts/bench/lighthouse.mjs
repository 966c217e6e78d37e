/**
 * Lighthouse 12 in Chromium: mobile preset with simulated throttling (Lighthouse's defaults, spelled out).
 */
import { execFileSync } from 'node:child_process';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { headlessChromiumFlags } from '../buildEnv.mjs';

export const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** @type {import('lighthouse').Flags} */
const lighthouseFlags = {
  output: 'json',
  logLevel: 'error',
  onlyCategories: ['performance'],
  formFactor: 'mobile',
  throttlingMethod: 'simulate',
  // Today's no-JS pages paint nothing; Lighthouse's default would wait 30 s for a first paint that never comes.
  maxWaitForFcp: 10_000,
};

/** The user agent Lighthouse reports is reduced to a major version; the binary tells the full one. */
export const chromiumVersion = () =>
  execFileSync(chromePath, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();

/**
 * Ctrl-C is left to the benchmark, which stops the site server too; chrome-launcher's own handler would exit first.
 * @returns {Promise<import('chrome-launcher').LaunchedChrome>}
 */
export const launchChromium = () => launch({ chromePath, chromeFlags: headlessChromiumFlags, handleSIGINT: false });

/**
 * @param {string} url
 * @param {number} port the DevTools port of a launched Chromium
 * @returns {Promise<{ lhr: any, devtoolsLog: any[] | undefined, durationMs: number }>}
 */
export async function runLighthouse(url, port) {
  const started = performance.now();
  const result = await lighthouse(url, { ...lighthouseFlags, port });
  if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
  return {
    lhr: result.lhr,
    devtoolsLog: /** @type {any[] | undefined} */ (result.artifacts.DevtoolsLog),
    durationMs: Math.round(performance.now() - started),
  };
}
