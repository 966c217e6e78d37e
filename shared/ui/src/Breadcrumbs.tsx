import { Link } from 'react-router-dom';
import type { NavLink } from '@site/routes';
import styles from './Breadcrumbs.module.css';

/** Trail from the home page to the current page; the last crumb is the current page. */
export function Breadcrumbs({ trail }: { readonly trail: readonly NavLink[] }) {
  return (
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
  );
}
