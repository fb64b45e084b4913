import { authStorage, mainMenuStorage, routesTreeStorage } from '@portal/shared/client';
import type { TPermissions } from '@portal/shared/contract';
import { MESSAGES, SHELL_TEXTS } from '@portal/shared/rules';
import { SessionProvider } from '@portal/shared/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PortalProvider } from '../runtime/portal-context';
import { authRecord, TEST_PORTAL } from '../test/portal-fixture';
import { portalRoutes } from './portal-routes';

function identifyAnswer(permissions: TPermissions) {
  const { token: _token, ...identity } = authRecord(permissions);
  return { status: 'success', message: null, response: identity };
}

function mockIdentify(body: unknown, status = 200) {
  const fetchMock = vi.fn(
    async (_input: RequestInfo | URL) =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderPortal(path: string, remotes: ReadonlySet<string> = TEST_PORTAL.remotes) {
  const router = createMemoryRouter(portalRoutes({ remotes, routes: TEST_PORTAL.routes }), {
    initialEntries: [path],
  });
  // why: the home page asks the overdue inspections count through React Query, as in app.tsx.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <PortalProvider value={{ ...TEST_PORTAL, remotes }}>
          <RouterProvider router={router} />
        </PortalProvider>
      </SessionProvider>
    </QueryClientProvider>,
  );
  return router;
}

describe('portal routes', () => {
  beforeEach(() => {
    // why: the remotes are not registered in unit tests; their error boundary logs.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('sends a visitor without a session to the login page', async () => {
    const router = renderPortal('/home');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
  });

  it('sends unknown top-level paths to /home (and so to login)', async () => {
    const router = renderPortal('/does-not-exist');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
  });

  it('identifies before showing a protected page and stores routes-tree and main-menu', async () => {
    authStorage.set(authRecord({ '/rentals': 1, '/requests': 1 }));
    const fetchMock = mockIdentify(identifyAnswer({ '/rentals': 1, '/requests': 1 }));
    renderPortal('/home');
    expect(await screen.findByRole('heading', { name: 'Welkom, Anna de Vries' })).toBeVisible();
    expect(String(fetchMock.mock.calls[0]?.[0])).toMatch(/\/auth\/identify$/);
    expect(mainMenuStorage.get()?.map((item) => item.path)).toEqual([
      '/home',
      '/rentals',
      '/requests',
    ]);
    expect(routesTreeStorage.get()?.rentals_active).toEqual({ pageTitle: 'Actief' });
    expect(document.title).toBe('Home – Vitalis Zorghulpmiddelen');
  });

  it("titles every page 'Page – Area – Supplier' (issue 9 point 12)", async () => {
    authStorage.set(authRecord({ '*': 2 }));
    mockIdentify(identifyAnswer({ '*': 2 }));
    const router = renderPortal('/scan');
    await screen.findByRole('heading', { name: 'Scannen' });
    expect(document.title).toBe('Scannen – Vitalis Zorghulpmiddelen');
    await act(() => router.navigate('/noaccess'));
    await waitFor(() => expect(document.title).toBe('Geen toegang – Vitalis Zorghulpmiddelen'));
  });

  it('identifies again on every route change', async () => {
    authStorage.set(authRecord({ '*': 2 }));
    const fetchMock = mockIdentify(identifyAnswer({ '*': 2 }));
    const router = renderPortal('/home');
    await screen.findByRole('heading', { name: 'Welkom, Anna de Vries' });
    await router.navigate('/noaccess');
    // why: the home page also asks the overdue inspections count; only identify counts here.
    const identifies = () =>
      fetchMock.mock.calls.filter(([input]) => String(input).endsWith('/auth/identify'));
    await waitFor(() => expect(identifies()).toHaveLength(2));
  });

  it('refreshes full name and permissions from the identify answer', async () => {
    authStorage.set(authRecord({}));
    mockIdentify({
      status: 'success',
      message: null,
      response: { ...identifyAnswer({ '*': 1 }).response, fullName: 'Anna Jansen' },
    });
    renderPortal('/home');
    expect(await screen.findByRole('heading', { name: 'Welkom, Anna Jansen' })).toBeVisible();
    expect(authStorage.get()?.permissions).toEqual({ '*': 1 });
    expect(authStorage.get()?.token).toBe('token-1');
  });

  it('clears storage and goes to login when identify fails', async () => {
    authStorage.set(authRecord({ '*': 2 }));
    localStorage.setItem('filters', '{}');
    mockIdentify({ status: 'error', message: 'nee', response: null });
    const router = renderPortal('/home');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(localStorage.getItem('filters')).toBeNull();
    expect(authStorage.get()).toBeNull();
  });

  it('keeps the session when identify cannot reach the server, and opens the page', async () => {
    authStorage.set(authRecord({ '*': 2 }));
    const fetchMock = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('fetch', fetchMock);
    const router = renderPortal('/home');
    // why: no answer is no refusal (a dead spot, issue 29): the page opens with what the
    // phone kept, and the next route change asks again.
    expect(await screen.findByRole('heading', { name: /Welkom/ })).toBeVisible();
    expect(router.state.location.pathname).toBe('/home');
    expect(authStorage.get()?.token).toBe('token-1');
  });

  it('draws the page while identify is still on its way', async () => {
    authStorage.set(authRecord({ '*': 2 }));
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
    renderPortal('/home');
    expect(await screen.findByRole('heading', { name: /Welkom/ })).toBeVisible();
  });

  it('refuses a session of another environment', async () => {
    authStorage.set({ ...authRecord({ '*': 2 }), environment: 'other' });
    const router = renderPortal('/home');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
  });

  it('sends a route the user may not open to /noaccess with the message', async () => {
    authStorage.set(authRecord({ '/rentals': 1 }));
    mockIdentify(identifyAnswer({ '/rentals': 1 }));
    const router = renderPortal('/management/invoices');
    await waitFor(() => expect(router.state.location.pathname).toBe('/noaccess'));
    expect(await screen.findByText(MESSAGES.forbidden)).toBeVisible();
  });

  it('sends a level-1 user away from a level-2 route', async () => {
    authStorage.set(authRecord({ '/rentals': 1 }));
    mockIdentify(identifyAnswer({ '/rentals': 1 }));
    const router = renderPortal('/rentals/actions/request');
    await waitFor(() => expect(router.state.location.pathname).toBe('/noaccess'));
  });

  it('shows Pagina niet gevonden for a path of an area whose owner is not deployed', async () => {
    authStorage.set(authRecord({ '*': 2 }));
    mockIdentify(identifyAnswer({ '*': 2 }));
    renderPortal('/articles/depot-pending', new Set(['auth', 'articles']));
    expect(
      await screen.findByRole('heading', { level: 1, name: MESSAGES.pageNotFound }),
    ).toBeVisible();
  });

  it('leaves areas that are not deployed out of the router', async () => {
    authStorage.set(authRecord({ '*': 2 }));
    mockIdentify(identifyAnswer({ '*': 2 }));
    const router = renderPortal('/rentals/active', new Set(['auth']));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });

  it('follows table and legacy redirects', async () => {
    authStorage.set(authRecord({ '*': 2 }));
    mockIdentify(identifyAnswer({ '*': 2 }));
    const router = renderPortal('/invoices');
    await waitFor(() => expect(router.state.location.pathname).toBe('/management/invoices'));
    // why: each area settles on its error panel (no remote is registered here) before the
    // next navigation; leaving it mid-render made React report a recovered render error.
    await screen.findByRole('button', { name: SHELL_TEXTS.retry });
    await router.navigate('/rentals');
    await waitFor(() => expect(router.state.location.pathname).toBe('/rentals/active'));
    await waitFor(() =>
      expect(screen.getAllByRole('button', { name: SHELL_TEXTS.retry })).toHaveLength(1),
    );
    await router.navigate('/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
  });

  it('shows the breadcrumb trail outside /home and the logo on /home', async () => {
    authStorage.set(authRecord({ '*': 2 }));
    mockIdentify(identifyAnswer({ '*': 2 }));
    const router = renderPortal('/home');
    expect(
      await screen.findByRole('img', { name: 'Vitalis Zorghulpmiddelen, naar de startpagina' }),
    ).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Kruimelpad' })).not.toBeInTheDocument();
    await router.navigate('/noaccess');
    const trail = await screen.findByRole('navigation', { name: 'Kruimelpad' });
    expect(trail).toHaveTextContent('Geen toegang');
    expect(within(trail).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/home');
  });
});
