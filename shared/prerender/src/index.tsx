/**
 * Build-time rendering of pages to HTML, run in Node by each app's build (see `@site/build`): the HTML that
 * crawlers, link previews and visitors without JavaScript read. Each app renders only what it owns (the shell
 * its header, footer and own pages; a remote its pages), so a remote's redeploy refreshes its pages' HTML
 * without rebuilding anything else. The server composes the parts per request (`server/src/compose.mjs`).
 */
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { company } from '@site/company';
import type { RemoteRoute } from '@site/routes';
import { PageHead, SiteProvider } from '@site/ui';

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

function between(html: string, open: RegExp, close: string): string {
  const start = open.exec(html);
  const end = html.lastIndexOf(close);
  if (!start || end < 0) throw new Error(`Rendered document has no ${close} element.`);
  return html.slice(start.index + start[0].length, end);
}

/**
 * Renders `content` as a whole document so that React places <title> and <meta> in <head> (a fragment render
 * would leave them inline), waiting for everything lazy to load, and returns the two halves.
 */
export async function renderPage(content: ReactNode): Promise<PrerenderedPage> {
  const { prelude } = await prerenderToNodeStream(
    <html>
      <head />
      <body>{content}</body>
    </html>,
    // A Suspense boundary larger than a chunk is sent after the rest with a script to move it in place, which the
    // site's CSP refuses to run: one chunk keeps every boundary in place.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await readAll(prelude);
  // React completes a boundary that suspended with an inline script, which the site's CSP refuses to run.
  const inlineScript = /<script(?![^>]*type="application\/ld\+json")[^>]*>/.exec(html);
  if (inlineScript)
    throw new Error(`A page rendered with an inline script (${inlineScript[0]}): preload what suspends.`);
  return { head: between(html, /<head[^>]*>/, '</head>'), body: between(html, /<body[^>]*>/, '</body>') };
}

/** Every page of a remote, rendered as the shell would show it at its path (head tags included). */
export async function renderRemotePages(routes: readonly RemoteRoute[], origin: string): Promise<PrerenderedPages> {
  const pages: PrerenderedPages = {};
  for (const route of routes) {
    const { default: Page } = await route.load();
    pages[route.path] = await renderPage(
      <SiteProvider company={company} mode="composed" origin={origin} liveRegion={false}>
        <StaticRouter location={route.path}>
          <PageHead head={route.head} />
          <Page />
        </StaticRouter>
      </SiteProvider>,
    );
  }
  return pages;
}

/**
 * Where a remote's page goes in the shell's rendered layout; the server puts the remote's page markup here.
 * `server/src/compose.mjs` matches this exact markup.
 */
export const RemotePageSlot = () => <div data-remote-page="" />;
