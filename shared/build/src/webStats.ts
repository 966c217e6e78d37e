import type { Rspack } from '@rsbuild/core';

/** The browser build's stats among the builds of one run (each app builds `web` and `prerender`). */
export const webStatsOf = (stats: Rspack.Stats | Rspack.MultiStats): Rspack.Stats | undefined =>
  'stats' in stats ? stats.stats.find((entry) => entry.compilation.name === 'web') : stats;
