import { expect, it } from 'vitest';
import { routeTableProblems } from '@site/prerender/routeTableChecks';
import { pathDeclaration, prerender } from './prerender';
import { routes } from './routes';

// Long enough to prerender every page of the section, as the build does, on a loaded machine.
it('gives every route its page, head, label, declaration and prerendered HTML', { timeout: 60_000 }, async () => {
  expect(await routeTableProblems('agency', { routes, prerender, pathDeclaration })).toEqual([]);
});
