/** The tab bar of list pages (spec 000 §2.3): links from a list of { path, title }. */
import { NavLink } from 'react-router-dom';
import { MESSAGES } from '../../rules/messages.js';
import './list.css';

/** One tab. */
export type TTab = { path: string; title: string };

/** Props of TabBar. */
export type TTabBarProps = { tabs: readonly TTab[]; label?: string; className?: string };

/** Navigation links styled as tabs; the current one has aria-current="page". */
export function TabBar({ tabs, label = MESSAGES.tabs, className }: TTabBarProps) {
  if (tabs.length === 0) return null;
  return (
    <nav className={['ui-tabs', className].filter(Boolean).join(' ')} aria-label={label}>
      <ul className="ui-tabs__list">
        {tabs.map((tab) => (
          <li key={tab.path}>
            <NavLink to={tab.path} className="ui-tabs__link">
              {tab.title}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
