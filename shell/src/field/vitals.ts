import { onCLS, onFCP, onINP, onLCP, onTTFB, type MetricWithAttribution } from 'web-vitals/attribution';
import { fieldTarget } from './target';

/**
 * Reports each Core Web Vital with its attribution as web-vitals settles it (again when it changes, with the same
 * id). Targets name the fragment that holds the element (`fieldTarget`).
 */
export function observeVitals(report: (metric: MetricWithAttribution) => void): void {
  const options = { generateTarget: fieldTarget };
  onLCP(report, options);
  onINP(report, options);
  onCLS(report, options);
  onFCP(report, options);
  onTTFB(report, options);
}
