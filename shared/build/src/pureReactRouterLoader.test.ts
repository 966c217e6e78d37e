import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { markReactRouterPure } from './pureReactRouterLoader.cjs';

const fixture = `import * as React from "react";
var LocationContext = React.createContext(null);
LocationContext.displayName = "Location";
var RenderErrorBoundary = class extends React2.Component {
  render() {}
};
RenderErrorBoundary.contextType = RSCRouterContext;
var Link = React10.forwardRef(function LinkWithRef() {});
function inner() {
  Inner.displayName = "kept";
}
`;

describe('markReactRouterPure', () => {
  it('marks top-level factory calls pure and moves their side effects into the declarations', () => {
    expect(markReactRouterPure(fixture)).toBe(`import * as React from "react";
var LocationContext = /* @__PURE__ */ React.createContext(null);

var RenderErrorBoundary = class extends React2.Component {
  static contextType = RSCRouterContext;
  render() {}
};

var Link = /* @__PURE__ */ React10.forwardRef(function LinkWithRef() {});
function inner() {
  Inner.displayName = "kept";
}
`);
  });

  it("still finds those shapes in the installed React Router (else the site's router chunk grows back)", () => {
    const fromRouterModule = createRequire(new URL('../../router/package.json', import.meta.url));
    const routerRoot = dirname(fromRouterModule.resolve('react-router/package.json'));
    const modules = readdirSync(join(routerRoot, 'dist/development')).filter((name) => /^chunk-.*\.mjs$/.test(name));
    const source = modules.map((name) => readFileSync(join(routerRoot, 'dist/development', name), 'utf8')).join('\n');
    const marked = markReactRouterPure(source);
    expect(marked.match(/\/\* @__PURE__ \*\/ React\d*\.(createContext|forwardRef|memo)\(/g)?.length).toBeGreaterThan(
      15,
    );
    expect(marked).not.toMatch(/^\w+\.(displayName|contextType) = /m);
    expect(marked).toMatch(
      /^var RenderErrorBoundary = class extends React\d*\.Component \{\n {2}static contextType = /m,
    );
  });
});
