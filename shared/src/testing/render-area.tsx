/**
 * Test helpers of the remotes (tests only, never in a build): render an area's page as the
 * shell mounts it (under /<area>/*, with or without a session, a query client and a
 * router), and answer fetch calls by method and path. Each remote binds them to its base
 * in src/testing/render-area.tsx.
 */
import { authStorage } from '../client/storage.js';
import type { TPermissions } from '../contract/index.js';
import { SessionProvider } from '../ui/session/session-context.js';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, type ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { vi, type Mock } from 'vitest';

export type TRecordedCall = {
  method: string;
  path: string;
  body: unknown;
  headers: Record<string, string>;
};

/** An envelope with its status, or a whole Response (a file download). */
export type TAnswer = { status?: number; body: unknown } | Response;
export type TResponder = (call: TRecordedCall) => TAnswer | Promise<TAnswer>;

/** What mockApi gives a test: the calls made so far and the stubbed fetch. */
export type TMockedApi = {
  calls: TRecordedCall[];
  fetchMock: Mock<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>;
};

/**
 * Stubs fetch: `routes` maps 'METHOD /path' (below /Rest/Pwa) to a responder or an answer;
 * '*' answers every call the others do not name, and without it such a call answers 404.
 * A responder that throws is a call without an answer (`networkError`).
 */
export function mockApi(routes: Record<string, TResponder | TAnswer>): TMockedApi {
  const calls: TRecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input.toString();
    const path = url.replace(/^.*\/Rest\/Pwa/, '');
    const method = init?.method ?? 'GET';
    const call: TRecordedCall = {
      method,
      path,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      headers: (init?.headers ?? {}) as Record<string, string>,
    };
    calls.push(call);
    const responder = routes[`${method} ${path}`] ?? routes['*'];
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

/** A call that gets no answer at all (offline): fetch rejects as a browser's does. */
export const networkError: TResponder = () => {
  throw new TypeError('Failed to fetch');
};

/** The router location, for asserting navigation (kept up to date by LocationProbe). */
export const currentLocation: { pathname: string; search: string; state: unknown } = {
  pathname: '',
  search: '',
  state: null,
};

function LocationProbe() {
  const location = useLocation();
  useEffect(() => {
    currentLocation.pathname = location.pathname;
    currentLocation.search = location.search;
    currentLocation.state = location.state;
  }, [location]);
  return null;
}

/**
 * Renders `element` at `path` under a `<base>/*` route (the area's mount in the shell),
 * signed in with `permissions` and `roles`, or signed out when `permissions` is null (the
 * account pages). Any other address renders 'elders' (`currentLocation` says which).
 */
export function renderAreaAt(
  base: string,
  path: string | { pathname: string; state?: unknown },
  element: ReactElement,
  permissions: TPermissions | null = { '*': 2 },
  roles: string[] = ['customer'],
) {
  if (permissions) {
    authStorage.set({
      token: 'test-token',
      fullName: 'Test Gebruiker',
      userId: 1,
      roles,
      permissions,
      environment: 'customer-portal',
    });
  }
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
            <Route path={`${base}/*`} element={element} />
            <Route path="*" element={<p>elders</p>} />
          </Routes>
        </MemoryRouter>
      </SessionProvider>
    </QueryClientProvider>,
  );
  return { ...view, user, queryClient };
}

/** Where a test puts the area: a path under its base, or a path with history state. */
export type TAreaPath = string | { pathname: string; state?: unknown };

/**
 * The one `renderArea(path, permissions?, roles?)` of every area's `src/testing/render-area.tsx`:
 * the area's whole `<Routes>` at `path` under its base, signed in with `permissions`
 * (`{ '*': 2 }` unless given; `null` signs out, as the account area's tests do).
 */
export function createAreaRenderer(
  base: string,
  routes: ReactElement,
  defaultPermissions: TPermissions | null = { '*': 2 },
) {
  return function renderArea(
    path: TAreaPath,
    permissions: TPermissions | null = defaultPermissions,
    roles?: string[],
  ) {
    return renderAreaAt(base, path, routes, permissions, roles);
  };
}
