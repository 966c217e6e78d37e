import { useMemo } from 'react';
import { menuPagesOf, serviceGroups, type NavLink, type PathOwners, type ServiceGroup } from '@site/routes';
import { useInApp } from '@site/ui';
import { usePathOwners } from './routeTable';

/** The section whose `inMenu` pages a group gathers: the app that serves its curated links in the live map. */
const gatheredSection = (group: ServiceGroup, map: PathOwners) =>
  group.gathersSectionPages
    ? group.links.map((link) => map.pages[link.path]?.owner).find((owner) => owner !== undefined)
    : undefined;

/** The menu groups by the live map: the curated links some live app serves, then the section's `inMenu` pages. */
export function liveServiceGroups(map: PathOwners): ServiceGroup[] {
  return serviceGroups.map((group) => {
    const curated = group.links.filter((link) => Object.hasOwn(map.pages, link.path));
    const section = gatheredSection(group, map);
    const declared = section ? menuPagesOf(map, section) : [];
    const added = declared.filter((page) => !curated.some((link) => link.path === page.path));
    return { ...group, links: [...curated, ...added.map(({ label, path }) => ({ label, path }))] };
  });
}

/** The menu groups as the build rendered them while hydrating, by the live map once the app runs. */
export function useServiceGroups(): readonly ServiceGroup[] {
  const inApp = useInApp();
  const map = usePathOwners();
  return useMemo(() => (inApp ? liveServiceGroups(map) : serviceGroups), [inApp, map]);
}

/** The `inMenu` pages of sections no group gathers (one that joined after the shell's build): the footer lists them. */
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
