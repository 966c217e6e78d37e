/**
 * What every remote's route table is held to (@site/remote's routeTables.test.ts): a page added with its folder and one
 * route entry loads, prerenders, is declared and is named; a step skipped is named, with the file to add it to.
 */
import { appNamed } from '@site/apps';
import { company } from '@site/company';
import { findSiteRoute, type PathDeclaration, type RemoteName, type RemoteRoute } from '@site/routes';
import type { PrerenderedPages } from './index';

/** A remote's route table, and what its build makes of it (its prerender, its declaration). */
export interface RemoteModules {
  readonly routes: readonly RemoteRoute[];
  readonly prerender: () => Promise<PrerenderedPages>;
  readonly pathDeclaration: PathDeclaration;
}

/** A description long enough to summarise the page and short enough for a search result to show it whole. */
const descriptionLength = { min: 140, max: 160 } as const;

async function pageModuleProblems(route: RemoteRoute, routesFile: string): Promise<string[]> {
  try {
    const page = await route.load();
    if (typeof page.default === 'function') return [];
    return [
      `${route.path}: its page's index.tsx has no default export: export the page component as default from it (its folder is its page in ${routesFile}).`,
    ];
  } catch (error) {
    return [
      `${route.path}: its page does not load (${String(error)}): its folder under src/pages/ needs an index.tsx (its page in ${routesFile}).`,
    ];
  }
}

function headProblems({ path, head }: RemoteRoute, routesFile: string): string[] {
  const where = `the head its entry in ${routesFile} gives it`;
  const problems: string[] = [];
  if (!head.title.endsWith(` | ${company.name}`))
    problems.push(`${path}: its title "${head.title}" does not end with " | ${company.name}": fix ${where}.`);
  const { length } = head.description;
  if (length < descriptionLength.min || length > descriptionLength.max)
    problems.push(
      `${path}: its description is ${length} characters, not ${descriptionLength.min}–${descriptionLength.max}: fix ${where}.`,
    );
  if (head.keywords.length === 0) problems.push(`${path}: its head has no keywords: add them to ${where}.`);
  return problems;
}

function declarationProblems(
  route: RemoteRoute,
  declaration: PathDeclaration,
  files: { readonly routes: string; readonly prerender: string },
): string[] {
  const declared = declaration.pages.find((page) => page.path === route.path);
  if (!declared || declaration.gone?.includes(route.path))
    return [`${route.path}: declared retired (gone) in ${files.prerender}, yet in its route table.`];
  const problems: string[] = [];
  const listed = findSiteRoute(route.path);
  if (!route.label && !listed)
    problems.push(
      `${route.path}: no label for menus and breadcrumbs (the site map does not name it): add label to its entry in ${files.routes}.`,
    );
  if (listed && listed.indexable !== declared.indexable)
    problems.push(
      `${route.path}: the site map says indexable: ${listed.indexable}, its head's noindex says indexable: ${declared.indexable}: make its entry in ${files.routes} agree with shared/routes/src/siteMap.ts.`,
    );
  return problems;
}

function prerenderProblems(path: string, pages: PrerenderedPages, prerenderFile: string): string[] {
  const page = pages[path];
  if (!page) return [`${path}: no prerendered HTML from ${prerenderFile}.`];
  const headings = page.body.match(/<h1[\s>]/g)?.length ?? 0;
  return [
    ...(headings === 1
      ? []
      : [`${path}: its prerendered HTML has ${headings} <h1>, not one: its page component renders it.`]),
    ...(page.head.includes('<title>') ? [] : [`${path}: its prerendered HTML has no <title>.`]),
  ];
}

/**
 * Every problem of `owner`'s route table, each naming the missing piece and the file to add it to: a page module
 * with a default export, a head within the SEO bounds, a label, a declaration, a prerendered page with its `<h1>`
 * and `<title>`, and the site map's `indexable` for a page it lists. None: `[]`.
 */
export async function routeTableProblems(owner: RemoteName, remote: RemoteModules): Promise<string[]> {
  const routesFile = `${appNamed(owner).dir}/src/routes.ts`;
  const files = { routes: routesFile, prerender: `the defineRemote of ${routesFile}` };
  const problems: string[] = [];
  for (const route of remote.routes) {
    problems.push(
      ...(await pageModuleProblems(route, files.routes)),
      ...headProblems(route, files.routes),
      ...declarationProblems(route, remote.pathDeclaration, files),
    );
  }
  try {
    const pages = await remote.prerender();
    for (const route of remote.routes) problems.push(...prerenderProblems(route.path, pages, files.prerender));
  } catch (error) {
    problems.push(`${files.prerender}: its prerender fails: ${String(error)}`);
  }
  return problems;
}
