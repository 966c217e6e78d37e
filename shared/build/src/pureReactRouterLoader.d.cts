/** See pureReactRouterLoader.cjs. */
declare function markReactRouterPure(source: string): string;
declare namespace markReactRouterPure {
  export { markReactRouterPure };
}
export = markReactRouterPure;
