/**
 * A loader for React Router's bundled module, production builds only, so that the bundler can drop what the
 * site does not use. The module creates its contexts and components in top-level calls without a
 * `@__PURE__` mark and assigns `displayName` / `contextType` in top-level statements; to a minifier those
 * are side effects, so every component stays, with all it references (the data router, forms, error
 * boundaries): ≈4 kB gzip on every page. This marks those calls pure, drops the `displayName`s (read only by
 * React DevTools) and moves `contextType` into the class as a static field, which means the same to React.
 * If a React Router release changes these shapes, nothing breaks: the module is just bigger again, which the
 * shell's size budget reports (and pureReactRouterLoader.test.ts names).
 */
const identifier = '[A-Za-z0-9_$]+';
const topLevelDisplayName = new RegExp(`^${identifier}\\.displayName = "[^"\\n]*";$`, 'gm');
const topLevelFactoryCall = new RegExp(
  `^var (${identifier}) = (React\\d*\\.(?:createContext|forwardRef|memo)\\()`,
  'gm',
);
const topLevelContextType = new RegExp(`^(${identifier})\\.contextType = (${identifier});$`, 'gm');

/** @param {string} source @returns {string} */
function markReactRouterPure(source) {
  let marked = source.replace(topLevelDisplayName, '').replace(topLevelFactoryCall, 'var $1 = /* @__PURE__ */ $2');
  for (const [statement, component, context] of source.matchAll(topLevelContextType)) {
    const classHead = new RegExp(`^var ${component} = class extends ${identifier}\\.Component \\{$`, 'm');
    if (!classHead.test(marked)) continue;
    marked = marked.replace(statement, '').replace(classHead, (head) => `${head}\n  static contextType = ${context};`);
  }
  return marked;
}

module.exports = markReactRouterPure;
module.exports.markReactRouterPure = markReactRouterPure;
