import type { JsonLd } from '@site/routes';

/**
 * Written as JSON unicode escapes, which parse back to the same text: `<` and `>` so that content such as
 * "</script>" or "<!--" cannot end or upset the script element, `&` for parsers that read the page as XML,
 * U+2028/U+2029 because older JavaScript engines take them for line breaks.
 */
const escapeForScript = (json: string): string =>
  json.replace(/[<>&\u2028\u2029]/g, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** JSON-LD for search engines, rendered in the page body so it travels with the content it describes. */
export function StructuredData({ data }: { readonly data: JsonLd }) {
  return (
    <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: escapeForScript(JSON.stringify(data)) }} />
  );
}
