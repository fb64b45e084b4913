/**
 * /noaccess (spec 000 §4): the message that came with the navigation, else the forbidden
 * text; then (ours, issue 38) which right is missing, named after the page that was refused
 * (the navigation's `from`), and who gives it: the organisation's administrators
 * (GET /global/administrators) with their e-mail addresses; and the way home.
 */
import { callApi } from '@portal/shared/client';
import { getAdministratorsCall } from '@portal/shared/contract';
import { matchRouteEntry, MESSAGES, SHELL_TEXTS as TEXTS } from '@portal/shared/rules';
import { ButtonLink, FlashMessage, HomeIcon, readFlash } from '@portal/shared/ui';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import { pageTitleOf } from '../navigation/derived-views';

/** The refused page's address from navigation state (`{ from: '/rentals/...' }`), or null. */
export function refusedPath(state: unknown): string | null {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : null;
}

/** The right a page asks for: its title, its area's title and its level; null if unknown. */
export function missingRight(path: string | null): string | null {
  if (path === null) return null;
  const entry = matchRouteEntry(path);
  if (!entry || entry.level < 1) return null;
  const areaPath = `/${path.split('/').filter(Boolean)[0] ?? ''}`;
  const area = matchRouteEntry(areaPath)?.title ?? null;
  return TEXTS.noAccessRight(entry.title, area, entry.level);
}

function Administrators() {
  const query = useQuery({
    queryKey: ['shell', 'administrators'] as const,
    queryFn: async () => (await callApi(getAdministratorsCall)).response?.administrators ?? [],
    retry: false,
    staleTime: 5 * 60_000,
  });
  const administrators = query.data ?? [];
  if (query.status === 'pending') return null;
  if (administrators.length === 0) return <p>{TEXTS.noAccessAskAdministrator}</p>;
  return (
    <div className="no-access__who">
      <p>{TEXTS.noAccessWhoGives}</p>
      <ul className="no-access__list">
        {administrators.map((administrator) => (
          <li key={administrator.email}>
            {administrator.fullName}{' '}
            <a className="no-access__mail" href={`mailto:${administrator.email}`}>
              {administrator.email}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function NoAccessPage() {
  const location = useLocation();
  const flash = readFlash(location.state) ?? {
    message: MESSAGES.forbidden,
    type: 'error' as const,
  };
  const right = missingRight(refusedPath(location.state));
  return (
    <div className="ui-stack page">
      <h1>{pageTitleOf('/noaccess')}</h1>
      <FlashMessage
        type={flash.type}
        message={flash.message}
        facts={right ? [{ label: TEXTS.noAccessMissingRight, value: right }] : undefined}
      />
      <Administrators />
      <div>
        <ButtonLink to="/home" variant="primary" icon={<HomeIcon />} className="no-access__home">
          {TEXTS.noAccessHome}
        </ButtonLink>
      </div>
    </div>
  );
}
