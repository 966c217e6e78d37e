import { onCLS, onFCP, onINP, onLCP, onTTFB, type MetricWithAttribution } from 'web-vitals/attribution';
import { fieldTarget } from './target';

/**
 * Reports each Core Web Vital with its attribution as web-vitals settles it (again when it changes, with the same
 * id). Targets name the fragment that holds the element (`fieldTarget`).
 */
export function observeVitals(report: (metric: MetricWithAttribution) => void): void {
  const options = { generateTarget: fieldTarget };
  onLCP(report, options);
  // Every change: web-vitals forces INP's report as the page is hidden before it handles an interaction it still
  // held for an idle moment (a slow click just before leaving), and reports that one only as a change. The sender
  // keeps one record per metric id until it sends, so what goes out at the hide is the final INP.
  onINP(report, { ...options, reportAllChanges: true });
  onCLS(report, options);
  onFCP(report, options);
  onTTFB(report, options);
}
