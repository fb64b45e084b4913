// The frame of a rentals page: a heading (also the page's name in the document title,
// 'Page – Area – Supplier' in the shell), an optional line under it.
import { usePageTitle } from '@portal/shared/ui';
import type { ReactNode } from 'react';

export function Page({
  title,
  subtitle,
  children,
  className,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  usePageTitle(title);
  return (
    <div className={['rentals-page', className].filter(Boolean).join(' ')}>
      <header className="rentals-page__header">
        <h1 className="rentals-page__title">{title}</h1>
        {subtitle ? <p className="rentals-page__subtitle">{subtitle}</p> : null}
      </header>
      {children}
    </div>
  );
}
