/** The field report as a team reads it in a terminal (report.mjs's figures), and the figures of one release. */

const integer = new Intl.NumberFormat('en-IN');
const percent = (value, digits = 2) => `${(value * 100).toFixed(digits)} %`;

/** A vital's value as its unit reads: milliseconds for LCP and INP, a score for CLS. */
const vitalText = (name, value) => (name === 'CLS' ? value.toFixed(3) : `${integer.format(Math.round(value))} ms`);
const signed = (text, value) => (value > 0 ? `+${text}` : value < 0 ? `−${text.replace(/^-/, '')}` : `±${text}`);

const change = {
  views: (value) => signed(integer.format(value), value),
  errorRate: (value) => signed(`${(value * 100).toFixed(2)} pp`, value),
  vital: (name, value) => signed(vitalText(name, value), value),
};

/** `(+12 vs abc)` after a figure, or nothing when it has no previous release to compare with. */
const versus = (release, text) => (text === undefined ? '' : `  (${text} vs ${release.previous})`);

/** Where a poor vital most often came from: the fragment's app, the element, the script. */
function causeText(cause) {
  if (!cause) return '';
  const parts = [
    cause.fragment && `${cause.fragment} fragment`,
    cause.element,
    cause.script && `script ${cause.script}`,
  ].filter(Boolean);
  return parts.length ? `; poor ones mostly: ${parts.join(', ')} (${cause.count})` : '';
}

const frameText = (frame) =>
  frame.mapped
    ? `at ${frame.mapped.name ? `${frame.mapped.name} ` : ''}${frame.mapped.source}:${frame.mapped.line}:${frame.mapped.column}`
    : `at ${frame.source}:${frame.line}:${frame.column} (no source map)`;

/** The one-line figures of a release (what `pnpm releases` shows beside each). */
export function releaseSummary(release) {
  const vitals = ['LCP', 'INP', 'CLS']
    .filter((name) => release.vitals[name])
    .map((name) => `${name} ${vitalText(name, release.vitals[name].p75)}`);
  const rate = release.errorRate ? `errors ${percent(release.errorRate.value)}` : `${release.errors} error(s)`;
  return [`${integer.format(release.views)} views`, rate, ...vitals].join(' · ');
}

/** @param {Awaited<ReturnType<typeof import('./report.mjs').fieldReport>>} report */
export function reportText(report) {
  const lines = [`Field report, ${report.side} side, records since ${report.since.slice(0, 16).replace('T', ' ')} UTC`];
  if (report.apps.length === 0) lines.push('No records in this window.');
  for (const { app, releases } of report.apps) {
    lines.push('', `${app}`);
    for (const release of releases) {
      const { change: delta = {} } = release;
      lines.push(
        `  release ${release.id}  seen ${release.firstSeen.slice(0, 16).replace('T', ' ')} – ${release.lastSeen.slice(0, 16).replace('T', ' ')}`,
        `    page views  ${integer.format(release.views)}${versus(release, delta.views === undefined ? undefined : change.views(delta.views))}`,
      );
      const rate = release.errorRate;
      lines.push(
        rate
          ? `    error rate  ${percent(rate.value)} [95 % ${percent(rate.low)} – ${percent(rate.high)}] of views; ${release.errors} error(s)${versus(release, delta.errorRate === undefined ? undefined : change.errorRate(delta.errorRate))}`
          : `    errors      ${release.errors} (no page views to rate them by)`,
      );
      for (const name of ['LCP', 'INP', 'CLS']) {
        const vital = release.vitals[name];
        if (!vital) continue;
        lines.push(
          `    p75 ${name.padEnd(7)} ${vitalText(name, vital.p75)} of ${vital.count}, ${vital.poor} poor${causeText(vital.cause)}${versus(release, delta[name] === undefined ? undefined : change.vital(name, delta[name]))}`,
        );
      }
      if (release.topErrors.length) lines.push('    top errors');
      for (const error of release.topErrors) {
        lines.push(`      ${error.count}× ${error.type}: ${error.message}`);
        for (const frame of error.frames) lines.push(`          ${frameText(frame)}`);
      }
    }
  }
  return `${lines.join('\n')}\n`;
}
