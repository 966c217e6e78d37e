/** True for paths inside this site (rendered as router links); false for mailto:, tel: and other origins. */
export const isInternalHref = (href: string): boolean => href.startsWith('/') && !href.startsWith('//');

/** External web links open in a new tab; mailto: and tel: hand over to the device. */
export const opensNewTab = (href: string): boolean => /^https?:\/\//.test(href);
