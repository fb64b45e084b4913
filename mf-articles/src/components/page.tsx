// The frame of an aids management page: a heading (also the page's name in the document
// title, 'Page – Area – Supplier' in the shell) and an optional line under it.
import { usePageTitle } from '@portal/shared/ui';
import type { ReactNode } from 'react';

export function Page({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}) {
  usePageTitle(title);
  return (
    <div className="articles-page">
      <header className="articles-page__header">
        <h1 className="articles-page__title">{title}</h1>
        {subtitle ? <p className="articles-page__subtitle">{subtitle}</p> : null}
      </header>
      {children}
    </div>
  );
}
