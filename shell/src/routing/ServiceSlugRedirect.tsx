import { Navigate, useParams } from 'react-router-dom';
import { servicePathForSlug } from '@site/routes';
import { NotFoundPage } from '../pages/NotFoundPage';

/** `/services/{slug}` is the SPEC's link shape for service cards; the pages live at `/{slug}`. */
export function ServiceSlugRedirect() {
  const { slug = '' } = useParams();
  const target = servicePathForSlug(slug);
  return target ? <Navigate to={target} replace /> : <NotFoundPage />;
}
