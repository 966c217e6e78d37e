// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the declaration of the second name is ambient: it cannot be imported.
/// <reference path="./motion-features.d.ts" />
/**
 * Motion's animation features, loaded after the first render so the first load carries only Motion's small
 * core. Imported under a name of their own (`@site/build` resolves it to framer-motion itself): Module
 * Federation shares `framer-motion` as one module, and through that name the features would join the shared
 * first-load chunk; through this one they are bundled into this module's lazy chunk, as the same modules.
 */
export { domAnimation as default } from 'framer-motion-features';
