import { serviceGroups } from '@site/routes';

const servicePaths = new Set(serviceGroups.flatMap((group) => group.links.map((link) => link.path)));

/** Whether a top-level nav item is the current section (Services covers every service page). */
export function isActiveNavItem(itemPath: string, currentPath: string): boolean {
  if (itemPath === '/') return currentPath === '/';
  if (itemPath === '/services')
    return currentPath === '/services' || servicePaths.has(currentPath) || currentPath === '/rankboost';
  return currentPath === itemPath;
}
