/** framer-motion under the name its lazily loaded features are imported by (see motionFeatures.ts). */
declare module 'framer-motion-features' {
  export * from 'framer-motion';
}
