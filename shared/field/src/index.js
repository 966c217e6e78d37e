// @ts-check
/**
 * The field data contract: what a page view reports to the collector, within which limits, and how each finding
 * is attributed to the app that owns it. The shell's sender builds batches with it, the server's collector checks
 * them against `fieldBatchSchema` and stores `storedRecords`, and `pnpm field` reads those. Plain JavaScript with
 * inferred types, checked (`@ts-check`), like `@site/document`. Why and how: docs/architecture.md, "Field data".
 */

/** Where a page posts its batches: on the site's own origin, or on the collector's origin when it has one. */
export const fieldEndpointPath = '/api/field';
/** Where a team's report reads the stored records (a read token is required). */
export const fieldRecordsPath = '/api/field/records';

/**
 * Beside `remotes.json` on the site: app → its live release id (`{ "shell": "…", "<remote>": "…" }`), written by
 * every release, rollback and promote (a preview has its own under its prefix); the Node server computes one for
 * the builds it composes. Every record names the releases it was seen with.
 */
export const releasesFile = 'releases.json';

/** The bounds of one batch: a page view sends a few records; anything larger is refused (413) or cut here. */
export const fieldLimits = Object.freeze({
  maxBodyBytes: 32 * 1024,
  maxRecordsPerBatch: 40,
  maxMessageChars: 300,
  maxStackChars: 3000,
  maxSelectorChars: 200,
  maxUrlChars: 500,
  maxPathChars: 300,
  maxIdChars: 64,
});

export const vitalNames = /** @type {const} */ (['LCP', 'INP', 'CLS', 'FCP', 'TTFB']);
export const vitalRatings = /** @type {const} */ (['good', 'needs-improvement', 'poor']);
/**
 * - `error`, `unhandledrejection`: uncaught, from the first inline script on;
 * - `boundary`: what a section's error boundary caught;
 * - `remote-load`: a remote that did not load (its `file`, and whether it timed out);
 * - `chunk-reload`: a page reloaded because a chunk vanished after a redeploy;
 * - `csp`: a `securitypolicyviolation` event.
 */
export const errorTypes = /** @type {const} */ ([
  'error',
  'unhandledrejection',
  'boundary',
  'remote-load',
  'chunk-reload',
  'csp',
]);
/** Which file of a remote did not load. */
export const remoteFiles = /** @type {const} */ (['remotes.json', 'manifest', 'entry', 'routes', 'page']);
export const recordKinds = /** @type {const} */ (['pageview', 'vital', 'error']);

/** @typedef {typeof vitalNames[number]} VitalName */
/** @typedef {typeof errorTypes[number]} ErrorType */
/** @typedef {typeof remoteFiles[number]} RemoteFile */

/**
 * What every record says: the site path it happened on (no query, no fragment), the app that owns that path, the
 * app the finding is attributed to (`findingApp`), and when (ms since the page's time origin).
 * @typedef {{ path: string, owner: string, app: string, at: number }} RecordBase
 */
/** @typedef {RecordBase & { kind: 'pageview', navigation: 'load' | 'client' }} PageviewRecord */
/**
 * A Core Web Vital from the `web-vitals` attribution build. `element` is the INP target, LCP element or largest
 * shift's source (a selector); `fragment` the app whose fragment holds it; `script` the longest script of the
 * slowest Long Animation Frame (URL without query) and `scriptApp` its app; `phases` the INP's three phases (ms).
 * @typedef {RecordBase & {
 *   kind: 'vital', name: VitalName, value: number, rating: typeof vitalRatings[number], id: string,
 *   navigationType?: string, element?: string, fragment?: string, script?: string, scriptApp?: string,
 *   interaction?: string,
 *   phases?: { inputDelay: number, processingDuration: number, presentationDelay: number }
 * }} VitalRecord
 */
/**
 * An error, cut to the limits. `source`/`line`/`column`: where it was thrown (the top frame of its stack, or the
 * event's); `file` and `remote`: for `remote-load`, which file of which remote; `timedOut` when it hung.
 * @typedef {RecordBase & {
 *   kind: 'error', type: ErrorType, message: string, stack?: string, source?: string, line?: number,
 *   column?: number, file?: RemoteFile, remote?: string, timedOut?: boolean
 * }} ErrorRecord
 */
