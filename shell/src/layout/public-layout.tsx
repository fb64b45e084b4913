// The frame of the account pages (/auth/*): no top bar (no user menu, no trail when not
// signed in, spec 000 §6); the auth remote draws its own branded sign-in card.
import type { ReactNode } from 'react';
import { usePortal } from '../runtime/portal-context';
import { Footer } from './footer';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

export function PublicLayout({ children }: { children: ReactNode }) {
  const { config } = usePortal();
  return (
    <div className="app app--public">
      <SkipLink />
      <main id={MAIN_CONTENT_ID} className="app-main app-main--public" tabIndex={-1}>
        {children}
      </main>
      <Footer brandName={config.brand.name} />
    </div>
  );
}
