// Custom field values of a customer request as the details call sends them: HTML that is
// safe to render (spec 001 §2.6 shows them "as HTML"). What users typed is stored as plain
// text and HTML-escaped here, on the way out, so it always displays as text; only values
// the server itself formatted (`isHtml`) may carry tags, and then only a few harmless ones
// without attributes. The front end sanitises again with DOMPurify (defence in depth).

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** `text` with &, <, >, " and ' escaped: shows as the same text inside HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);
}

/** Plain text as HTML: escaped, line breaks kept as <br>. */
export function textToHtml(text: string): string {
  return escapeHtml(text).replace(/\r\n|\r|\n/g, '<br>');
}

/** Tags a server-formatted value may use; never with attributes. */
export const ALLOWED_SERVER_TAGS = ['b', 'strong', 'i', 'em', 'u', 'br', 'p', 'ul', 'ol', 'li'];

const ALLOWED_TAG = new RegExp(`&lt;(/?)(${ALLOWED_SERVER_TAGS.join('|')})\\s*/?&gt;`, 'gi');

/**
 * HTML the server built itself, reduced to the allowed tags: everything is escaped first,
 * then the bare allowed tags (`<b>`, `</b>`, `<br/>`...) are put back. A tag with any
 * attribute, a script, an event handler or a URL stays escaped text.
 */
export function sanitizeServerHtml(html: string): string {
  return escapeHtml(html).replace(
    ALLOWED_TAG,
    (_match, slash: string, tag: string) => `<${slash}${tag.toLowerCase()}>`,
  );
}

/** One stored custom field (customer_requests.custom_data). */
export type TStoredCustomField = { key: string; title: string; value: string; isHtml?: boolean };

/**
 * Stored custom data (an array in form order) as the contract's object keyed by field key,
 * in the stored order, each value safe HTML. A repeated key gets a suffix (`key_2`), an
 * integer-like key a prefix (`field_1`) so that the order survives.
 */
export function customDataForClient(
  stored: unknown,
): Record<string, { title: string; value: string }> {
  // why: a Map, so keys such as __proto__ or constructor are plain keys too.
  const result = new Map<string, { title: string; value: string }>();
  if (!Array.isArray(stored)) return {};
  for (const entry of stored as Partial<TStoredCustomField>[]) {
    if (typeof entry !== 'object' || entry === null) continue;
    const title = typeof entry.title === 'string' ? entry.title : '';
    const raw =
      typeof entry.value === 'string'
        ? entry.value
        : entry.value == null
          ? ''
          : String(entry.value);
    const storedKey = typeof entry.key === 'string' && entry.key !== '' ? entry.key : 'field';
    // why: integer-like keys would jump to the front of a JS object (and of its JSON).
    const baseKey = /^\d+$/.test(storedKey) ? `field_${storedKey}` : storedKey;
    let key = baseKey;
    for (let n = 2; result.has(key); n += 1) key = `${baseKey}_${n}`;
    result.set(key, {
      // why: the title is text (the client renders it as text, React escapes it).
      title,
      value: entry.isHtml === true ? sanitizeServerHtml(raw) : textToHtml(raw),
    });
  }
  return Object.fromEntries(result);
}
