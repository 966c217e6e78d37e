import { createContext, use, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useLocation } from 'react-router-dom';
import styles from './ServedPage.module.css';

export interface ServedPageValue {
  /** The path the page was served for. */
  readonly path: string;
  /** The served content of its <main> (see carryOver.ts). */
  readonly nodes: () => readonly Node[];
  /** True when the page's remote could not be loaded as the app took over. */
  readonly remoteFailed: boolean;
}

export const ServedPageContext = createContext<ServedPageValue | null>(null);

/** The page as served, while the visitor is still on the history entry it was served for. */
export function useServedPage(path: string): ServedPageValue | null {
  const served = use(ServedPageContext);
  // A browser router names the history entry the page was loaded on "default".
  const { key } = useLocation();
  return served?.path === path && key === 'default' ? served : null;
}

const notice =
  'Some interactive parts of this page could not be loaded just now; everything on it can still be read. Reload the page to try again.';

/**
 * A page whose remote failed while the app took over: what the server sent stays, as a copy of the served
 * elements (native controls keep working; the served tabs are worked by shell/early.js). Where a part needs
 * the remote's code (marked `data-needs-app`, such as the payout estimator), a short notice says so.
 */
export function ServedPage({ served }: { readonly served: ServedPageValue }) {
  const ref = useRef<HTMLDivElement>(null);
  const [noticeSlot, setNoticeSlot] = useState<HTMLElement | null>(null);
  useLayoutEffect(() => {
    const container = ref.current;
    if (!container) return;
    container.replaceChildren(...served.nodes().map((node) => node.cloneNode(true)));
    const needsApp = container.querySelector('[data-needs-app]');
    if (needsApp) {
      const slot = document.createElement('div');
      needsApp.before(slot);
      setNoticeSlot(slot);
    }
    return () => container.replaceChildren();
  }, [served]);
  return (
    <>
      <div ref={ref} className={styles.page} data-served-page="" />
      {noticeSlot
        ? createPortal(
            <p role="status" className={styles.notice}>
              {notice}
            </p>,
            noticeSlot,
          )
        : null}
    </>
  );
}
