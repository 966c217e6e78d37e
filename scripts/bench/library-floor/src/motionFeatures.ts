// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the declaration of the second name is ambient: it cannot be imported.
/// <reference path="../../../../shared/ui/src/motion-features.d.ts" />
export { domAnimation as default } from 'framer-motion-features';
