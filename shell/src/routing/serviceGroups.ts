import { useMemo } from 'react';
import { menuPagesOf, serviceGroups, type NavLink, type PathOwners, type ServiceGroup } from '@site/routes';
import { useInApp } from '@site/ui';
import { usePathOwners } from './routeTable';

/** The section whose `inMenu` pages a group gathers: the app that serves its curated links in the live map. */
const gatheredSection = (group: ServiceGroup, map: PathOwners) =>
  group.gathersSectionPages
    ? group.links.map((link) => map.pages[link.path]?.owner).find((owner) => owner !== undefined)
    : undefined;

/**
 * The menu groups by the live map: the shell's curated links to pages some live app serves, then the pages a
 * section declared `inMenu` (a page added by its section's release alone), each once.
 */
export function liveServiceGroups(map: PathOwners): ServiceGroup[] {
  return serviceGroups.map((group) => {
    const curated = group.links.filter((link) => Object.hasOwn(map.pages, link.path));
    const section = gatheredSection(group, map);
    const declared = section ? menuPagesOf(map, section) : [];
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

/**
 * The pages that sections no menu group gathers (a section that joined the site after the shell's build) declared
 * `inMenu`, by the live map: the footer lists them, so a joined section is reached from every page.
 */
export function joinedSectionLinks(map: PathOwners): NavLink[] {
  const gathered = new Set(serviceGroups.map((group) => gatheredSection(group, map)));
  return Object.values(map.pages)
    .filter((page) => page.inMenu === true && page.owner !== 'shell' && !gathered.has(page.owner))
    .map(({ label, path }) => ({ label, path }));
}

/** The joined sections' links to render: none while the served markup is hydrated, by the live map once the app runs. */
export function useJoinedSectionLinks(): readonly NavLink[] {
  const inApp = useInApp();
  const map = usePathOwners();
  return useMemo(() => (inApp ? joinedSectionLinks(map) : []), [inApp, map]);
}
