import { company } from '@site/company';
import { renderRemotePages } from '@site/prerender';
import { fragments, routes } from './routes';

export const prerender = (origin = company.website) => renderRemotePages(routes, fragments, origin);

/** The paths of the route table this remote exposes as `./routes`: the release gate checks them against the site map. */
export const routePaths = routes.map((route) => route.path);
