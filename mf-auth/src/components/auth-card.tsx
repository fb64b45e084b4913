/**
 * The calm, branded frame of every account page: logo and supplier name above a centred
 * card with the page title (h1, also the page's name in the document title 'Page – Area –
 * Supplier' that the shell composes). Mobile first: full width on phones.
 */
import { usePageTitle } from '@portal/shared/ui';
import type { ReactNode } from 'react';
import { useBrand } from './brand-context';
import './auth.css';

type TAuthCardProps = { title: string; children: ReactNode };

export function AuthCard({ title, children }: TAuthCardProps) {
  const brand = useBrand();
  usePageTitle(title);
  return (
    <div className="ui-entry-column">
      {brand ? (
        <div className="auth-brand">
          {/* why: the supplier's logo already carries its name; the alt text says it once */}
          <img className="auth-brand__logo" src={brand.logoUrl} alt={brand.name} />
        </div>
      ) : null}
      <section className="auth-card" aria-labelledby="auth-card-title">
        <h1 id="auth-card-title" className="auth-card__title">
          {title}
        </h1>
        {children}
      </section>
    </div>
  );
}
