// What the first HTML shows before the shell's code has run (ARCHITECTURE.md "First
// load"): the supplier's logo and the loading text, in the frame of the account pages.
// On a slow phone the page is otherwise white until every start-up script has arrived
// and run; this draws as soon as the HTML and the shell's stylesheets are in. It is the
// markup of the shell's FirstPaint (shell/src/layout/first-paint.tsx) inside the public
// layout's main, in the shared `.ui-entry-column`; React replaces it when it renders.
// shell/src/layout/first-paint-drift.test.tsx fails when the two drift apart.
import type { TBrand } from '@portal/shared/contract';
import { MESSAGES } from '@portal/shared/rules';

/** Text for HTML content and double-quoted attribute values. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/** The markup of the first paint for `brand`. */
export function firstPaintHtml(brand: TBrand): string {
  return (
    '<div class="app app--public"><main class="app-main app-main--public">' +
    '<div class="ui-entry-column app-boot">' +
    `<img class="app-boot__logo" src="${escapeHtml(brand.logoUrl)}" alt="${escapeHtml(brand.name)}">` +
    '<div class="app-boot__status" role="status">' +
    '<span class="ui-status-panel__spinner" aria-hidden="true"></span>' +
    `<p>${escapeHtml(MESSAGES.loading)}</p>` +
    '</div></div></main></div>'
  );
}
