import './global.css';

export * from './content';
export { Icon, iconNames, type IconName, type IconProps } from './icons';
export { SiteProvider, useSite, type SiteContextValue } from './site';
export {
  hydrateInSlices,
  pageFragments,
  type FragmentContext,
  type MountedFragment,
  type PageFragments,
  type RemoteModule,
} from './fragment';
export { settledValue, trackSettled, useSettled } from './settled';
export { easeOut, useEntranceMotion, useMotionFeaturesNow } from './motion';
export { useChangedSince } from './changedSince';
export { afterFirstUse } from './firstUse';
export { whenIdle } from './whenIdle';
export { BelowFirstScreen } from './firstScreen';
export { useHydrating, useInApp } from './inApp';
export { isInternalHref, opensNewTab } from './links';
export { formatCount, formatInr } from './numbers';
export { ActionButton, ActionLink, ActionRow } from './Action';
export { PageHead } from './PageHead';
export { StructuredData } from './StructuredData';
