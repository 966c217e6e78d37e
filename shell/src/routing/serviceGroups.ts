import { useMemo } from 'react';
import { menuPagesOf, serviceGroups, type PathOwners, type ServiceGroup } from '@site/routes';
import { useInApp } from '@site/ui';
import { usePathOwners } from './routeTable';

/**
 * The menu groups by the live map: the shell's curated links to pages some live app serves, then the pages a
 * section declared `inMenu` (a page added by its section's release alone), each once.
 */
export function liveServiceGroups(map: PathOwners): ServiceGroup[] {
  return serviceGroups.map((group) => {
    const curated = group.links.filter((link) => Object.hasOwn(map.pages, link.path));
    const declared = group.section ? menuPagesOf(map, group.section) : [];
    const added = declared.filter((page) => !curated.some((link) => link.path === page.path));
    return { ...group, links: [...curated, ...added.map(({ label, path }) => ({ label, path }))] };
  });
}

/**
 * The menu groups to render: as the shell's build rendered them while its served markup is hydrated (React
 * attaches to what is there), by the live map once the app runs.
 */
export function useServiceGroups(): readonly ServiceGroup[] {
  const inApp = useInApp();
  const map = usePathOwners();
  return useMemo(() => (inApp ? liveServiceGroups(map) : serviceGroups), [inApp, map]);
}
