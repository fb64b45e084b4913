/**
 * The visible navigation of the top-menu areas (issue 9 point 10, LOOK-AND-WORDS): the
 * stored main menu (the areas this user may open) with an icon and a label each. On a
 * phone it is a bar at the bottom of the screen, in thumb reach, with at most five items:
 * when there are more, the fifth is 'Meer' and opens the rest above it. On a wide screen
 * the same items sit in a row beside the logo. The active area is the item whose path is
 * the longest prefix of the address.
 */
import type { TMenuItem } from '@portal/shared/client';
import { SHELL_TEXTS as TEXTS } from '@portal/shared/rules';
import {
  BedIcon,
  BoxIcon,
  ChartIcon,
  ClipboardIcon,
  HomeIcon,
  ListIcon,
  MoreIcon,
  ScanIcon,
  WheelchairIcon,
  type TIcon,
} from '@portal/shared/ui';
import { useId } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useDisclosure } from './use-disclosure';

/** Items a phone's bottom bar holds. */
export const BOTTOM_BAR_MAX = 5;

const AREA_ICONS: Record<string, TIcon> = {
  '/home': HomeIcon,
  '/scan': ScanIcon,
  '/rentals': BedIcon,
  '/articles': WheelchairIcon,
  '/articles/depot': BoxIcon,
  '/requests': ClipboardIcon,
  '/management': ChartIcon,
};

/** The item of `items` the address belongs to: the longest path that prefixes it. */
export function activeItemPath(pathname: string, items: readonly TMenuItem[]): string | null {
  let best: string | null = null;
  for (const item of items) {
    const isUnder = pathname === item.path || pathname.startsWith(`${item.path}/`);
    if (isUnder && (best === null || item.path.length > best.length)) best = item.path;
  }
  return best;
}

/**
 * The items the bottom bar shows and those behind 'Meer'. The active area is always on the
 * bar itself, in the last slot before 'Meer' (issue 38: 'Leveren uit depot' lit 'Meer' while
 * the trail said 'In depot'), so the bar and the trail name the same area.
 */
export function splitBottomBar(
  items: readonly TMenuItem[],
  active: string | null,
): { shown: readonly TMenuItem[]; rest: readonly TMenuItem[] } {
  if (items.length <= BOTTOM_BAR_MAX) return { shown: items, rest: [] };
  const shown = items.slice(0, BOTTOM_BAR_MAX - 1);
  const rest = items.slice(BOTTOM_BAR_MAX - 1);
  const activeInRest = rest.find((item) => item.path === active);
  if (!activeInRest) return { shown, rest };
  const bar = [...shown.slice(0, -1), activeInRest];
  return { shown: bar, rest: items.filter((item) => !bar.includes(item)) };
}

function AreaLink({
  item,
  isActive,
  isShort,
  onChoose,
}: {
  item: TMenuItem;
  isActive: boolean;
  isShort: boolean;
  onChoose?: () => void;
}) {
  const Icon = AREA_ICONS[item.path] ?? ListIcon;
  const label = isShort ? (TEXTS.areaNavShort[item.path] ?? item.title) : item.title;
  return (
    <Link
      to={item.path}
      className="area-nav__link"
      aria-current={isActive ? 'page' : undefined}
      onClick={onChoose}
    >
      <Icon size="1.5rem" />
      <span className="area-nav__label">{label}</span>
    </Link>
  );
}

/** The row of areas beside the logo (wide screens). */
export function TopAreaNav({ items }: { items: readonly TMenuItem[] }) {
  const { pathname } = useLocation();
  const active = activeItemPath(pathname, items);
  if (items.length === 0) return null;
  return (
    <nav className="area-nav area-nav--top" aria-label={TEXTS.areaNavLabel}>
      <ul className="area-nav__list">
        {items.map((item) => (
          <li key={item.path}>
            <AreaLink item={item} isActive={item.path === active} isShort={false} />
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The bottom bar in thumb reach (phones and tablets). */
export function BottomAreaNav({ items }: { items: readonly TMenuItem[] }) {
  const { pathname } = useLocation();
  const active = activeItemPath(pathname, items);
  const {
    isOpen: isMoreOpen,
    setIsOpen: setIsMoreOpen,
    rootRef: root,
    toggleRef: toggle,
  } = useDisclosure<HTMLElement>();
  const moreId = useId();
  const hasMore = items.length > BOTTOM_BAR_MAX;
  const { shown, rest } = splitBottomBar(items, active);

  if (items.length === 0) return null;
  return (
    <nav ref={root} className="area-nav area-nav--bottom" aria-label={TEXTS.areaNavLabel}>
      <ul className="area-nav__list">
        {shown.map((item) => (
          <li key={item.path}>
            <AreaLink item={item} isActive={item.path === active} isShort />
          </li>
        ))}
        {hasMore ? (
          <li>
            <button
              ref={toggle}
              type="button"
              className="area-nav__link"
              aria-expanded={isMoreOpen}
              aria-controls={moreId}
              onClick={() => setIsMoreOpen((open) => !open)}
            >
              <MoreIcon size="1.5rem" />
              <span className="area-nav__label">{TEXTS.areaNavMore}</span>
            </button>
          </li>
        ) : null}
      </ul>
      {hasMore ? (
        <ul id={moreId} className="area-nav__more" hidden={!isMoreOpen}>
          {rest.map((item) => (
            <li key={item.path}>
              <AreaLink
                item={item}
                isActive={item.path === active}
                isShort={false}
                onChoose={() => setIsMoreOpen(false)}
              />
            </li>
          ))}
        </ul>
      ) : null}
    </nav>
  );
}
