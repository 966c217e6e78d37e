/** The route table of the remote being built: its `src/routes.ts`, aliased by its build (@site/build). */
declare module '@site/this-remote' {
  export const remote: import('./index').Remote;
}
