// /rentals/active, /rentals/waiting, /rentals/archive: one overview tab.
import type { TRentalTab } from '@portal/shared/contract/rentals';
import { RENTALS_TEXTS as TEXTS } from '@portal/shared/rules';
import { usePageTitle } from '@portal/shared/ui';
import { RentalCasesList } from '../features/rental-cases/components/rental-cases-list';

export function OverviewPage({ tab }: { tab: TRentalTab }) {
  usePageTitle(TEXTS.tabs[tab]);
  // why: a key per tab, so the filters and page of one tab never leak into another.
  return <RentalCasesList key={tab} tab={tab} />;
}
