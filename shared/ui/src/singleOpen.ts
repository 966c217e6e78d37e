/**
 * The state rule of every accordion on the site (SPEC §4): a single open item or none, and clicking the
 * open item closes it.
 */
export const toggleSingleOpen = (open: string | null, clicked: string): string | null =>
  open === clicked ? null : clicked;
