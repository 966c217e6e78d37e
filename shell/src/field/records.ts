import {
  appOfUrl,
  cleanUrl,
  cut,
  fieldLimits,
  findingApp,
  topFrame,
  type ErrorRecord,
  type FieldRecord,
  type PageviewRecord,
  type VitalRecord,
} from '@site/field';
import type { CLSAttribution, INPAttribution, LCPAttribution, MetricWithAttribution } from 'web-vitals/attribution';
import type { QueuedError, QueuedPageview } from './queue';
import { fragmentOfTarget } from './target';

/** What every record of a page is built with. */
export interface FieldPage {
  /** App → base URL of its scripts (`appBases` of `@site/field`). */
  readonly bases: Readonly<Record<string, string>>;
  /** The site path of a location's pathname (a preview's prefix taken off). */
  readonly sitePath: (pathname: string) => string;
  /** The app that owns a site path in the live map (`shell` for the chrome's own pages and the 404 page). */
  readonly ownerOf: (path: string) => string;
}

/** The http(s) URLs of a text without their query or fragment (they may hold personal data). */
const urlQuery = /(https?:\/\/[^\s?#()'"]+)[?#][^\s()'"]*?(?=:\d+:\d+|[\s()'"]|$)/g;
export const withoutQueries = (text: string): string => text.replace(urlQuery, '$1');

const pathAndOwner = (pathname: string, page: FieldPage) => {
  const path = cut(page.sitePath(pathname), fieldLimits.maxPathChars);
  return { path, owner: page.ownerOf(path) };
};

export function pageviewRecord(entry: QueuedPageview, page: FieldPage): PageviewRecord {
  const { path, owner } = pathAndOwner(entry.path, page);
  return { kind: 'pageview', path, owner, app: owner, at: Math.round(entry.at), navigation: entry.navigation };
}

function messageOf(entry: QueuedError): string {
  if (entry.type !== 'csp') return entry.message ?? '';
  const blocked = entry.blocked && /^https?:/.test(entry.blocked) ? cleanUrl(entry.blocked) : entry.blocked;
  return `${entry.directive ?? 'unknown directive'} blocked ${blocked || 'a resource'}`;
}

/** Where the error happened: its stack's top frame with a script URL, else the event's own. */
function whereOf(entry: QueuedError): Pick<ErrorRecord, 'source' | 'line' | 'column'> {
  const top = topFrame(entry.stack);
  if (top) return top;
  if (!entry.source || !/^https?:/.test(entry.source)) return {};
  const at = (value: number | undefined) => (value && value > 0 ? Math.round(value) : undefined);
  return { source: cleanUrl(entry.source), line: at(entry.line), column: at(entry.column) };
}

/** An error, cleaned and cut; a remote that did not load is that remote's finding. */
export function errorRecord(entry: QueuedError, page: FieldPage): ErrorRecord {
  const { path, owner } = pathAndOwner(entry.path, page);
  const where = whereOf(entry);
  const app =
    entry.type === 'remote-load' && entry.remote
      ? entry.remote
      : findingApp({ owner, stack: entry.stack, source: where.source }, page.bases);
  return {
    kind: 'error',
    type: entry.type,
    path,
    owner,
    app,
    at: Math.round(entry.at),
    message: cut(withoutQueries(messageOf(entry)), fieldLimits.maxMessageChars),
    ...(entry.stack ? { stack: cut(withoutQueries(entry.stack), fieldLimits.maxStackChars) } : {}),
    ...Object.fromEntries(Object.entries(where).filter(([, value]) => value !== undefined)),
    ...(entry.file ? { file: entry.file } : {}),
    ...(entry.remote ? { remote: entry.remote } : {}),
    ...(entry.timedOut ? { timedOut: true } : {}),
  };
}

/** The element a vital names (`fieldTarget`'s selector), and for INP the interaction and its slow frame's script. */
function attributionOf(metric: MetricWithAttribution): Partial<VitalRecord> {
  switch (metric.name) {
    case 'LCP':
      return { element: (metric.attribution as LCPAttribution).target };
    case 'CLS':
      return { element: (metric.attribution as CLSAttribution).largestShiftTarget };
    case 'INP': {
      const attribution = metric.attribution as INPAttribution;
      const script = attribution.longestScript?.entry.sourceURL;
      return {
        element: attribution.interactionTarget,
        interaction: attribution.interactionType,
        script: script ? cleanUrl(script) : undefined,
        phases: {
          inputDelay: Math.round(attribution.inputDelay),
          processingDuration: Math.round(attribution.processingDuration),
          presentationDelay: Math.round(attribution.presentationDelay),
        },
      };
    }
    default:
      return {};
  }
}

/**
 * When a vital's finding happened (page time): the interaction of an INP, the largest shift of a CLS; the page's
 * load for the others. The record is on the path the page showed then.
 */
export function vitalTime(metric: MetricWithAttribution): number {
  if (metric.name === 'INP') return (metric.attribution as INPAttribution).interactionTime ?? 0;
  if (metric.name === 'CLS') return (metric.attribution as CLSAttribution).largestShiftTime ?? 0;
  return 0;
}

/** A Core Web Vital with its diagnostics, attributed to the fragment holding its element or its slow script. */
export function vitalRecord(metric: MetricWithAttribution, pathname: string, at: number, page: FieldPage): VitalRecord {
  const { path, owner } = pathAndOwner(pathname, page);
  const { element, script, ...rest } = attributionOf(metric);
  const fragment = fragmentOfTarget(element);
  const scriptApp = appOfUrl(script, page.bases);
  const record: VitalRecord = {
    kind: 'vital',
    name: metric.name,
    value: metric.name === 'CLS' ? Math.round(metric.value * 10_000) / 10_000 : Math.round(metric.value),
    rating: metric.rating,
    id: cut(metric.id, fieldLimits.maxIdChars),
    navigationType: metric.navigationType,
    path,
    owner,
    app: findingApp({ owner, fragment, script }, page.bases),
    at: Math.round(at),
    ...rest,
    ...(element ? { element: cut(element, fieldLimits.maxSelectorChars), fragment } : {}),
    ...(script ? { script, ...(scriptApp ? { scriptApp } : {}) } : {}),
  };
  return record;
}

/** Every string of a record with a preview's prefix taken out: a preview's secret never leaves the page. */
export function withoutPrefix<T extends FieldRecord>(record: T, prefix: string | undefined): T {
  if (!prefix) return record;
  return Object.fromEntries(
    Object.entries(record).map(([key, value]) => [
      key,
      typeof value === 'string' ? value.replaceAll(prefix, '') : value,
    ]),
  ) as T;
}
