import { company } from '@site/company';
import { renderRemotePages } from '@site/prerender';
import { declarationOf } from '@site/routes/declarations';
import { fragments, routes } from './routes';

export const prerender = (origin = company.website) => renderRemotePages(routes, fragments, origin);

/**
 * What this remote serves: its route table's pages, and the
 * redirects and retired paths it keeps for pages it renamed or removed. Its part of the live map (`paths.json`).
 */
export const pathDeclaration = declarationOf(routes);
