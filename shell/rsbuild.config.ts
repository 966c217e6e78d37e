import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';
import { createAppConfig } from '@site/build';
import { serviceSlugTargets, siteRoutes } from '@site/routes';

/** Writes the site's known paths for the server (200 vs 404, /services/{slug} redirects). */
const siteRoutesManifest: RsbuildPlugin = {
  name: 'site-routes-manifest',
  setup(api) {
    api.onAfterBuild(() => {
      const manifest = { paths: siteRoutes.map((route) => route.path), serviceSlugs: serviceSlugTargets() };
      writeFileSync(join(api.context.distPath, 'site-routes.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    });
  },
};

const config = createAppConfig({ name: 'shell' });

export default { ...config, plugins: [...(config.plugins ?? []), siteRoutesManifest] };
