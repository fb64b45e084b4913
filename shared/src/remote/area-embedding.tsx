/**
 * What the portal's shell gives an area, for an area outside it: a partner's Module
 * Federation host, its single-spa lifecycles, its dev page (ARCHITECTURE.md "Sharing").
 * From the host's props (TAreaHostProps) it configures the API client, and it provides a
 * query client, the session and a router, each only where the host has none: an area
 * rendered inside a host's router or QueryClientProvider uses the host's (the libraries
 * are Module Federation singletons, so they are the host's own instances). With
 * `getToken` the session is the host's user, as identify describes it; without, the
 * portal's stored session (same origin: the dev page). Inside the portal's shell
 * createAreaApp renders the area without it.
 */
import {
  QueryClient,
  QueryClientContext,
  QueryClientProvider,
  useQuery,
} from '@tanstack/react-query';
import { useContext, useState, type ReactNode } from 'react';
import { BrowserRouter, MemoryRouter, useInRouterContext } from 'react-router-dom';
import { callApi, configureApiClient, isApiError } from '@portal/shared/client';
import { identifyCall, type TAreaHostProps } from '@portal/shared/contract';
import { MESSAGES } from '@portal/shared/rules';
import {
  HostSessionProvider,
  SessionProvider,
  StatusPanel,
  useOptionalSession,
} from '@portal/shared/ui';
import { AreaStyleScope } from './area-style-scope.js';

type TAreaEmbeddingProps = TAreaHostProps & { children: ReactNode };

/** The query client of an area outside a host's QueryClientProvider. */
export function createAreaQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
  });
}

/** The host's user: identify with the host's token, then a session that is the host's. */
function HostSession({
  getToken,
  children,
}: {
  getToken: () => string | null;
  children: ReactNode;
}) {
  const identity = useQuery({
    queryKey: ['area-embedding', 'identify'],
    queryFn: ({ signal }) => callApi(identifyCall, { signal }),
    staleTime: Infinity,
    retry: false,
  });
  const token = getToken();
  const answer = identity.data?.response;
  if (identity.isPending) return <StatusPanel type="loading" />;
  if (!token || !answer) {
    const isExpired = isApiError(identity.error) && identity.error.status === 'SESSION_EXPIRED';
    return (
      <StatusPanel
        type="inline-error"
        title={MESSAGES.errorTitle}
        message={isExpired || !token ? MESSAGES.sessionExpired : MESSAGES.fetchFailed}
      />
    );
  }
  return <HostSessionProvider auth={{ ...answer, token }}>{children}</HostSessionProvider>;
}

export default function AreaEmbedding({
  basename,
  apiBaseUrl,
  getToken,
  onSessionExpired,
  history = 'browser',
  children,
}: TAreaEmbeddingProps) {
  // why: set while rendering, before the area's first query; the same values again on a
  // later render change nothing. Each area bundles its own client outside the portal.
  configureApiClient({
    ...(apiBaseUrl ? { baseUrl: apiBaseUrl } : {}),
    ...(getToken ? { getToken } : {}),
    ...(onSessionExpired ? { onSessionExpired } : {}),
  });
  const hostClient = useContext(QueryClientContext);
  const [ownClient] = useState(() => (hostClient ? null : createAreaQueryClient()));
  const hostSession = useOptionalSession();
  const isInRouter = useInRouterContext();

  let content = children;
  if (!hostSession) {
    content = getToken ? (
      <HostSession getToken={getToken}>{content}</HostSession>
    ) : (
      <SessionProvider>{content}</SessionProvider>
    );
  }
  if (ownClient) content = <QueryClientProvider client={ownClient}>{content}</QueryClientProvider>;
  if (!isInRouter) {
    const base = basename ?? '/';
    content =
      history === 'memory' ? (
        <MemoryRouter basename={base} initialEntries={[base]}>
          {content}
        </MemoryRouter>
      ) : (
        <BrowserRouter basename={base}>{content}</BrowserRouter>
      );
  }
  return <AreaStyleScope>{content}</AreaStyleScope>;
}
