import { siteRoutes, type RemoteName } from '@site/routes';

export interface RemoteShellRoute {
  readonly kind: 'remote';
  readonly path: string;
  readonly remote: RemoteName;
}

export type ShellRoute = RemoteShellRoute | { readonly kind: 'contact'; readonly path: string };

/** The shell's routes, derived from the site map: every remote-owned path plus the shell's own pages. */
export function shellRoutes(): readonly ShellRoute[] {
  return siteRoutes.map((route) =>
    route.owner === 'shell'
      ? { kind: 'contact' as const, path: route.path }
      : { kind: 'remote' as const, path: route.path, remote: route.owner },
  );
}
