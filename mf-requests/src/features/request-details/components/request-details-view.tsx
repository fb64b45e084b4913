/**
 * The details of one customer request (spec 001 §2.6): status, type, id, created date,
 * entered by, contact, handled by (only when present), the submitted fields as sanitised
 * HTML under their own titles, the files sent with it (photos shown, every file
 * downloadable) and the process history (Datum, Actie, Omschrijving).
 */
import type { TCustomerRequestDetails, TProcessStep } from '@portal/shared/contract/requests';
import { formatDateTime, MESSAGES, tableRoute } from '@portal/shared/rules';
import { usePermissions } from '@portal/shared/ui';
import { Link } from 'react-router-dom';
import {
  Fact,
  FactGrid,
  RequestStatusBadge,
  ResponsiveList,
  type TListColumn,
} from '@portal/shared/ui/lists';
import { requestTypeLabel } from '../../../components/request-labels';
import { RequestFiles } from './request-files';
import { SafeHtml } from '@portal/shared/ui/safe-html';

type TNumberedStep = TProcessStep & { index: number };

const PROCESS_COLUMNS: TListColumn<TNumberedStep>[] = [
  {
    key: 'date',
    header: MESSAGES.requestProcessDate,
    render: (step) => formatDateTime(step.date),
  },
  { key: 'action', header: MESSAGES.requestProcessAction, render: (step) => step.action },
  { key: 'message', header: MESSAGES.requestProcessMessage, render: (step) => step.message },
];

const DEPOT_CASE = tableRoute('/articles/depot-pending/details/:depotCaseId');

/**
 * The depot order a request made (issue 38), under 'Opdrachten' (the order's page moves
 * to 'Archief' itself when it is finished); plain text without access to the orders.
 */
function DepotCaseLink({ depotCaseId }: { depotCaseId: number }) {
  const { may } = usePermissions();
  const text = MESSAGES.requestDepotCaseLink(depotCaseId);
  return may(DEPOT_CASE) ? (
    <Link to={`${DEPOT_CASE.path}/${depotCaseId}`} className="requests-details__link">
      {text}
    </Link>
  ) : (
    <>{text}</>
  );
}

export function RequestDetailsView({ details }: { details: TCustomerRequestDetails }) {
  const customFields = Object.entries(details.customData);
  return (
    <div className="requests-details">
      <section className="ui-card requests-details__card" aria-labelledby="requests-summary">
        <h2 id="requests-summary" className="requests-details__heading">
          {details.title}
        </h2>
        <FactGrid>
          <Fact label={MESSAGES.requestFieldStatus}>
            <RequestStatusBadge status={details.status} />
          </Fact>
          <Fact label={MESSAGES.requestFieldType}>{requestTypeLabel(details.type)}</Fact>
          <Fact label={MESSAGES.requestFieldId}>{details.customerRequestId}</Fact>
          <Fact label={MESSAGES.requestFieldCreated}>{formatDateTime(details.createDate)}</Fact>
          <Fact label={MESSAGES.requestFieldUser}>{details.user ?? ''}</Fact>
          <Fact label={MESSAGES.requestFieldContact}>{details.contact ?? ''}</Fact>
          {details.employee ? (
            <Fact label={MESSAGES.requestFieldEmployee}>{details.employee}</Fact>
          ) : null}
          {details.depotCaseId !== null ? (
            <Fact label={MESSAGES.requestFieldDepotCase}>
              <DepotCaseLink depotCaseId={details.depotCaseId} />
            </Fact>
          ) : null}
        </FactGrid>
      </section>

      {customFields.length > 0 ? (
        <section className="ui-card requests-details__card" aria-labelledby="requests-data">
          <h2 id="requests-data" className="requests-details__heading">
            {MESSAGES.requestSubmittedData}
          </h2>
          {customFields.map(([key, field]) => (
            <div key={key} className="requests-details__custom">
              <h3 className="requests-details__custom-title">{field.title}</h3>
              <SafeHtml html={field.value} className="requests-details__custom-value" />
            </div>
          ))}
        </section>
      ) : null}

      <RequestFiles files={details.files} />

      {details.process.length > 0 ? (
        <section className="requests-details__process" aria-labelledby="requests-process">
          <h2 id="requests-process" className="requests-details__heading">
            {MESSAGES.requestProcessTitle}
          </h2>
          <ResponsiveList
            columns={PROCESS_COLUMNS}
            rows={details.process.map((step, index) => ({ ...step, index }))}
            getRowKey={(step) => step.index}
            caption={MESSAGES.requestProcessTitle}
          />
        </section>
      ) : null}
    </div>
  );
}
