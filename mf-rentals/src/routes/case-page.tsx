/**
 * The pages of one rental case: 'Dossier {id}' with tabs Details, Facturen, Documenten and,
 * on active cases for users who may act, Acties (spec 001 §2.3). Waiting and archive
 * cases have details, invoices and documents only. Details and Acties show the case's
 * running requests first (issue 38: the repair she just reported, its date and status);
 * Acties names the room and the client above its tiles (issue 38: the bed in room 102).
 *
 * The case's details decide the frame (issue 9 point 13): a case the server does not give
 * (missing, or another organisation's) shows its message without any tabs; a case shown
 * under a tab that is not its status's (an 'In behandeling' case under /rentals/active)
 * moves to the same page under its own tab, so crumbs and tabs tell the truth.
 */
import type { TRentalStatus, TRentalTab } from '@portal/shared/contract/rentals';
import { RENTALS_TEXTS as TEXTS } from '@portal/shared/rules';
import { ButtonLink, NavigationFlash, StatusPanel, Tile, TileGrid } from '@portal/shared/ui';
import { RunningRequests, TabBar, type TTab } from '@portal/shared/ui/lists';
import { Navigate, useLocation } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { TruckIcon, WrenchIcon } from '@portal/shared/ui';
import { AreaPage } from '@portal/shared/ui/lists';
import { useRentalsPaths } from '../components/rentals-paths';
import { usePermissions } from '@portal/shared/ui';
import { RequireRoute } from '@portal/shared/remote';
import { casePath, RENTAL_ROUTES, type TCasePage } from '../config/rentals-routes';
import { getRentalDetailsQueryOptions } from '../features/rental-details/api/get-rental-details';
import {
  RentalDetailsView,
  RentalPlaceList,
} from '../features/rental-details/components/rental-details-view';
import { RentalDocuments } from '../features/rental-documents/components/rental-documents';
import { RentalInvoices } from '../features/rental-invoices/components/rental-invoices';
import { NotFoundPage } from './not-found-page';
import { useCaseId } from './use-case-id';

type TCaseView = TCasePage | 'actions';

const PAGES: readonly TCasePage[] = ['details', 'invoices', 'documents'];

/** The overview tab a case of this status belongs under. */
export const TAB_OF_STATUS: Record<TRentalStatus, TRentalTab> = {
  ACTIVE: 'active',
  WAITING: 'waiting',
  ENDED: 'archive',
};

export function CasePage({ tab, view }: { tab: TRentalTab; view: TCaseView }) {
  const rentalCaseId = useCaseId();
  const { may } = usePermissions();
  const { to } = useRentalsPaths();
  const { state } = useLocation();
  // why: the case's article names the page under its number; the details tab shares it.
  const details = useQuery({
    ...getRentalDetailsQueryOptions(rentalCaseId ?? 0),
    enabled: rentalCaseId !== null,
  });
  if (rentalCaseId === null) return <NotFoundPage />;
  const title = TEXTS.caseTitle(rentalCaseId);
  if (details.status === 'pending') {
    return (
      <AreaPage title={title}>
        <NavigationFlash />
        <StatusPanel type="loading" />
      </AreaPage>
    );
  }
  if (details.status === 'error') {
    return (
      <AreaPage title={title}>
        <NavigationFlash />
        <StatusPanel type="inline-error" message={details.error.message} />
        <div>
          <ButtonLink to={to(RENTAL_ROUTES[tab].path)} variant="secondary">
            {TEXTS.backToList}
          </ButtonLink>
        </div>
      </AreaPage>
    );
  }
  const ownTab = TAB_OF_STATUS[details.data.status];
  if (ownTab !== tab) {
    // why: Acties exist for active cases only; elsewhere the case opens on its details.
    const page = view === 'actions' ? 'details' : view;
    return <Navigate to={to(casePath(ownTab, page, rentalCaseId))} replace state={state} />;
  }

  const tabs: TTab[] = PAGES.map((page) => ({
    path: to(casePath(tab, page, rentalCaseId)),
    title: TEXTS.caseTabs[page],
  }));
  if (tab === 'active' && may(RENTAL_ROUTES.caseActions)) {
    // why: second, so the actions a carer needs at the bed stay in view on a 360px phone.
    tabs.splice(1, 0, {
      path: to(casePath(tab, 'actions', rentalCaseId)),
      title: TEXTS.caseTabs.actions,
    });
  }

  return (
    <AreaPage title={title} subtitle={details.data.articleName}>
      <NavigationFlash />
      <TabBar tabs={tabs} label={TEXTS.caseTabsLabel} className="rentals-case-tabs" />
      <div className="rentals-case__body">
        {view === 'details' || view === 'actions' ? (
          <RunningRequests subject="rentalCase" subjectId={rentalCaseId} />
        ) : null}
        {view === 'details' ? <RentalDetailsView rentalCaseId={rentalCaseId} /> : null}
        {view === 'invoices' ? <RentalInvoices rentalCaseId={rentalCaseId} /> : null}
        {view === 'documents' ? <RentalDocuments tab={tab} rentalCaseId={rentalCaseId} /> : null}
        {view === 'actions' ? (
          <RequireRoute route={RENTAL_ROUTES.caseActions}>
            <RentalPlaceList details={details.data} />
            <CaseActions rentalCaseId={rentalCaseId} />
          </RequireRoute>
        ) : null}
      </div>
    </AreaPage>
  );
}

function CaseActions({ rentalCaseId }: { rentalCaseId: number }) {
  const { may } = usePermissions();
  const { to } = useRentalsPaths();
  const tiles = [
    may(RENTAL_ROUTES.retour) ? (
      <Tile
        key="retour"
        to={to(casePath('active', 'retour', rentalCaseId))}
        title={TEXTS.retourTitle}
        description={TEXTS.retourDescription}
        icon={<TruckIcon />}
      />
    ) : null,
    may(RENTAL_ROUTES.repair) ? (
      <Tile
        key="repair"
        to={to(casePath('active', 'repair', rentalCaseId))}
        title={TEXTS.repairTitle}
        description={TEXTS.repairDescription}
        icon={<WrenchIcon />}
      />
    ) : null,
  ].filter(Boolean);
  if (tiles.length === 0) return <StatusPanel type="noData" />;
  return <TileGrid label={TEXTS.caseTabs.actions}>{tiles}</TileGrid>;
}
