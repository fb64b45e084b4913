/**
 * What a page shows before its code has run: the supplier's logo where the account pages
 * have it and the loading text (ARCHITECTURE.md "First load"). The api writes the same
 * markup into the first HTML (api/src/routes/static/first-paint.ts), so a slow phone draws
 * the branded page as soon as the HTML and CSS are in; the account pages show this while
 * their remote loads, so the logo stays where it is until the sign-in card replaces it.
 */
import { MESSAGES } from '@portal/shared/rules';
import { usePortal } from '../runtime/portal-context';

export function FirstPaint() {
  const { brand } = usePortal().config;
  return (
    <div className="ui-entry-column app-boot">
      <img className="app-boot__logo" src={brand.logoUrl} alt={brand.name} />
      <div className="app-boot__status" role="status">
        <span className="ui-status-panel__spinner" aria-hidden="true" />
        <p>{MESSAGES.loading}</p>
      </div>
    </div>
  );
}
