/**
 * The area's tabs (ours: the spec names the pages, not how to go between them):
 * Facturen, Overzichten and Verhuurkosten, each only for a user who may open its route.
 */
import { MANAGEMENT_TEXTS } from '@portal/shared/rules/management-texts';
import { usePermissions } from '@portal/shared/ui';
import { TabBar, type TTab } from '@portal/shared/ui/lists';
import { MANAGEMENT_PAGES } from '../config/management-routes';
import { useManagementPaths } from './management-paths';

const TABS = [
  { page: 'invoices', title: MANAGEMENT_TEXTS.ui.tabs.invoices },
  { page: 'overviews', title: MANAGEMENT_TEXTS.ui.tabs.overviews },
  { page: 'rentalCost', title: MANAGEMENT_TEXTS.ui.tabs.rentalCost },
] as const;

/** The tabs the user may open; none when only one is left (nothing to go between). */
export function useManagementTabs(): TTab[] {
  const { may } = usePermissions();
  const { to } = useManagementPaths();
  const tabs = TABS.filter((tab) => may(MANAGEMENT_PAGES[tab.page])).map((tab) => ({
    path: to(MANAGEMENT_PAGES[tab.page].path),
    title: tab.title,
  }));
  return tabs.length > 1 ? tabs : [];
}

export function ManagementTabs() {
  const tabs = useManagementTabs();
  return tabs.length > 0 ? <TabBar tabs={tabs} label={MANAGEMENT_TEXTS.areaTitle} /> : null;
}
