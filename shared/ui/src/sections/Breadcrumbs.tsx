import { Link } from 'react-router-dom';
import { breadcrumbListJsonLd, type NavLink } from '@site/routes';
import { useSite, StructuredData } from '@site/ui';
import styles from './Breadcrumbs.module.css';

/** Trail from the home page to the current page; the last crumb is the current page. */
export function Breadcrumbs({ trail }: { readonly trail: readonly NavLink[] }) {
  const { origin } = useSite();
  return (
    <>
      <nav aria-label="Breadcrumb" className={styles.nav}>
        <ol className={styles.list}>
          {trail.map((crumb, index) => (
            <li key={crumb.path}>
              {index === trail.length - 1 ? (
                <span aria-current="page">{crumb.label}</span>
              ) : (
                <Link to={crumb.path}>{crumb.label}</Link>
              )}
            </li>
          ))}
        </ol>
      </nav>
      <StructuredData data={breadcrumbListJsonLd(trail, origin)} />
    </>
  );
}
