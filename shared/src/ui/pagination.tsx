/**
 * The pagination bar of spec 000 §9: hidden up to one page, all pages up to six, else
 * first, last, dots and one sibling each side; one line at 360 px (arrows from 480 px).
 */
import { useRef } from 'react';
import { PAGE_SIZE } from '../rules/constants.js';
import { MESSAGES } from '../rules/catalogue/messages.js';
import { getPaginationItems, pageCount } from '../rules/pagination.js';
import { ChevronLeftIcon, ChevronRightIcon } from './icons/icons.js';
import './pagination.css';

/** Props of Pagination. */
export type TPaginationProps = {
  /** 1-based. */
  currentPage: number;
  totalItems: number;
  onPageChange: (page: number) => void;
  pageSize?: number;
  /** Accessible name of the navigation; default 'Paginering'. */
  label?: string;
  className?: string;
};

/**
 * Brings the top of the list before the bar into view when it is scrolled away above (a
 * long page on a phone): the new page starts there, not below the bar where the old one
 * ended. The list's scroll-margin keeps it clear of the sticky top bar.
 */
function revealListTop(nav: HTMLElement | null): void {
  const list = nav?.previousElementSibling;
  if (!(list instanceof HTMLElement)) return;
  const margin = Number.parseFloat(getComputedStyle(list).scrollMarginTop) || 0;
  if (list.getBoundingClientRect().top < margin) list.scrollIntoView?.({ block: 'start' });
}

/** A nav of page buttons; renders nothing when all items fit on one page. */
export function Pagination({
  currentPage,
  totalItems,
  onPageChange,
  pageSize = PAGE_SIZE,
  label = MESSAGES.pagination,
  className,
}: TPaginationProps) {
  const navRef = useRef<HTMLElement>(null);
  const items = getPaginationItems(currentPage, totalItems, pageSize);
  if (items.length === 0) return null;
  const total = pageCount(totalItems, pageSize);
  const current = Math.min(Math.max(1, currentPage), total);
  const goTo = (page: number) => {
    onPageChange(page);
    revealListTop(navRef.current);
  };
  return (
    <nav
      ref={navRef}
      className={['ui-pagination', className].filter(Boolean).join(' ')}
      aria-label={label}
    >
      <ul className="ui-pagination__list">
        <li className="ui-pagination__step">
          <button
            type="button"
            className="ui-pagination__button"
            aria-label={MESSAGES.previousPage}
            disabled={current <= 1}
            onClick={() => goTo(current - 1)}
          >
            <ChevronLeftIcon />
          </button>
        </li>
        {items.map((item, index) =>
          item === 'dots' ? (
            <li key={`dots-${index}`} className="ui-pagination__dots" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                className="ui-pagination__button"
                aria-label={MESSAGES.pageNumber(item)}
                aria-current={item === current ? 'page' : undefined}
                onClick={() => {
                  if (item !== current) goTo(item);
                }}
              >
                {item}
              </button>
            </li>
          ),
        )}
        <li className="ui-pagination__step">
          <button
            type="button"
            className="ui-pagination__button"
            aria-label={MESSAGES.nextPage}
            disabled={current >= total}
            onClick={() => goTo(current + 1)}
          >
            <ChevronRightIcon />
          </button>
        </li>
      </ul>
    </nav>
  );
}
