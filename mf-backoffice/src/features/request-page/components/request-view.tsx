/**
 * A request as the staff see it: the facts (organisation, type, status, submitted, the SLA
 * target, who entered it, the contact, who handles it, what it concerns), everything the
 * customer entered (as sanitised HTML, the details' own), the files sent with it and the
 * history (Datum, Actie, Omschrijving).
 */
import type { TBackOfficeRequest } from '@portal/shared/contract/backoffice';
import { formatDateTime } from '@portal/shared/rules';
import { BACKOFFICE_TEXTS } from '@portal/shared/rules/backoffice-texts';
import { Badge, Fact, FactGrid, ResponsiveList, type TListColumn } from '@portal/shared/ui/lists';
import { requestStatusLabel, requestTypeLabel } from '../../../components/request-labels';
import { SafeHtml } from '@portal/shared/ui/safe-html';
import { SlaClock } from '../../../components/sla-clock';

const T = BACKOFFICE_TEXTS;

type TStep = TBackOfficeRequest['process'][number] & { index: number };

const HISTORY_COLUMNS: TListColumn<TStep>[] = [
  {
    key: 'date',
    header: T.history.date,
    card: 'fact',
    kind: 'date',
    render: (step) => formatDateTime(step.date),
  },
  { key: 'action', header: T.history.action, card: 'title', render: (step) => step.action },
  { key: 'message', header: T.history.message, card: 'fact', render: (step) => step.message },
];

function subjectText(subject: TBackOfficeRequest['subject']): string {
  if (!subject) return '';
  return subject.kind === 'rentalCase'
    ? T.subjectRentalCase(subject.id)
    : T.subjectProduct(subject.id);
}

export function RequestFacts({ request }: { request: TBackOfficeRequest }) {
  return (
    <section className="ui-card backoffice-card" aria-labelledby="backoffice-facts">
      <h2 id="backoffice-facts" className="backoffice-card__heading">
        {T.sections.facts}
      </h2>
      <FactGrid>
        <Fact label={T.facts.organisation}>{request.organisation}</Fact>
        <Fact label={T.facts.type}>
          {requestTypeLabel(request.type)}
          {request.isUrgent ? (
            <>
              {' '}
              <Badge tone="danger">{T.urgency.URGENT}</Badge>
            </>
          ) : null}
        </Fact>
        <Fact label={T.facts.status}>{requestStatusLabel(request.status)}</Fact>
        <Fact label={T.facts.submitted}>{formatDateTime(request.createDate)}</Fact>
        <Fact label={T.facts.due}>
          {formatDateTime(request.dueAt)} <SlaClock dueAt={request.dueAt} status={request.status} />
        </Fact>
        <Fact label={T.facts.user}>{request.user ?? ''}</Fact>
        <Fact label={T.facts.contact}>{request.contact ?? ''}</Fact>
        <Fact label={T.facts.assignee}>{request.assignee ?? T.nobody}</Fact>
        {request.subject ? (
          <Fact label={T.facts.subject}>{subjectText(request.subject)}</Fact>
        ) : null}
      </FactGrid>
    </section>
  );
}

export function RequestEntered({ request }: { request: TBackOfficeRequest }) {
  if (request.fields.length === 0 && request.files.length === 0) return null;
  return (
    <section className="ui-card backoffice-card" aria-labelledby="backoffice-entered">
      <h2 id="backoffice-entered" className="backoffice-card__heading">
        {T.sections.entered}
      </h2>
      <dl className="backoffice-fields">
        {request.fields.map((field) => (
          <div key={field.key} className="backoffice-fields__item">
            <dt>{field.title}</dt>
            <dd>
              <SafeHtml html={field.value} />
            </dd>
          </div>
        ))}
      </dl>
      {request.files.length > 0 ? (
        <>
          <h3 className="backoffice-card__subheading">{T.sections.files}</h3>
          <ul className="backoffice-files">
            {request.files.map((file) => (
              <li key={file.guid}>{file.fileName}</li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

export function RequestHistory({ request }: { request: TBackOfficeRequest }) {
  if (request.process.length === 0) return null;
  return (
    <section className="backoffice-history" aria-labelledby="backoffice-history">
      <h2 id="backoffice-history" className="backoffice-card__heading">
        {T.sections.history}
      </h2>
      <ResponsiveList
        columns={HISTORY_COLUMNS}
        rows={request.process.map((step, index) => ({ ...step, index }))}
        getRowKey={(step) => step.index}
        caption={T.sections.history}
      />
    </section>
  );
}
