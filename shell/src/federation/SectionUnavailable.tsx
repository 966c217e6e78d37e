import { ActionButton, ActionLink, Icon } from '@site/ui';
import styles from './SectionUnavailable.module.css';

/** Shown inside the normal header and footer when a section's remote cannot be loaded. */
export function SectionUnavailable({ onRetry }: { readonly onRetry: () => void }) {
  return (
    <section className={styles.panel} aria-labelledby="section-unavailable-title">
      <Icon name="alert" size={40} className={styles.icon} />
      <h1 id="section-unavailable-title" tabIndex={-1}>
        This section is temporarily unavailable
      </h1>
      <p>
        We could not load this part of the site just now. The rest of the site still works: try again in a moment, or
        reach us directly.
      </p>
      <div className={styles.actions}>
        <ActionButton icon="repeat" onClick={onRetry}>
          Retry
        </ActionButton>
        <ActionLink action={{ label: 'Contact us', href: '/contact', variant: 'secondary' }} />
        <ActionLink action={{ label: 'Go to the home page', href: '/', variant: 'ghost' }} />
      </div>
    </section>
  );
}