/** @typedef {PageviewRecord | VitalRecord | ErrorRecord} FieldRecord */
/**
 * One POST: the page load's random id (`view`, no link to a person), the live release id of each app on the site
 * (`releases`), `preview` when the page is a staged release's preview (its app and release, never its prefix).
 * @typedef {{
 *   v: 1, view: string, releases: Record<string, string>, preview?: { app: string, release: string },
 *   records: FieldRecord[]
 * }} FieldBatch
 */

const appName = { type: 'string', pattern: '^[a-z][a-z0-9-]{0,39}$' };
const text = (/** @type {number} */ maxLength) => ({ type: 'string', maxLength });
const count = { type: 'number', minimum: 0, maximum: 1e7 };

/** The JSON Schema (draft-07, as Fastify's Ajv reads it) of one batch: the collector answers 400 to anything else. */
export const fieldBatchSchema = Object.freeze({
  type: 'object',
  additionalProperties: false,
  required: ['v', 'view', 'releases', 'records'],
  properties: {
    v: { const: 1 },
    view: { type: 'string', pattern: `^[A-Za-z0-9_-]{8,${fieldLimits.maxIdChars}}$` },
    releases: {
      type: 'object',
      maxProperties: 20,
      propertyNames: appName,
      additionalProperties: text(fieldLimits.maxIdChars),
    },
    preview: {
      type: 'object',
      additionalProperties: false,
      required: ['app', 'release'],
      properties: { app: appName, release: text(fieldLimits.maxIdChars) },
    },
    records: {
      type: 'array',
      minItems: 1,
      maxItems: fieldLimits.maxRecordsPerBatch,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['kind', 'path', 'owner', 'app', 'at'],
        properties: {
          kind: { enum: recordKinds },
          path: { type: 'string', pattern: '^/', maxLength: fieldLimits.maxPathChars },
          owner: appName,
          app: appName,
          at: count,
          navigation: { enum: ['load', 'client'] },
          name: { enum: vitalNames },
          value: count,
          rating: { enum: vitalRatings },
          id: text(fieldLimits.maxIdChars),
          navigationType: text(40),
          element: text(fieldLimits.maxSelectorChars),
          fragment: appName,
          script: text(fieldLimits.maxUrlChars),
          scriptApp: appName,
          interaction: text(40),
          phases: {
            type: 'object',
            additionalProperties: false,
            required: ['inputDelay', 'processingDuration', 'presentationDelay'],
            properties: { inputDelay: count, processingDuration: count, presentationDelay: count },
          },
          type: { enum: errorTypes },
          message: text(fieldLimits.maxMessageChars),
          stack: text(fieldLimits.maxStackChars),
          source: text(fieldLimits.maxUrlChars),
          line: { type: 'integer', minimum: 0 },
          column: { type: 'integer', minimum: 0 },
          file: { enum: remoteFiles },
          remote: appName,
          timedOut: { type: 'boolean' },
        },
        allOf: [
          { if: { properties: { kind: { const: 'pageview' } } }, then: { required: ['navigation'] } },
          {
            if: { properties: { kind: { const: 'vital' } } },
            then: { required: ['name', 'value', 'rating', 'id'] },
          },
          { if: { properties: { kind: { const: 'error' } } }, then: { required: ['type', 'message'] } },
        ],
      },
    },
  },
});

/**
 * A line of the collector's store: a record with its batch's context (`storedRecords`).
 * @typedef {FieldRecord & {
 *   receivedAt: string, view: string, side: 'live' | 'preview', previewOf?: { app: string, release: string },
 *   release: string | null, ownerRelease: string | null, releases: Record<string, string>
 * }} StoredRecord
 */

/**
 * One stored line per record: the batch's context spread onto it, with the release of the finding's app
 * (`release`) and of the path's owner (`ownerRelease`), and `side`: `live`, or `preview` (never mixed into live
 * figures). Nothing about the client (no address, no cookie, no user agent) is kept.
 * @param {FieldBatch} batch
 * @param {string} receivedAt ISO time
 * @returns {StoredRecord[]}
 */
