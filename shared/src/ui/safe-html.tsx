/**
 * Shows a custom field's value as HTML (spec 001 §2.6), always through DOMPurify: scripts,
 * on* handlers, javascript: URLs, forms, frames and styles are removed, so stored data can
 * format text but never run. The api escapes user input on its side too (api README).
 * A subpath of its own (`@portal/shared/ui/safe-html`): only the pages that show stored
 * HTML (a request's details, in the portal and the back office) load DOMPurify.
 */
import DOMPurify from 'dompurify';
import { useMemo } from 'react';

const PURIFY_CONFIG = {
  ALLOWED_TAGS: [
    'a',
    'b',
    'br',
    'div',
    'em',
    'i',
    'li',
    'ol',
    'p',
    'span',
    'strong',
    'table',
    'tbody',
    'td',
    'th',
    'thead',
    'tr',
    'u',
    'ul',
  ],
  ALLOWED_ATTR: ['href', 'title', 'colspan', 'rowspan'],
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:)/i,
};

/** The sanitised markup of `html` (exported for tests). */
export function sanitizeHtml(html: string): string {
  return keepCodesWhole(DOMPurify.sanitize(html, PURIFY_CONFIG));
}

/**
 * The markup with every word that holds a hyphen and a digit ('DL-2018-0014') in a span
 * that never wraps: a code never breaks at its hyphens on a narrow screen (the rule of
 * KeepCodesWhole in @portal/shared/ui, for stored HTML).
 */
function keepCodesWhole(markup: string): string {
  if (!/\d-|-\d/.test(markup)) return markup;
  const template = document.createElement('template');
  template.innerHTML = markup;
  const walker = document.createTreeWalker(template.content, NodeFilter.SHOW_TEXT);
  const texts: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node as Text);
  for (const node of texts) {
    const parts = (node.textContent ?? '').split(/(\S*\d\S*)/);
    if (parts.length === 1 || !parts.some((part) => /\d/.test(part) && part.includes('-'))) {
      continue;
    }
    const pieces = parts.map((part) => {
      if (!(/\d/.test(part) && part.includes('-'))) return document.createTextNode(part);
      const span = document.createElement('span');
      span.className = 'ui-nowrap';
      span.textContent = part;
      return span;
    });
    node.replaceWith(...pieces);
  }
  return template.innerHTML;
}

let isLinkHookAdded = false;

function ensureLinkHook() {
  if (isLinkHookAdded) return;
  isLinkHookAdded = true;
  // why: a link in stored data opens apart from the portal and cannot reach window.opener.
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
}

export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const markup = useMemo(() => {
    ensureLinkHook();
    return sanitizeHtml(html);
  }, [html]);
  // why: the markup was sanitised by DOMPurify just above.
  return <div className={className} dangerouslySetInnerHTML={{ __html: markup }} />;
}
