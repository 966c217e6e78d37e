import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { testBuildEnv } from '../../../scripts/buildEnv.mjs';
import { repoRoot } from './ports';

/**
 * Fixture releases for the field and canary proofs (e2e/tests/field.spec.ts, canary.spec.ts), never shipped:
 * mfe-payments with the /payout carousel's Next button changed, and mfe-agency with the /about title changed, built
 * as `npm test` builds (testBuildEnv, hidden source maps). `field-fixtures.setup.ts` builds them once per run into
 * e2e/.field-fixtures/; the specs release them from there.
 */
const fieldFixturesDir = join(repoRoot, 'e2e/.field-fixtures');

/** The patched file, and the control its change sits on (`/payout`'s carousel). */
const patchedFile = 'src/pages/payout/TestimonialCarousel.tsx';
const original = 'onClick={() => rotator.next()}';
/** What marks the line a fixture inserts, in its source and so in its source map. */
const marker = 'E2E FIXTURE (field.spec)';
export const nextButtonName = 'Next testimonial';
export const fixtureErrorMessage = 'Field fixture: the Next testimonial button throws';
/** How long the slow fixture's click handler keeps the main thread (an INP the visitor would feel). */
export const slowClickMs = 300;

/** Each fixture's Next-button handler, on one line, so that its source map names that line. */
const handlers = {
  throws: `onClick={() => { /* ${marker}: throws */ throw new Error('${fixtureErrorMessage}'); }}`,
  slow: `onClick={() => { /* ${marker}: busy loop */ const until = performance.now() + ${slowClickMs}; while (performance.now() < until); rotator.next(); }}`,
} as const;
export type PaymentsFixture = keyof typeof handlers;
export const paymentsFixtures = Object.keys(handlers) as PaymentsFixture[];

/** Where a fixture's build is, and the source file and line its change is on (what `pnpm field` must map to). */
export function paymentsFixture(name: PaymentsFixture) {
  const lines = readFileSync(join(repoRoot, 'mfe-payments', patchedFile), 'utf8').split('\n');
  const line = lines.findIndex((text) => text.includes(original)) + 1;
  if (line === 0) throw new Error(`${patchedFile} no longer has ${original}: update the field fixtures.`);
  return { dist: join(fieldFixturesDir, `payments-${name}`), file: patchedFile, line };
}

const aboutTitle = 'We build the technology Indian businesses grow on';
/** The /about title of the agency fixture: a release another team makes while a payments canary runs. */
export const fixtureAboutTitle = `${aboutTitle}, released during a canary`;
const agencyFixtureDist = join(fieldFixturesDir, 'agency-about');

/** Where the agency fixture's build is. */
export const agencyFixture = () => ({ dist: agencyFixtureDist });

/** Builds a payments fixture. */
export const buildPaymentsFixture = (name: PaymentsFixture) =>
  buildFixture('mfe-payments', paymentsFixture(name).dist, patchedFile, original, handlers[name]);

/** Builds the agency fixture. */
export const buildAgencyFixture = () =>
  buildFixture('mfe-agency', agencyFixtureDist, 'src/pages/about/content.ts', aboutTitle, fixtureAboutTitle);

/**
 * Builds a fixture in a copy of the app's folder beside the original (a sibling, so its node_modules links resolve
 * the same way), with `from` replaced by `to` in `file`, then keeps only its dist. Copies of different fixtures
 * build at once without meeting.
 */
async function buildFixture(dir: string, dist: string, file: string, from: string, to: string): Promise<void> {
  const copy = join(repoRoot, `.field-fixture-${basename(dist)}-${process.pid}`);
  try {
    cpSync(join(repoRoot, dir), copy, {
      recursive: true,
      verbatimSymlinks: true,
      filter: (source) => !/[\\/](dist|dist-prerender|\.cache)$/.test(source),
    });
    const text = readFileSync(join(copy, file), 'utf8');
    const patched = text.replace(from, to);
    if (patched === text) throw new Error(`${dir}/${file} no longer has ${from}: update the field fixtures.`);
    writeFileSync(join(copy, file), patched);
    await run(join(copy, 'node_modules/.bin/rsbuild'), ['build'], copy, { ...testBuildEnv(), SITE_SOURCE_MAPS: '1' });
    rmSync(dist, { recursive: true, force: true });
    mkdirSync(fieldFixturesDir, { recursive: true });
    cpSync(join(copy, 'dist'), dist, { recursive: true });
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited ${code}:\n${output}`)),
    );
  });
}
