import { render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { authStorage } from '@portal/shared/client';
import { SessionProvider } from '@portal/shared/ui';
import { createAreaPaths } from './area-paths.js';
import { createAreaApp } from './create-area-app.js';
import { RequireRoute } from './require-route.js';

const AREA = createAreaPaths('/rentals');

/** A page of the area that shows where it is and the addresses it would link to. */
function ProbePage({ brand }: { brand?: string }) {
  const { to } = AREA.useAreaPaths();
  const { pathname } = useLocation();
  return (
    <ul>
      <li data-testid="path">{pathname}</li>
      <li data-testid="inside">{to('/rentals/waiting')}</li>
      <li data-testid="outside">{to('/requests/open')}</li>
      <li data-testid="brand">{brand ?? 'none'}</li>
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

afterEach(() => window.history.replaceState(null, '', '/'));

describe('createAreaApp', () => {
  it("renders the area's routes under the shell's router, mounted at its base", async () => {
    render(
      <MemoryRouter initialEntries={['/rentals/active']}>
        <Routes>
          <Route path="/rentals/*" element={<App brand="De Linde" />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByTestId('path')).toHaveTextContent('/rentals/active');
    expect(screen.getByTestId('inside')).toHaveTextContent(/^\/rentals\/waiting$/);
    expect(screen.getByTestId('outside')).toHaveTextContent(/^\/requests\/open$/);
    expect(screen.getByTestId('brand')).toHaveTextContent('De Linde');
  });

  it('brings its own router at basename when mounted alone, and addresses follow', () => {
    window.history.replaceState(null, '', '/rentals/active');
    render(<App basename="/rentals" />);
    expect(screen.getByTestId('path')).toHaveTextContent(/^\/active$/);
    expect(screen.getByTestId('inside')).toHaveTextContent(/^\/waiting$/);
    expect(screen.getByTestId('outside')).toHaveTextContent(/^\/requests\/open$/);
  });

  it('shows the loading panel while a lazy page of the area loads', async () => {
    render(
      <MemoryRouter initialEntries={['/rentals/lazy']}>
        <Routes>
          <Route path="/rentals/*" element={<App />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(await screen.findByText('later')).toBeInTheDocument();
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
