/**
 * The field report as one self-contained page: the text report, and per app uPlot charts (its JS and CSS inlined
 * from node_modules, nothing fetched) of p75 LCP and INP, CLS and the error rate by hour, with a marker where each
 * release was first seen.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { reportText } from './text.mjs';

const require = createRequire(import.meta.url);

const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** JSON inside a script element: nothing in it can close the element. */
const scriptJson = (value) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * Draws the charts from the JSON the page carries. It runs in the page (its source is inlined), after uPlot's
 * script, so it names the browser's globals.
 */
/* global document, devicePixelRatio, uPlot */
function drawCharts() {
  const report = JSON.parse(document.getElementById('report-data').textContent);
  const charts = [
    // `least`: the smallest top of the value axis, so that a flat line at 0 still reads as a small value.
    { title: 'p75 LCP and INP (ms)', series: ['LCP', 'INP'], colors: ['#1f6feb', '#d2691e'], least: 100 },
    { title: 'p75 CLS', series: ['CLS'], colors: ['#2e8b57'], least: 0.1 },
    {
      title: 'Error rate (% of page views)',
      series: ['errorRate'],
      labels: ['error rate'],
      colors: ['#c62828'],
      scale: 100,
      least: 10,
      most: 100,
    },
  ];
  // From the first hour's start to the last hour's end, release markers included: uPlot's own range for a single
  // hour spans years.
  const timeRange = (hours, markers) => {
    const times = [...hours, ...markers.map((marker) => marker.at)];
    return [Math.min(...times), Math.max(...times, hours.at(-1) + 3600)];
  };
  const valueRange = (chart) => (u, min, max) => [
    0,
    Math.min(chart.most ?? Infinity, Math.max(chart.least, max * 1.1)),
  ];
  // A vertical line and the release id where each release was first seen.
  const releaseMarkers = (markers) => ({
    hooks: {
      draw: [
        (u) => {
          const { ctx, bbox } = u;
          ctx.save();
          ctx.strokeStyle = '#555';
          ctx.fillStyle = '#333';
          ctx.setLineDash([4, 4]);
          ctx.textAlign = 'left';
          ctx.textBaseline = 'top';
          ctx.font = `${Math.round(11 * devicePixelRatio)}px sans-serif`;
          for (const marker of markers) {
            const x = Math.round(u.valToPos(marker.at, 'x', true));
            if (x < bbox.left || x > bbox.left + bbox.width) continue;
            ctx.beginPath();
            ctx.moveTo(x, bbox.top);
            ctx.lineTo(x, bbox.top + bbox.height);
            ctx.stroke();
            ctx.fillText(marker.id, x + 4 * devicePixelRatio, bbox.top + 2 * devicePixelRatio);
          }
          ctx.restore();
        },
      ],
    },
  });
  for (const app of report.apps) {
    const section = document.querySelector(`[data-app="${app.app}"] .charts`);
    const hours = app.series.hours;
    for (const chart of charts) {
      const figure = document.createElement('figure');
      figure.setAttribute('aria-label', `${app.app}: ${chart.title}`);
      section.append(figure);
      const data = [
        hours,
        ...chart.series.map((name) => app.series[name].map((v) => (v === null ? null : v * (chart.scale ?? 1)))),
      ];
      new uPlot(
        {
          title: chart.title,
          // The figure's own width: the page's column, a phone's screen included.
          width: Math.min(900, figure.clientWidth),
          height: 240,
          scales: {
            x: { time: true, auto: false, range: timeRange(hours, app.markers) },
            y: { range: valueRange(chart) },
          },
          series: [
            {},
            ...chart.series.map((name, i) => ({
              label: chart.labels?.[i] ?? name,
              stroke: chart.colors[i],
              width: 2,
              spanGaps: true,
              points: { show: true },
            })),
          ],
          plugins: [releaseMarkers(app.markers)],
        },
        data,
        figure,
      );
    }
  }
}

/** @param {Awaited<ReturnType<typeof import('./report.mjs').fieldReport>>} report */
export async function reportHtml(report) {
  const [script, style] = await Promise.all([
    readFile(require.resolve('uplot/dist/uPlot.iife.min.js'), 'utf8'),
    readFile(require.resolve('uplot/dist/uPlot.min.css'), 'utf8'),
  ]);
  const sections = report.apps
    .map(
      ({ app, markers }) =>
        `<section data-app="${escapeHtml(app)}" aria-labelledby="app-${escapeHtml(app)}">` +
        `<h2 id="app-${escapeHtml(app)}">${escapeHtml(app)}</h2>` +
        `<p class="releases">Release markers: ${markers.map((marker) => `${escapeHtml(marker.id)} first seen ${new Date(marker.at * 1000).toISOString().slice(0, 16).replace('T', ' ')} UTC`).join('; ')}</p>` +
        '<div class="charts"></div></section>',
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Field report (${escapeHtml(report.side)}), since ${escapeHtml(report.since.slice(0, 16).replace('T', ' '))} UTC</title>
<style>${style}
body { font: 14px/1.4 system-ui, sans-serif; margin: 16px; color: #1b1b1b; }
pre { background: #f6f8fa; padding: 12px; overflow-x: auto; }
figure { margin: 8px 0 24px; }
</style>
</head>
<body>
<h1>Field report</h1>
${sections}
<h2>Figures</h2>
<pre>${escapeHtml(reportText(report))}</pre>
<script id="report-data" type="application/json">${scriptJson(report)}</script>
<script>${script.replace(/<\/script/gi, '<\\/script')}</script>
<script>(${drawCharts.toString()})();</script>
</body>
</html>
`;
}
