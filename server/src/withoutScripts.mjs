/**
 * A page without its scripts: the yardstick a page's scripts are measured against (pnpm bench's no-script twin,
 * and the e2e check that a page's scripts never push its HTML past the round trip its content fits in).
 */

const attributes = String.raw`(?:[^>"']|"[^"]*"|'[^']*')*`;
const scriptElement = new RegExp(String.raw`<script\b(${attributes})>[\s\S]*?<\/script\s*>`, 'gi');
const linkElement = new RegExp(String.raw`<link\b(${attributes})>`, 'gi');

/**
 * @param {string} tagAttributes the text between the tag name and `>`
 * @param {string} name
 * @returns {string} the attribute's value, lower-cased and trimmed; '' when absent
 */
function attributeValue(tagAttributes, name) {
  const match = new RegExp(String.raw`(?:^|\s)${name}\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))`, 'i').exec(
    tagAttributes,
  );
  return (match?.[1] ?? match?.[2] ?? match?.[3] ?? '').trim().toLowerCase();
}

/** Structured data is read by crawlers, not run: it stays. @param {string} tagAttributes */
const isStructuredData = (tagAttributes) => attributeValue(tagAttributes, 'type') === 'application/ld+json';

/**
 * Hints that only make the browser download something for scripts. A fetch preload is read by scripts alone
 * (the shell preloads /remotes.json), so a page without scripts would download it for nothing.
 * @param {string} tagAttributes
 */
function isScriptOnlyHint(tagAttributes) {
  const rel = attributeValue(tagAttributes, 'rel').split(/\s+/);
  if (rel.includes('modulepreload')) return true;
  return rel.includes('preload') && ['script', 'fetch'].includes(attributeValue(tagAttributes, 'as'));
}

/**
 * Removes every `<script>` element except JSON-LD, and every preload hint that only serves scripts.
 * @param {string} html
 * @returns {string}
 */
export function stripScripts(html) {
  return html
    .replace(scriptElement, (element, tagAttributes) => (isStructuredData(tagAttributes) ? element : ''))
    .replace(linkElement, (element, tagAttributes) => (isScriptOnlyHint(tagAttributes) ? '' : element));
}
