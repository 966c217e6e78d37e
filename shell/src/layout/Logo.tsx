import { Link } from 'react-router-dom';
import { company } from '@site/company';
import styles from './Logo.module.css';

export function Logo({ onNavigate }: { readonly onNavigate?: () => void }) {
  return (
    <Link to="/" className={styles.logo} onClick={onNavigate} aria-label={`${company.name} home`}>
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="#1d4ed8" />
        <path
          d="M7 23V9l9 8 9-8v14"
          fill="none"
          stroke="#fff"
          strokeWidth="2.6"
          strokeLinejoin="round"
          strokeLinecap="round"
        />
        <circle cx="16" cy="24" r="2" fill="#5eead4" />
      </svg>
      <span className={styles.word}>{company.name}</span>
    </Link>
  );
}
