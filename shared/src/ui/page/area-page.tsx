// The frame of an area page: a heading (also the page's name in the document title,
// 'Page – Area – Supplier' in the shell) and an optional line under it. Both often name a
// product with its serial ('Tillift DL-2020-0037'), so codes in them never break at their
// hyphens on a phone.
import type { ReactNode } from 'react';
import { KeepCodesWhole } from '../keep-codes-whole.js';
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
        <h1 className="ui-page__title">
          <KeepCodesWhole text={title} />
        </h1>
        {subtitle ? (
          <p className="ui-page__subtitle">
            {typeof subtitle === 'string' ? <KeepCodesWhole text={subtitle} /> : subtitle}
          </p>
        ) : null}
      </header>
      {children}
    </div>
  );
}
