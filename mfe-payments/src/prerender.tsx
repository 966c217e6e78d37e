import { company } from '@site/company';
import { renderRemotePages } from '@site/prerender';
import { routes } from './routes';

export const prerender = (origin = company.website) => renderRemotePages(routes, origin);
