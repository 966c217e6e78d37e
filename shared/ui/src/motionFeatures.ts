/** Motion's animation features, loaded after the first render so the first load carries only its small core. */
export { domAnimation as default } from 'framer-motion';
