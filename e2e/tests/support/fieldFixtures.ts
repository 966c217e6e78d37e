import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { testBuildEnv } from '../../../scripts/buildEnv.mjs';
import { repoRoot } from './ports';

/**
 * Fixture releases of payments for the field proof (e2e/tests/field.spec.ts), never shipped: mfe-payments with the
 * /payout carousel's Next button changed, built as `npm test` builds (testBuildEnv, hidden source maps).
 * `field-fixtures.setup.ts` builds them once per run into e2e/.field-fixtures/; the spec releases them from there.
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

/**
 * Builds a fixture in a copy of mfe-payments beside the original (a sibling, so its node_modules links resolve
 * the same way), then keeps only its dist. Copies of different fixtures build at once without meeting.
 */
export async function buildPaymentsFixture(name: PaymentsFixture): Promise<void> {
  const copy = join(repoRoot, `.field-fixture-payments-${name}-${process.pid}`);
  try {
    cpSync(join(repoRoot, 'mfe-payments'), copy, {
      recursive: true,
      verbatimSymlinks: true,
      filter: (source) => !/[\\/](dist|dist-prerender|\.cache)$/.test(source),
    });
    const text = readFileSync(join(copy, patchedFile), 'utf8');
    const patched = text.replace(original, handlers[name]);
    if (patched === text) throw new Error(`${patchedFile} no longer has ${original}: update the field fixtures.`);
    writeFileSync(join(copy, patchedFile), patched);
    await run(join(copy, 'node_modules/.bin/rsbuild'), ['build'], copy, { ...testBuildEnv(), SITE_SOURCE_MAPS: '1' });
    const { dist } = paymentsFixture(name);
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
