/**
 * /rentals/active/retour/{id} and /rentals/active/repair/{id} (level 2): the server's
 * permission check first (RENTAL-STOP, REPAIR-RENTAL), whose failure message replaces the
 * form; on success back to the case details with a message that says what was sent, the
 * request number and 'Volg deze melding' (issue 38).
 */
import { formatDate, MESSAGES, RENTALS_TEXTS as TEXTS } from '@portal/shared/rules';
import { ButtonLink, ChevronLeftIcon, sentFlashState, useFollowPath } from '@portal/shared/ui';
import { RepairReportForm, type TSentRepairReport } from '@portal/shared/ui/forms';
import { AreaPage } from '@portal/shared/ui/lists';
import { useRentalsPaths } from '../components/rentals-paths';
import { casePath, RENTAL_ROUTES } from '../config/rentals-routes';
import { PermissionGate } from '@portal/shared/ui';
import { RequireRoute } from '@portal/shared/remote';
import { RetourFlow, type TSentRetour } from '../features/retour/components/retour-flow';
import { NotFoundPage } from './not-found-page';
import { useCaseId } from './use-case-id';

const FACTS = TEXTS.sentFacts;

/** A long description shows its start; the details page has all of it. */
function excerpt(text: string, max = 80): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

export function CaseRequestPage({ kind }: { kind: 'retour' | 'repair' }) {
  const rentalCaseId = useCaseId();
  const { to, go } = useRentalsPaths();
  const followPath = useFollowPath();
  if (rentalCaseId === null) return <NotFoundPage />;
  const detailsPath = casePath('active', 'details', rentalCaseId);
  const retourDone = (sent: TSentRetour) =>
    go(detailsPath, {
      state: sentFlashState(MESSAGES.retourSent, {
        customerRequestId: sent.customerRequestId,
        followPath: followPath(sent.customerRequestId),
        facts: [
          {
            label: sent.rentalCaseIds.length === 1 ? FACTS.case : FACTS.cases,
            value: sent.rentalCaseIds.map((id) => TEXTS.caseTitle(id)).join(', '),
          },
          { label: TEXTS.pickupDate, value: formatDate(sent.retourDate) },
        ],
      }),
    });
  const repairDone = (sent: TSentRepairReport) =>
    go(detailsPath, {
      state: sentFlashState(MESSAGES.repairSent, {
        customerRequestId: sent.customerRequestId,
        followPath: followPath(sent.customerRequestId),
        facts: [
          { label: FACTS.case, value: TEXTS.caseTitle(rentalCaseId) },
          { label: FACTS.description, value: excerpt(sent.description) },
          sent.fileCount > 0 ? { label: FACTS.files, value: String(sent.fileCount) } : null,
        ],
      }),
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
            <RetourFlow rentalCaseId={rentalCaseId} onSubmitted={retourDone} />
          ) : (
            <RepairReportForm
              sourceId={rentalCaseId}
              requestType="REPAIR-RENTAL"
              submitLabel={TEXTS.submitRepair}
              onSubmitted={repairDone}
            />
          )}
        </PermissionGate>
      </RequireRoute>
    </AreaPage>
  );
}
