import { QueryClient, QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authStorage, getApiClientConfig, resetApiClient } from '@portal/shared/client';
import { mockApi, ok } from '@portal/shared/testing';
import { SessionProvider, useSession } from '@portal/shared/ui';
import { createAreaPaths } from './area-paths.js';
import { createAreaApp } from './create-area-app.js';
import { RequireRoute } from './require-route.js';

const AREA = createAreaPaths('/rentals');

/** A page of the area that shows where it is, whose session and client it has. */
function ProbePage({ brand }: { brand?: string }) {
  const { to } = AREA.useAreaPaths();
  const { pathname } = useLocation();
  const { auth } = useSession();
  const client = useQueryClient();
  return (
    <ul>
      <li data-testid="path">{pathname}</li>
      <li data-testid="inside">{to('/rentals/waiting')}</li>
      <li data-testid="outside">{to('/requests/open')}</li>
      <li data-testid="brand">{brand ?? 'none'}</li>
      <li data-testid="user">
        {auth ? `${auth.fullName} ${JSON.stringify(auth.permissions)}` : 'none'}
      </li>
      <li data-testid="client">{client === hostClient ? 'host' : 'own'}</li>
    </ul>
  );
}

const LazyPage = lazy(async () => ({ default: () => <p>later</p> }));

function ProbeRoutes({ brand }: { brand?: string }) {
  return (
    <Routes>
      <Route path="active" element={<ProbePage {...(brand ? { brand } : {})} />} />
      <Route path="lazy" element={<LazyPage />} />
    </Routes>
  );
}

const App = createAreaApp(AREA, ProbeRoutes);
const hostClient = new QueryClient();

const IDENTITY = {
  fullName: 'Partner Gebruiker',
  userId: 9,
  roles: ['customer'],
  permissions: { '/rentals': 1 },
  environment: 'customer-portal',
};

afterEach(() => {
  window.history.replaceState(null, '', '/');
  resetApiClient();
  hostClient.clear();
  vi.unstubAllGlobals();
});

describe('createAreaApp in the portal', () => {
  it("renders the area's routes under the shell's router and session, mounted at its base", () => {
    render(
      <QueryClientProvider client={hostClient}>
        <SessionProvider>
          <MemoryRouter initialEntries={['/rentals/active']}>
            <Routes>
              <Route path="/rentals/*" element={<App brand="De Linde" basename="/rentals" />} />
            </Routes>
          </MemoryRouter>
        </SessionProvider>
      </QueryClientProvider>,
    );
    expect(screen.getByTestId('path')).toHaveTextContent('/rentals/active');
    expect(screen.getByTestId('inside')).toHaveTextContent(/^\/rentals\/waiting$/);
    expect(screen.getByTestId('outside')).toHaveTextContent(/^\/requests\/open$/);
    expect(screen.getByTestId('brand')).toHaveTextContent('De Linde');
    expect(screen.getByTestId('client')).toHaveTextContent('host');
  });

  it('shows the loading panel while a lazy page of the area loads', async () => {
    render(
      <QueryClientProvider client={hostClient}>
        <SessionProvider>
          <MemoryRouter initialEntries={['/rentals/lazy']}>
            <Routes>
              <Route path="/rentals/*" element={<App />} />
            </Routes>
          </MemoryRouter>
        </SessionProvider>
      </QueryClientProvider>,
    );
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(await screen.findByText('later')).toBeInTheDocument();
  });
});

describe('createAreaApp outside the portal', () => {
  it('brings its own router at basename, query client and stored session', async () => {
    authStorage.set({ ...IDENTITY, token: 'stored', fullName: 'Anna de Vries' });
    window.history.replaceState(null, '', '/rentals/active');
    render(<App basename="/rentals" />);
    expect(await screen.findByTestId('path')).toHaveTextContent(/^\/active$/);
    expect(screen.getByTestId('inside')).toHaveTextContent(/^\/waiting$/);
    expect(screen.getByTestId('outside')).toHaveTextContent(/^\/requests\/open$/);
    expect(screen.getByTestId('user')).toHaveTextContent('Anna de Vries');
    expect(screen.getByTestId('client')).toHaveTextContent('own');
  });

  it("signs in as the host's user: identify with its token, at its API", async () => {
    const api = mockApi({ 'GET /auth/identify': ok(IDENTITY) });
    window.history.replaceState(null, '', '/intranet/verhuur/active');
    render(
      <App
        basename="/intranet/verhuur"
        apiBaseUrl="https://portaal.example/Rest/Pwa"
        getToken={() => 'partner-token'}
      />,
    );
    expect(await screen.findByTestId('user')).toHaveTextContent('Partner Gebruiker {"/rentals":1}');
    expect(screen.getByTestId('path')).toHaveTextContent(/^\/active$/);
    expect(api.fetchMock).toHaveBeenCalledWith(
      'https://portaal.example/Rest/Pwa/auth/identify',
      expect.anything(),
    );
    expect(api.calls[0]?.headers['X-Auth-Token']).toBe('partner-token');
    // why: the host's session is not the portal's; nothing lands in the host's storage.
    expect(authStorage.get()).toBeNull();
    expect(getApiClientConfig().getToken()).toBe('partner-token');
  });

  it('uses the router and query client of a host that has them', async () => {
    mockApi({ 'GET /auth/identify': ok(IDENTITY) });
    render(
      <QueryClientProvider client={hostClient}>
        <MemoryRouter initialEntries={['/intranet/verhuur/active']}>
          <Routes>
            <Route
              path="/intranet/verhuur/*"
              element={<App basename="/intranet/verhuur" getToken={() => 'partner-token'} />}
            />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByTestId('path')).toHaveTextContent('/intranet/verhuur/active');
    expect(screen.getByTestId('inside')).toHaveTextContent(/^\/intranet\/verhuur\/waiting$/);
    expect(screen.getByTestId('client')).toHaveTextContent('host');
  });

  it('tells the host when the portal says the session has ended', async () => {
    mockApi({
      'GET /auth/identify': {
        status: 401,
        body: { status: 'SESSION_EXPIRED', message: null, response: null },
      },
    });
    const onSessionExpired = vi.fn();
    window.history.replaceState(null, '', '/rentals/active');
    render(<App basename="/rentals" getToken={() => 'old'} onSessionExpired={onSessionExpired} />);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(onSessionExpired).toHaveBeenCalled();
    expect(screen.queryByTestId('path')).not.toBeInTheDocument();
  });
});

describe('RequireRoute', () => {
  it('renders the page at the route level the user has, else the forbidden text', () => {
    authStorage.set({
      token: 't',
      fullName: 'Bram Jansen',
      userId: 2,
      roles: ['customer'],
      permissions: { '/rentals': 1 },
      environment: 'customer-portal',
    });
    render(
      <SessionProvider>
        <RequireRoute route={{ path: '/rentals/active', level: 1 }}>
          <p>lijst</p>
        </RequireRoute>
        <RequireRoute route={{ path: '/rentals/actions/request', level: 2 }}>
          <p>formulier</p>
        </RequireRoute>
      </SessionProvider>,
    );
    expect(screen.getByText('lijst')).toBeInTheDocument();
    expect(screen.queryByText('formulier')).not.toBeInTheDocument();
    expect(screen.getByText('U heeft geen toegang tot deze pagina')).toBeInTheDocument();
  });
});