export function storedRecords(batch, receivedAt) {
  return batch.records.map((record) => ({
    receivedAt,
    view: batch.view,
    side: batch.preview ? 'preview' : 'live',
    ...(batch.preview ? { previewOf: batch.preview } : {}),
    release: batch.preview?.app === record.app ? batch.preview.release : (batch.releases[record.app] ?? null),
    ownerRelease: batch.preview?.app === record.owner ? batch.preview.release : (batch.releases[record.owner] ?? null),
    releases: batch.releases,
    ...record,
  }));
}

/** `text` cut to `max` characters (an ellipsis marks the cut). @param {string} text @param {number} max */
export const cut = (text, max) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/**
 * A URL as a record may carry it: without query or fragment (they may hold personal data), cut to the limit.
 * @param {string} url
 */
export function cleanUrl(url) {
  const end = url.search(/[?#]/);
  return cut(end === -1 ? url : url.slice(0, end), fieldLimits.maxUrlChars);
}

/** Each http(s) URL of a stack's frames, top first (V8's `at f (url:1:2)`, SpiderMonkey's and JSC's `f@url:1:2`). */
const stackFrameUrl = /(https?:\/\/[^\s()@]+?):(\d+):(\d+)/g;

/**
 * Every frame of a stack that has a script URL, top first: its URL (without query), line and column (what the
 * report maps through a release's source maps).
 * @param {string | undefined} stack
 */
export const stackFrames = (stack) =>
  [...(stack ?? '').matchAll(stackFrameUrl)].map(([, url = '', line, column]) => ({
    source: cleanUrl(url),
    line: Number(line),
    column: Number(column),
  }));

/**
 * The top frame of a stack that has a script URL: its URL (without query), line and column.
 * @param {string | undefined} stack
 * @returns {{ source: string, line: number, column: number } | undefined}
 */
export function topFrame(stack) {
  const match = stackFrameUrl.exec(stack ?? '');
  stackFrameUrl.lastIndex = 0;
  if (!match) return undefined;
  const [, url = '', line, column] = match;
  return { source: cleanUrl(url), line: Number(line), column: Number(column) };
}

/**
 * The app a script URL belongs to: the app whose base URL is the longest prefix of it. `bases` is app → base
 * URL: each remote's manifest location without its file name (from `remotes.json`), the shell's the site origin.
 * @param {string | undefined} url
 * @param {Readonly<Record<string, string>>} bases
 */
export function appOfUrl(url, bases) {
  if (!url) return undefined;
  let found;
  let longest = -1;
  for (const [app, base] of Object.entries(bases)) {
    if (url.startsWith(base) && base.length > longest) {
      found = app;
      longest = base.length;
    }
  }
  return found;
}

/**
 * The app bases of a page: the site origin for the shell, each remote's manifest directory.
 * @param {string} siteOrigin
 * @param {Readonly<Record<string, string>>} manifestUrls remote → manifest URL (`remotes.json`)
 */
export function appBases(siteOrigin, manifestUrls) {
  const bases = /** @type {Record<string, string>} */ ({ shell: `${new URL(siteOrigin).origin}/` });
  for (const [app, manifest] of Object.entries(manifestUrls)) bases[app] = new URL('.', manifest).href;
  return bases;
}

/**
 * The app a finding belongs to, from what the record knows, most specific first:
 * - an error: the app of the script on top of its stack (or its event's source), else the path's owner;
 * - a vital: the app whose fragment holds its element, else the app of the slow frame's longest script, else the
 *   path's owner. The element comes first: every event listener of a React root is react-dom's, a shared
 *   singleton served by the shell, so the script alone would name the shell for every section's clicks.
 * @param {{ owner: string, fragment?: string, script?: string, stack?: string, source?: string }} finding
 * @param {Readonly<Record<string, string>>} bases
 */
export function findingApp({ owner, fragment, script, stack, source }, bases) {
  if (stack !== undefined || source !== undefined) {
    return appOfUrl(topFrame(stack)?.source ?? source, bases) ?? owner;
  }
  return fragment ?? appOfUrl(script, bases) ?? owner;
}
