/**
 * Test helpers: the depot area as the shell mounts it (/articles/*, with a session, a query
 * client and a router; any other address renders 'elders'), and fetch answered by
 * 'METHOD /path' (below /Rest/Pwa).
 */
import { authStorage } from '@portal/shared/client';
import type { TPermissions } from '@portal/shared/contract';
import { SessionProvider } from '@portal/shared/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import DepotRoutes from '../routes/depot-routes';

export type TRecordedCall = {
  method: string;
  path: string;
  body: unknown;
  headers: Record<string, string>;
};

type TAnswer = { status?: number; body: unknown } | Response;
type TResponder = (call: TRecordedCall) => TAnswer | Promise<TAnswer>;

/** Stubs fetch: `routes` maps 'METHOD /path' to a responder or an answer; others are 404. */
export function mockApi(routes: Record<string, TResponder | TAnswer>) {
  const calls: TRecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input.toString();
    const path = url.replace(/^.*\/Rest\/Pwa/, '');
    const method = init?.method ?? 'GET';
    const call: TRecordedCall = {
      method,
      path,
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      headers: (init?.headers ?? {}) as Record<string, string>,
    };
    calls.push(call);
    const responder = routes[`${method} ${path}`];
    if (!responder)
      return new Response(JSON.stringify({ status: 'error', message: 'Niet gevonden' }), {
        status: 404,
      });
    const answer = typeof responder === 'function' ? await responder(call) : responder;
    if (answer instanceof Response) return answer;
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

/** A success envelope around `response`. */
export function ok(response: unknown): TAnswer {
  return { body: { status: 'success', message: null, response } };
}

/** An error envelope with the server's message. */
export function refused(message: string): TAnswer {
  return { body: { status: 'error', message, response: null } };
}

/** The router location, for asserting navigation (kept up to date by LocationProbe). */
export const currentLocation: { pathname: string; state: unknown } = { pathname: '', state: null };

function LocationProbe() {
  const location = useLocation();
  useEffect(() => {
    currentLocation.pathname = location.pathname;
    currentLocation.state = location.state;
  }, [location]);
  return null;
}

/** Renders the depot area at `path` (under /articles/*), signed in with `permissions`. */
export function renderArea(
  path: string | { pathname: string; state?: unknown },
  permissions: TPermissions = { '*': 2 },
) {
  authStorage.set({
    token: 'test-token',
    fullName: 'Test Gebruiker',
    userId: 1,
    roles: ['customer'],
    permissions,
    environment: 'customer-portal',
  });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <MemoryRouter initialEntries={[path]}>
          <LocationProbe />
          <Routes>
            <Route path="/articles/*" element={<DepotRoutes />} />
            <Route path="*" element={<p>elders</p>} />
          </Routes>
        </MemoryRouter>
      </SessionProvider>
    </QueryClientProvider>,
  );
  return { ...view, user, queryClient };
}
