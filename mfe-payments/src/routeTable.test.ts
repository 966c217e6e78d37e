import { expect, it } from 'vitest';
import { routeTableProblems } from '@site/prerender/routeTableChecks';
import { pathDeclaration, prerender } from './prerender';
import { routes } from './routes';

it('gives every route its page, head, label, declaration and prerendered HTML', async () => {
  expect(await routeTableProblems('payments', { routes, prerender, pathDeclaration })).toEqual([]);
});
