/**
 * Interleaving: every page a figure is compared with is measured in the same run, next to it, in an order that
 * turns from run to run, so that a machine that slows down during the benchmark (two cores shared with other
 * builds) weighs on every page alike, and the per-run differences between twins cancel what it adds to both.
 */

/**
 * The items rotated left by `offset`: over as many runs as there are items, each item takes each position once.
 * @template T
 * @param {readonly T[]} items @param {number} offset
 * @returns {T[]}
 */
export function rotation(items, offset) {
  if (items.length === 0) return [];
  const start = ((offset % items.length) + items.length) % items.length;
  return [...items.slice(start), ...items.slice(0, start)];
}

/**
 * @template P, S
 * @typedef {object} RunSession what one run opens (browsers) and closes again
 * @property {(page: P) => Promise<S>} visit measures one page; never throws (a failure is a sample saying so)
 * @property {() => Promise<void>} close
 */

/**
 * Visits every page once per run. Groups are pages compared with each other (a route's site and its no-script
 * twin, a baseline's and today's); each run visits the groups in turn, a group's pages one after the other,
 * both orders rotating from run to run.
 * @template {{ id: string }} P
 * @template S
 * @param {readonly (readonly P[])[]} groups
 * @param {number} runs
 * @param {(run: number) => Promise<RunSession<P, S>>} openRun
 * @returns {Promise<Map<string, S[]>>} each page's samples by id, in run order (one per run); no run is
 *   opened when there is no page (e.g. `--part navigation`: no browser to start for nothing)
 */
export async function visitInterleaved(groups, runs, openRun) {
  /** @type {Map<string, S[]>} */
  const samples = new Map(groups.flat().map((page) => [page.id, []]));
  for (let run = 0; run < (samples.size > 0 ? runs : 0); run += 1) {
    const session = await openRun(run);
    try {
      for (const [groupIndex, group] of rotation(groups, run).entries()) {
        for (const page of rotation(group, run + groupIndex)) samples.get(page.id)?.push(await session.visit(page));
      }
    } finally {
      await session.close();
    }
  }
  return samples;
}
