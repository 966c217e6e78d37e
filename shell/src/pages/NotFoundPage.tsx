import { useLayoutEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { ActionButton, ActionLink } from '@site/ui';
import { historyBackAttribute } from '@site/document';
import { useMarkPageInteractive } from '../fragments/servedPage';
import styles from './NotFoundPage.module.css';

export function NotFoundPage() {
  const navigate = useNavigate();
  const markPageInteractive = useMarkPageInteractive();
  // The page has no fragment: it responds once the shell's chrome has committed.
  useLayoutEffect(markPageInteractive, [markPageInteractive]);
  return (
    <section className={styles.page} aria-labelledby="not-found-title">
      <h1 id="not-found-title" className={styles.code} tabIndex={-1}>
        404
      </h1>
      <h2 className={styles.title}>Page Not Found</h2>
      <p className={styles.message}>
        Sorry, we couldn&apos;t find the page you&apos;re looking for. It might have been moved, deleted, or maybe it
        never existed.
      </p>
      <div className={styles.actions}>
        {/* A link, not a button: it also works in the page's HTML before (or without) JavaScript. */}
        <ActionLink action={{ label: 'Go Home', href: '/', icon: 'arrow-right' }} />
        {/* Before the app, the page's early script goes back (shell/early.js); without JavaScript it is hidden. */}
        <ActionButton variant="secondary" {...{ [historyBackAttribute]: '' }} onClick={() => navigate(-1)}>
          Go Back
        </ActionButton>
      </div>
    </section>
  );
}
