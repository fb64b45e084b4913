// /rentals/active, /rentals/waiting, /rentals/archive: one overview tab.
import type { TRentalTab } from '@portal/shared/contract';
import { RENTALS_TEXTS as TEXTS } from '@portal/shared/rules';
import { useDocumentTitle } from '../components/use-document-title';
import { RentalCasesList } from '../features/rental-cases/components/rental-cases-list';

export function OverviewPage({ tab }: { tab: TRentalTab }) {
  useDocumentTitle(`${TEXTS.areaTitle} – ${TEXTS.tabs[tab]}`);
  // why: a key per tab, so the filters and page of one tab never leak into another.
  return <RentalCasesList key={tab} tab={tab} />;
}
