/**
 * The floor's builds, each a step up the design card's stack, all hydrating the same page (index.html). The
 * first has no script at all: what Lighthouse reports for it is the measurement's own floor on this machine.
 * @typedef {'html' | 'react' | 'libraries' | 'federated'} FloorVariant
 * @typedef {object} FloorVariantDefinition
 * @property {FloorVariant} name
 * @property {string} label
 * @property {string} [entry] none: index.html as it is
 * @property {boolean} [federated] built as a Module Federation host, as the shell is
 */

/** @type {readonly FloorVariantDefinition[]} */
export const floorVariants = [
  { name: 'html', label: 'The same HTML, no script' },
  { name: 'react', label: 'React and React DOM', entry: './src/reactAlone.tsx' },
  { name: 'libraries', label: '+ React Router, Motion (LazyMotion)', entry: './src/libraries.tsx' },
  {
    name: 'federated',
    label: '+ Module Federation host, libraries shared as the site shares them',
    // The shell's async boundary in a task of its own (shell/src/index.ts), before the shared modules.
    entry: './src/federatedEntry.ts',
    federated: true,
  },
];
