// Where a page opens (issue 23 item 1): a new page at its top, Back at the position it had.
import { SessionProvider } from '@portal/shared/ui';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PortalProvider } from '../runtime/portal-context';
import { TEST_PORTAL } from '../test/portal-fixture';
import { RootLayout } from './root-layout';

let scrollY = 0;

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <RootLayout />,
        children: [
          { path: 'list', element: <Link to="/list/details/7">Hulpmiddel 7</Link> },
          { path: 'list/details/:id', element: <h1>Hulpmiddel</h1> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <SessionProvider>
      <PortalProvider value={TEST_PORTAL}>
        <RouterProvider router={router} />
      </PortalProvider>
    </SessionProvider>,
  );
  return router;
}

describe('RootLayout scroll', () => {
  beforeEach(() => {
    scrollY = 0;
    vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => scrollY);
    vi.spyOn(window, 'scrollTo').mockImplementation(((x: number, y: number) => {
      scrollY = y;
    }) as typeof window.scrollTo);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    sessionStorage.clear();
  });

  it('opens a new page at its top and restores the list on Back', async () => {
    const router = renderAt('/list');
    scrollY = 1900;
    await act(() => router.navigate('/list/details/7'));
    expect(await screen.findByRole('heading', { name: 'Hulpmiddel' })).toBeInTheDocument();
    expect(scrollY).toBe(0);
    scrollY = 300;
    await act(() => router.navigate(-1));
    expect(await screen.findByRole('link', { name: 'Hulpmiddel 7' })).toBeInTheDocument();
    expect(scrollY).toBe(1900);
  });

  it('opens a page reached by a redirect (REPLACE) at its top too', async () => {
    const router = renderAt('/list');
    scrollY = 800;
    await act(() => router.navigate('/list/details/8', { replace: true }));
    expect(scrollY).toBe(0);
  });
});
