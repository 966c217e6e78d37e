/** The HTML without its scripts (JSON-LD stays) and without the hints that only serve scripts: see withoutScripts.mjs. */
export function stripScripts(html: string): string;
