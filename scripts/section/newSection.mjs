/**
 * A new section's folder and its entry in the registry of apps (docs/architecture.md, "A section joins the site"):
 * `mfe-<name>/` with its package, build config, route table (`defineRemote`) and one page, its folder under `src/pages/`,
 * built from the ui kit.
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/** The registry's file, relative to the repository. */
export const registryFile = 'shared/apps/apps.json';

/** A remote's name: its release's, its Module Federation name and its key in remotes.json (@site/apps: isRemoteName). */
const namePattern = /^[a-z][a-z0-9]*$/;
/** A page's path: lower-case words joined by hyphens, one or more segments. */
const pathPattern = /^(\/[a-z0-9]+(-[a-z0-9]+)*)+$/;

/** The page's label from its last segment: `/careers` → `Careers`, `/life-at-work` → `Life at work`. */
const labelOf = (path) => {
  const words = path.split('/').pop().split('-');
  return [words[0][0].toUpperCase() + words[0].slice(1), ...words.slice(1)].join(' ');
};
/** `/careers` → `CareersPage`, `/life-at-work` → `LifeAtWorkPage`. */
const componentOf = (path) =>
  `${path
    .split('/')
    .pop()
    .split('-')
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join('')}Page`;

/** The section's files, path → text. */
function sectionFiles({ name, path, label, sourcePackage, sourceTsconfig }) {
  const folder = path.split('/').pop();
  const component = componentOf(path);
  const packageJson = { ...sourcePackage, name: `mfe-${name}` };
  return {
    'package.json': `${JSON.stringify(packageJson, null, 2)}\n`,
    'rsbuild.config.ts': `import { createAppConfig } from '@site/build';\n\nexport default createAppConfig({ name: '${name}' });\n`,
    'tsconfig.json': sourceTsconfig,
    'src/routes.ts': `import { company } from '@site/company';
import { defineRemote, type PageRoute } from '@site/remote';

/** The ${name} section's pages: each its path, its folder under \`pages/\`, its head and its label. */
const pageRoutes: PageRoute[] = [
  {
    path: '${path}',
    page: '${folder}',
    label: '${label}',
    // Listed in the footer once the section is live (no menu group of the shell's names it).
    inMenu: true,
    head: {
      title: \`${label} | \${company.name}\`,
      description: \`${label} at \${company.name}, the Indian technology agency and payments provider: what this section offers, who it is for and how to reach the team.\`,
      keywords: ['${label.toLowerCase()}', company.name],
    },
  },
];

export const remote = defineRemote({
  name: '${name}',
  routes: pageRoutes,
  loadPage: (page) =>
    import(
      /* webpackChunkName: "page-[request]" */
      /* webpackInclude: /[\\\\/]pages[\\\\/][\\w-]+[\\\\/]index\\.tsx$/ */
      /* @vite-ignore */
      \`./pages/\${page}/\`
    ),
});

/** The route table, and the section's pages as fragments hydrated inside the shell's page: exposed as \`./routes\`. */
export const { routes, fragments } = remote;
`,
    [`src/pages/${folder}/content.ts`]: `import type { CtaBandContent, HeroContent } from '@site/ui';

export const hero: HeroContent = {
  eyebrow: '${label}',
  title: '${label}',
  lead: 'What this section offers, in one sentence for the merchants, developers, banks and partners who read it.',
  actions: [{ label: 'Contact us', href: '/contact', variant: 'primary' }],
};

export const closingCta: CtaBandContent = {
  title: 'Talk to the team',
  lead: 'Tell us what you need, and the right team will get back to you.',
  actions: [{ label: 'Contact us', href: '/contact', variant: 'primary' }],
};
`,
    [`src/pages/${folder}/index.tsx`]: `import { CtaBand, Hero } from '@site/ui/sections';
import { closingCta, hero } from './content';

export default function ${component}() {
  return (
    <>
      <Hero content={hero} />
      <CtaBand content={closingCta} />
    </>
  );
}
`,
  };
}

/**
 * Writes section `name`'s folder (`mfe-<name>/`, one page at `path`) into the repository at `root` and adds it to
 * the registry, on the next free development port; its package and TypeScript config are the first remote's. Throws, writing
 * nothing, for a name or path it cannot take. Returns the folder and the files written, relative to `root`.
 */
export async function newSection({ root, name, path }) {
  if (!namePattern.test(name))
    throw new Error(`${name}: a section's name is lower-case letters and digits, starting with a letter.`);
  if (!pathPattern.test(path))
    throw new Error(`${path}: a page's path is lower-case words joined by hyphens, like /careers or /life-at-work.`);
  const registry = JSON.parse(await readFile(join(root, registryFile), 'utf8'));
  const dir = `mfe-${name}`;
  if (registry[name]) throw new Error(`${name} is already an app of the site (${registryFile}).`);
  if (existsSync(join(root, dir))) throw new Error(`${dir}/ already exists.`);
  // A remote's package and TypeScript config are the same but for its name: the first remote's are the template.
  const template = Object.values(registry).find((app) => app.role === 'remote');
  if (!template) throw new Error(`${registryFile} has no remote to take a section's package from.`);
  const sourcePackage = JSON.parse(await readFile(join(root, template.dir, 'package.json'), 'utf8'));
  const sourceTsconfig = await readFile(join(root, template.dir, 'tsconfig.json'), 'utf8');
  const files = sectionFiles({ name, path, label: labelOf(path), sourcePackage, sourceTsconfig });
  for (const [file, text] of Object.entries(files)) {
    await mkdir(dirname(join(root, dir, file)), { recursive: true });
    await writeFile(join(root, dir, file), text);
  }
  const port = Math.max(...Object.values(registry).map((app) => app.port)) + 1;
  registry[name] = { dir, port, origin: name, role: 'remote' };
  const fields = (app) => Object.entries(app).map(([key, value]) => `${JSON.stringify(key)}: ${JSON.stringify(value)}`);
  const entries = Object.entries(registry).map(
    ([key, app]) => `  ${JSON.stringify(key)}: { ${fields(app).join(', ')} }`,
  );
  await writeFile(join(root, registryFile), `{\n${entries.join(',\n')}\n}\n`);
  return { dir, port, files: [...Object.keys(files).map((file) => `${dir}/${file}`), registryFile] };
}
