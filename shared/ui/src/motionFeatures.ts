// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the declaration of the second name is ambient: it cannot be imported.
/// <reference path="./motion-features.d.ts" />
/** Motion's animation features, loaded lazily under a name of their own. Why: docs/architecture.md#framer-motion-under-lazymotion */
export { domAnimation as default } from 'framer-motion-features';
