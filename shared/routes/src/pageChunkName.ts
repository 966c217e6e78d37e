/**
 * The chunk a page's code loads in, named from its folder: an app imports `pages/<folder>/index.tsx` with
 * `import(/* webpackChunkName: "page-[request]" *\/ `./pages/${folder}/`)`, which Rspack names `page-` and the
 * folder (`home` → `page-home`, `payout` → `page-payout`). Its build weighs each page by that name.
 */
const pageChunkName = (folder: string): string => `page-${folder}`;

/** The chunk of each page's code, by path: what the build weighs each page by. */
export const pageChunksOf = (pages: readonly { readonly path: string; readonly page: string }[]) =>
  Object.fromEntries(pages.map(({ path, page }) => [path, pageChunkName(page)]));
