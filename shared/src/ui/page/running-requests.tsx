/**
 * The running requests of one rental case or aid on its own page (issue 38): what was
 * reported about it and is not finished yet (type, date, status), each a link to the
 * request's details under Aanvragen when the user may open them. Nothing is shown while
 * loading, offline or when none runs: the page is about the case, this is an addition.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { callApi } from '../../client/api-client.js';
import { requiredResponse } from '../../client/required-response.js';
import {
  getRunningRequestsCall,
  RUNNING_REQUESTS_LIMIT,
  type TRequestSubjectKind,
  type TRunningRequest,
} from '../../contract/requests.js';
import { MESSAGES } from '../../rules/catalogue/messages.js';
import { formatDate } from '../../rules/date-format.js';
import { tableRoute } from '../../rules/route-lookup.js';
import { usePermissions } from '../session/use-permissions.js';
import { RequestStatusBadge } from './request-status-badge.js';
import './page.css';

/** The query of a subject's running requests; a write about it may invalidate `queryKey`. */
export function getRunningRequestsQueryOptions(subject: TRequestSubjectKind, subjectId: number) {
  return queryOptions({
    queryKey: ['requests', 'running', subject, subjectId] as const,
    queryFn: async ({ signal }) => {
      const envelope = await callApi(getRunningRequestsCall, {
        params: { subject, subjectId },
        signal,
      });
      return requiredResponse(envelope.response).requests;
    },
    // why: the page is opened again right after a report about it; it must show at once.
    staleTime: 0,
  });
}

const DETAILS = {
  OPEN: tableRoute('/requests/open/details/:customerRequestId'),
  PROCESSING: tableRoute('/requests/processing/details/:customerRequestId'),
} as const;

function typeLabel(type: string): string {
  return (MESSAGES.requestTypeLabels as Record<string, string>)[type] ?? type;
}

export function RunningRequests({
  subject,
  subjectId,
}: {
  subject: TRequestSubjectKind;
  subjectId: number;
}) {
  const query = useQuery(getRunningRequestsQueryOptions(subject, subjectId));
  const requests = query.data ?? [];
  if (requests.length === 0) return null;
  return (
    <section className="ui-running-requests" aria-labelledby={`running-requests-${subjectId}`}>
      <h2 id={`running-requests-${subjectId}`} className="ui-running-requests__title">
        {MESSAGES.runningRequestsTitle}
      </h2>
      <ul className="ui-running-requests__list">
        {requests.map((request) => (
          <RunningRequestItem key={request.customerRequestId} request={request} />
        ))}
      </ul>
      {requests.length >= RUNNING_REQUESTS_LIMIT ? (
        <p className="ui-running-requests__more">
          {MESSAGES.runningRequestsMore(RUNNING_REQUESTS_LIMIT)}
        </p>
      ) : null}
    </section>
  );
}

function RunningRequestItem({ request }: { request: TRunningRequest }) {
  const { may } = usePermissions();
  const route = request.status === 'PROCESSING' ? DETAILS.PROCESSING : DETAILS.OPEN;
  const label = typeLabel(request.type);
  return (
    <li className="ui-running-requests__item">
      {may(route) ? (
        <Link
          to={`${route.path}/${request.customerRequestId}`}
          className="ui-running-requests__link"
          aria-label={MESSAGES.runningRequestLink(label, request.customerRequestId)}
        >
          {label}
        </Link>
      ) : (
        <span className="ui-running-requests__type">{label}</span>
      )}
      <span className="ui-running-requests__date">{formatDate(request.createDate)}</span>
      <RequestStatusBadge status={request.status} />
    </li>
  );
}
