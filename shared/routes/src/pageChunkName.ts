/**
 * The chunk a page's code loads in, named from its folder: an app imports `pages/<folder>/index.tsx` with
 * `import(/* webpackChunkName: "page-[request]" *\/ `./pages/${folder}/`)`, which Rspack names `page-` and the
 * folder (`home` → `page-home`, `payout` → `page-payout`). Its build weighs each page by that name.
 */
export const pageChunkName = (folder: string): string => `page-${folder}`;
