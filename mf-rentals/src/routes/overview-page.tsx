// /rentals/active, /rentals/waiting, /rentals/archive: one overview tab.
import type { TRentalTab } from '@portal/shared/contract';
import { useDocumentTitle } from '../components/use-document-title';
import { RentalCasesList } from '../features/rental-cases/components/rental-cases-list';
import { TEXTS } from '../texts';

export function OverviewPage({ tab }: { tab: TRentalTab }) {
  useDocumentTitle(`${TEXTS.areaTitle} – ${TEXTS.tabs[tab]}`);
  // why: a key per tab, so the filters and page of one tab never leak into another.
  return <RentalCasesList key={tab} tab={tab} />;
}
