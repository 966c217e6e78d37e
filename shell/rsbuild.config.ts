import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { rspack, type HtmlTag, type RsbuildPlugin } from '@rsbuild/core';
import { createAppConfig } from '@site/build';
import { company } from '@site/company';
import { chooseContactDelivery, contactDeliveryFile, describeContactDelivery } from '@site/contact/delivery';
import {
  appStartIdleWait,
  earlyScriptContract,
  entryAttribute,
  fieldQueueName,
  preloadAttribute,
  sectionLayoutOwner,
} from '@site/document';
import { siteMapPathOwners } from '@site/routes';
import { robotsTxt, sitemapXml } from '@site/routes/pathOwners';

/** Writes a file beside the browser build's own, for the servers, the release and nginx to read. */
function writeToWebDist(environments: { web?: { distPath: string } }, file: string, text: string) {
  const distPath = environments.web?.distPath;
  if (!distPath) throw new Error('The shell has no web build.');
  writeFileSync(join(distPath, file), text);
}

/**
 * Writes robots.txt for the public origin (PUBLIC_SITE_ORIGIN, or the company's website), which also tells a
 * release that origin, and the sitemap of the pages this build ships (a release or the server writes the live
 * one, from every app's declared paths).
 */
const crawlerFiles: RsbuildPlugin = {
  name: 'crawler-files',
  setup(api) {
    api.onAfterBuild(({ environments }) => {
      const origin = process.env.PUBLIC_SITE_ORIGIN ?? company.website;
      writeToWebDist(
        environments,
        'sitemap.xml',
        sitemapXml(
          origin,
          siteMapPathOwners(() => sectionLayoutOwner),
        ),
      );
      writeToWebDist(environments, 'robots.txt', robotsTxt(origin));
    });
  },
};

/**
 * Where the contact form sends, chosen once from the PUBLIC_EMAILJS_* variables (`@site/contact/delivery`):
 * built into the form, and recorded as dist/contact-delivery.json, which a release checks and the servers and
 * the nginx config read. Nothing set is the embedded default, the local outbox, recorded as such.
 */
const contactDelivery = chooseContactDelivery(process.env);
const contactDeliveryDefines = Object.fromEntries(
  Object.entries(contactDelivery.formEnv).flatMap(([name, value]) => [
    [`import.meta.env.${name}`, JSON.stringify(value)],
    [`process.env.${name}`, JSON.stringify(value)],
  ]),
);
const contactDeliveryRecord: RsbuildPlugin = {
  name: 'contact-delivery-record',
  setup(api) {
    api.onAfterBuild(({ environments }) => {
      writeToWebDist(environments, contactDeliveryFile, `${JSON.stringify(contactDelivery.record, null, 2)}\n`);
      api.logger.info(`Contact form delivery: ${describeContactDelivery(contactDelivery.record)}`);
    });
  },
};

/** The entry script is started by the inline `start.js` (allowed by its CSP hash). Why: docs/architecture.md#how-the-app-starts */
// Minified: every page carries them, and a page's first round trip holds only so many bytes.
const inlineScript = (file: string, values: Record<string, string> = {}) => {
  const source = Object.entries(values).reduce(
    (text, [name, value]) => text.replaceAll(name, value),
    readFileSync(new URL(file, import.meta.url), 'utf8'),
  );
  const { code } = rspack.experiments.swc.minifySync(source, { compress: true, mangle: true });
  const left = Object.keys(values)
    .map((name) => name.replace(/\..*/, ''))
    .find((name) => code.includes(name));
  if (left) throw new Error(`${file}: ${left} is left in the script: a member of it was not put in.`);
  return code;
};
/** Each member of an object, by its name in a script (`NAME.member`), as its value. */
const membersOf = (name: string, object: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(object).map(([member, value]) => [`${name}.${member}`, JSON.stringify(value)]));
const startScript = inlineScript('./start.js', {
  ENTRY_ATTRIBUTE: JSON.stringify(entryAttribute),
  PRELOAD_ATTRIBUTE: JSON.stringify(preloadAttribute),
  IDLE_TIMEOUT_MS: String(appStartIdleWait.timeoutMs),
  WITHOUT_IDLE_CALLBACK_MS: String(appStartIdleWait.withoutIdleCallbackMs),
});
/** What makes the served page's tabs and forms work before the app: see early.js. */
const earlyControls: HtmlTag = {
  tag: 'script',
  head: true,
  children: inlineScript('./early.js', {
    ...membersOf('DOCUMENT_CONTRACT', earlyScriptContract),
    // Put in as a name, not read from the contract at run time: the page's first round trip has no bytes to spare.
    FIELD_QUEUE_NAME: JSON.stringify(fieldQueueName),
  }),
};
const startAfterFirstPaint = (tags: HtmlTag[]): HtmlTag[] => [
  earlyControls,
  ...tags.map((tag) =>
    tag.tag === 'script' && typeof tag.attrs?.src === 'string'
      ? {
          tag: 'script',
          attrs: { [entryAttribute]: tag.attrs.src, [preloadAttribute]: '' },
          children: startScript,
        }
      : tag,
  ),
];

const config = createAppConfig({ name: 'shell' });

export default {
  ...config,
  html: { ...config.html, tags: [startAfterFirstPaint] },
  // Over the variables Rsbuild inlines from the environment: the form is built with what the record says.
  source: { ...config.source, define: { ...config.source?.define, ...contactDeliveryDefines } },
  plugins: [...(config.plugins ?? []), crawlerFiles, contactDeliveryRecord],
};
