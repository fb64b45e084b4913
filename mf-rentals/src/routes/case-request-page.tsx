/**
 * /rentals/active/retour/{id} and /rentals/active/repair/{id} (level 2): the server's
 * permission check first (RENTAL-STOP, REPAIR-RENTAL), whose failure message replaces the
 * form; on success back to the case details with a message.
 */
import { MESSAGES, RENTALS_TEXTS as TEXTS } from '@portal/shared/rules';
import { ButtonLink, ChevronLeftIcon, flashState } from '@portal/shared/ui';
import { RepairReportForm } from '@portal/shared/ui/forms';
import { AreaPage } from '@portal/shared/ui/lists';
import { useRentalsPaths } from '../components/rentals-paths';
import { casePath, RENTAL_ROUTES } from '../config/rental-routes';
import { PermissionGate } from '@portal/shared/ui';
import { RequireRoute } from '@portal/shared/remote';
import { RetourFlow } from '../features/retour/components/retour-flow';
import { NotFoundPage } from './not-found-page';
import { useCaseId } from './use-case-id';

export function CaseRequestPage({ kind }: { kind: 'retour' | 'repair' }) {
  const rentalCaseId = useCaseId();
  const { to, go } = useRentalsPaths();
  if (rentalCaseId === null) return <NotFoundPage />;
  const detailsPath = casePath('active', 'details', rentalCaseId);
  const done = () =>
    go(detailsPath, {
      state: flashState(kind === 'retour' ? MESSAGES.retourSent : MESSAGES.repairSent),
    });
  return (
    <AreaPage
      title={kind === 'retour' ? TEXTS.retourTitle : TEXTS.repairTitle}
      subtitle={TEXTS.caseTitle(rentalCaseId)}
    >
      <div>
        <ButtonLink to={to(detailsPath)} variant="link" icon={<ChevronLeftIcon />}>
          {TEXTS.backToCase}
        </ButtonLink>
      </div>
      <RequireRoute route={kind === 'retour' ? RENTAL_ROUTES.retour : RENTAL_ROUTES.repair}>
        <PermissionGate
          sourceId={rentalCaseId}
          requestType={kind === 'retour' ? 'RENTAL-STOP' : 'REPAIR-RENTAL'}
        >
          {kind === 'retour' ? (
            <RetourFlow rentalCaseId={rentalCaseId} onSubmitted={done} />
          ) : (
            <RepairReportForm
              sourceId={rentalCaseId}
              requestType="REPAIR-RENTAL"
              submitLabel={TEXTS.submitRepair}
              onSubmitted={done}
            />
          )}
        </PermissionGate>
      </RequireRoute>
    </AreaPage>
  );
}
