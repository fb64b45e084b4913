// The frame of an area page: a heading (also the page's name in the document title,
// 'Page – Area – Supplier' in the shell) and an optional line under it.
import type { ReactNode } from 'react';
import { usePageTitle } from '../page-title.js';
import './page.css';

export function AreaPage({
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
    <div className={['ui-page', className].filter(Boolean).join(' ')}>
      <header className="ui-page__header">
        <h1 className="ui-page__title">{title}</h1>
        {subtitle ? <p className="ui-page__subtitle">{subtitle}</p> : null}
      </header>
      {children}
    </div>
  );
}
