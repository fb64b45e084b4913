// The frame of a rentals page: a heading (also the document title), an optional line under it.
import type { ReactNode } from 'react';
import { useDocumentTitle } from './use-document-title';

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
  useDocumentTitle(title);
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
