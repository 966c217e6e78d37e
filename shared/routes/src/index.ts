export * from './siteMap';
export * from './contactServices';
export * from './remoteContract';
export * from './crawlers';
export * from './structuredData';
export * from './linkPreview';
// What the apps' browser code reads of the live path map; the rest (the gate's checks, the sitemap) is
// `@site/routes/pathOwners`, which the build, the servers and the release read without adding to every page.
export { lookupPath, menuPagesOf, parsePathOwners, pathOwnersFile, sitePath } from './pathOwners';
export type { DeclaredPage, LivePage, PathDeclaration, PathLookup, PathOwners } from './pathOwners';
export * from './shippedPaths';
