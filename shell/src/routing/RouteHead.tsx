import { useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { PageHead } from '@site/ui';
import { pageHeadAt, usePageHeads } from './pageHeads';
import { usePathOwners } from './routeTable';

/**
 * Every page's head tags (a fragment renders none): React takes over the served ones and replaces them in the
 * commit that shows the next page; while a remote's route table loads, the last page's stay.
 */
export function RouteHead() {
  const { pathname } = useLocation();
  const map = usePathOwners();
  const heads = usePageHeads();
  const known = pageHeadAt(pathname, map, useSyncExternalStore(heads.subscribe, heads.known, heads.known));
  const [shown, setShown] = useState(known);
  if (known && (known.head !== shown?.head || known.path !== shown.path)) setShown(known);
  const head = known ?? shown;
  return head ? <PageHead head={head.head} path={head.path} /> : null;
}
