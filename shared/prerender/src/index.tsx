/**
 * Build-time rendering of pages to HTML, run in Node by each app's build (see `@site/build`): the HTML that
 * crawlers, link previews and visitors without JavaScript read. Each app renders only what it owns (the shell
 * its chrome and its own page, a remote its pages), each part exactly as the app's browser code hydrates it,
 * so a remote's redeploy refreshes its pages' HTML without rebuilding anything else. The server composes the
 * parts per request (`server/src/compose.mjs`).
 */
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter, createPath, type Navigator } from 'react-router-dom';
import { company } from '@site/company';
import { identifierPrefix } from '@site/document';
import type { RemoteRoute } from '@site/routes';
import { PageHead, SiteProvider, type FragmentContext, type PageFragments } from '@site/ui';

/** One page as HTML: the tags React hoists into <head>, and the markup of the page itself. */
export interface PrerenderedPage {
  readonly head: string;
  readonly body: string;
}

export type PrerenderedPages = Record<string, PrerenderedPage>;

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  return Buffer.concat(chunks).toString('utf8');
}

/** What React writes ahead of a fragment's markup: the `<title>`, `<meta>` and `<link>` tags it hoists. */
const hoistedTags = /^(?:<title>[^<]*<\/title>|<meta\b[^>]*>|<link\b[^>]*>)*/;

/**
 * Renders `tree` as the root an app hydrates (no document around it), waiting for everything lazy to load,
 * and returns the tags React hoisted (for the page's <head>) apart from the markup.
 */
export async function renderRoot(
  tree: ReactNode,
  options: { identifierPrefix?: string } = {},
): Promise<PrerenderedPage> {
  const { prelude } = await prerenderToNodeStream(tree, {
    ...options,
    // A Suspense boundary larger than a chunk is sent after the rest with a script to move it in place, which the
    // site's CSP refuses to run: one chunk keeps every boundary in place.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  const html = await readAll(prelude);
  // React completes a boundary that suspended with an inline script, which the site's CSP refuses to run.
  const inlineScript = /<script(?![^>]*type="application\/ld\+json")[^>]*>/.exec(html);
  if (inlineScript)
    throw new Error(`A page rendered with an inline script (${inlineScript[0]}): preload what suspends.`);
  const head = hoistedTags.exec(html)?.[0] ?? '';
  return { head, body: html.slice(head.length) };
}

/** A navigator for the build: links render their hrefs as the browser's history does; nothing navigates. */
const noNavigation = () => {
  throw new Error('Nothing navigates at build time.');
};
const buildNavigator: Navigator = {
  createHref: (to) => (typeof to === 'string' ? to : createPath(to)),
  push: noNavigation,
  replace: noNavigation,
  go: noNavigation,
};

/** The site's context at build time: announcements have no live region to reach. */
const buildSite = (origin: string) => ({ company, origin, announce: () => {} });

/** The fragment context of `path` at build time. */
const buildFragmentContext = (path: string, origin: string): FragmentContext => ({
  location: path,
  navigator: buildNavigator,
  site: buildSite(origin),
});

/** A page's head tags, rendered with the site's context as the shell renders them in the browser. */
async function renderHead(path: string, head: RemoteRoute['head'], origin: string): Promise<string> {
  const rendered = await renderRoot(
    <SiteProvider company={company} origin={origin}>
      <StaticRouter location={path}>
        <PageHead head={head} />
      </StaticRouter>
    </SiteProvider>,
  );
  return rendered.head;
}

/** One fragment's markup: the tree its app hydrates, under the same `useId` prefix. */
export async function renderFragment(fragments: PageFragments, path: string, origin: string): Promise<string> {
  await fragments.preload(path);
  const rendered = await renderRoot(fragments.tree(path, buildFragmentContext(path, origin)), {
    identifierPrefix: identifierPrefix(fragments.owner),
  });
  if (rendered.head) throw new Error(`The ${path} fragment rendered head tags: the shell renders a page's head.`);
  return rendered.body;
}

/** Every page of a remote: its head tags, and its fragment as the remote hydrates it. */
export async function renderRemotePages(
  routes: readonly RemoteRoute[],
  fragments: PageFragments,
  origin: string,
): Promise<PrerenderedPages> {
  const pages: PrerenderedPages = {};
  for (const route of routes) {
    pages[route.path] = {
      head: await renderHead(route.path, route.head, origin),
      body: await renderFragment(fragments, route.path, origin),
    };
  }
  return pages;
}
