/**
 * The tab bar of list and case pages (spec 000 §2.3): links from a list of { path, title }.
 * Tabs that do not fit one line wrap onto the next, so every label is whole (issue 38); only
 * a single label wider than the screen scrolls, with a fade and an arrow on the side where
 * more waits, and the active tab is scrolled into view on every page change.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { MESSAGES } from '../../rules/catalogue/messages.js';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons/icons.js';
import './tab-bar.css';

/** One tab. */
export type TTab = { path: string; title: string };

/** Props of TabBar. */
export type TTabBarProps = { tabs: readonly TTab[]; label?: string; className?: string };

type TOverflow = { start: boolean; end: boolean };

/** Navigation links styled as tabs; the current one has aria-current="page". */
export function TabBar({ tabs, label = MESSAGES.tabs, className }: TTabBarProps) {
  const list = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();
  const [overflow, setOverflow] = useState<TOverflow>({ start: false, end: false });

  const measure = useCallback(() => {
    const box = list.current;
    if (!box) return;
    const next = {
      start: box.scrollLeft > 1,
      end: box.scrollLeft + box.clientWidth < box.scrollWidth - 1,
    };
    setOverflow((current) =>
      current.start === next.start && current.end === next.end ? current : next,
    );
  }, []);

  useLayoutEffect(() => {
    const box = list.current;
    const active = box?.querySelector<HTMLElement>('[aria-current="page"]');
    if (box && active) {
      const left = active.offsetLeft;
      const right = left + active.offsetWidth;
      if (left < box.scrollLeft) box.scrollLeft = left;
      else if (right > box.scrollLeft + box.clientWidth) box.scrollLeft = right - box.clientWidth;
    }
    measure();
  }, [pathname, tabs, measure]);

  useEffect(() => {
    const box = list.current;
    if (!box || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    return () => observer.disconnect();
  }, [measure]);

  if (tabs.length === 0) return null;
  return (
    <nav
      className={['ui-tabs', className].filter(Boolean).join(' ')}
      aria-label={label}
      data-more-start={overflow.start}
      data-more-end={overflow.end}
    >
      <ul ref={list} className="ui-tabs__list" onScroll={measure}>
        {tabs.map((tab) => (
          <li key={tab.path}>
            <NavLink to={tab.path} className="ui-tabs__link">
              {tab.title}
            </NavLink>
          </li>
        ))}
      </ul>
      <span className="ui-tabs__more ui-tabs__more--start" aria-hidden="true">
        <ChevronLeftIcon size="1.25rem" />
      </span>
      <span className="ui-tabs__more ui-tabs__more--end" aria-hidden="true">
        <ChevronRightIcon size="1.25rem" />
      </span>
    </nav>
  );
}
