/** SPEC §9: the nav bar turns compact after 20 px; the scroll-to-top control appears after 300 px. */
export const NAV_COMPACT_THRESHOLD_PX = 20;
export const SCROLL_TOP_THRESHOLD_PX = 300;
