import styles from './PageLoading.module.css';

/** Holds the page's space while a section loads, so the footer does not jump up and back down. */
export function PageLoading() {
  return (
    <div className={styles.loading} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span className="sr-only">Loading page…</span>
    </div>
  );
}
