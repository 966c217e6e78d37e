/**
 * Which module may import which (`pnpm lint`, dependency-cruiser). Two rules:
 * - the shell's folders are layers: a folder imports only the folders below it, never back up, so each can be
 *   read and changed knowing only what is below;
 * - every app deploys on its own: a remote never imports another remote or the shell, and the shared packages
 *   import no app. What crosses apps goes through a shared package or the Module Federation contract.
 */

/** The shell's folders, lowest first. */
const shellLayers = ['lib', 'navigation', 'fragments', 'federation', 'pages', 'routing', 'layout', 'preview'];

const upward = shellLayers.map((layer, index) => ({
  name: `shell-${layer}-imports-no-layer-above`,
  comment: `shell/src/${layer}/ imports only the folders below it (${shellLayers.slice(0, index).join(', ') || 'none'}).`,
  severity: 'error',
  from: { path: `^shell/src/${layer}/` },
  to: { path: `^shell/src/(${[...shellLayers.slice(index + 1), '[^/]+\\.tsx?$'].join('|')})` },
}));

export default {
  forbidden: [
    ...upward,
    {
      name: 'remote-imports-no-other-app',
      comment: 'A remote deploys on its own: it imports no other remote and not the shell.',
      severity: 'error',
      from: { path: '^(mfe-[^/]+)/' },
      to: { path: '^(shell|mfe-[^/]+)/', pathNot: '^$1/' },
    },
    {
      name: 'shared-imports-no-app',
      comment: 'The shared packages serve every app and import none.',
      severity: 'error',
      from: { path: '^shared/' },
      to: { path: '^(shell|mfe-[^/]+)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|dist-prerender|node_modules)/' },
    tsPreCompilationDeps: true,
    combinedDependencies: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'types', 'default'],
      extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.json'],
    },
  },
};
