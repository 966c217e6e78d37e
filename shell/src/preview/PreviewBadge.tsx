import { useId, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { ServedPreview } from '@site/document';
import { useInApp } from '@site/ui';
import { fragmentOwner, pageAt, usePathOwners } from '../routing/routeTable';
import styles from './PreviewBadge.module.css';

/**
 * The zone badge of a preview (docs/deploy.md, "Stage, preview, promote"): which app and release rendered this
 * page's fragment, and the shell's release. Shown only after hydration, so that the served HTML stays what the
 * compose step wrote; a plain group (no landmark), its dismiss button reachable by keyboard.
 */
export function PreviewBadge({ preview }: { readonly preview: ServedPreview }) {
  const { pathname } = useLocation();
  const hydrated = useInApp();
  const [dismissed, setDismissed] = useState(false);
  const headingId = useId();
  const map = usePathOwners();
  if (!hydrated || dismissed) return null;
  const page = pageAt(pathname, map);
  const owner = page ? fragmentOwner(page) : 'shell';
  const release = (app: string) => (
    <>
      {app} <code>{preview.releases[app] ?? 'not released'}</code>
      {app === preview.candidate.app && ' (staged)'}
    </>
  );
  return (
    <div role="group" aria-labelledby={headingId} className={styles.badge}>
      <p id={headingId} className={styles.heading}>
        Preview
      </p>
      <p>This page: {release(owner)}</p>
      {owner !== 'shell' && <p>Shell: {release('shell')}</p>}
      <button type="button" className={styles.dismiss} onClick={() => setDismissed(true)}>
        Dismiss the preview badge
      </button>
    </div>
  );
}
