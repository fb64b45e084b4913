// Test helpers: the auth area under /auth/* in a memory router, with a session, and a
// fetch mock answering the api's envelopes.
import { SessionProvider } from '@portal/shared/ui';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import AuthRoutes from '../routes/auth-routes';

function HomeProbe() {
  return <p>home page</p>;
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

export function renderAuth(path: string, state?: unknown) {
  return render(
    <SessionProvider>
      <MemoryRouter initialEntries={[{ pathname: path, state }]}>
        <Routes>
          <Route
            path="/auth/*"
            element={<AuthRoutes brand={{ name: 'Vitalis', logoUrl: '/logo.svg' }} />}
          />
          <Route path="/home" element={<HomeProbe />} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </SessionProvider>,
  );
}

export type TAnswer = { status?: number; body: unknown } | 'network-error';

/** Mocks fetch with answers per request path (after the API base); records the calls. */
export function mockApi(answers: Record<string, TAnswer>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const url = String(input);
    const key = Object.keys(answers).find((path) => url.endsWith(path));
    const answer = key ? answers[key] : undefined;
    if (!answer) throw new Error(`Unexpected call ${url}`);
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The JSON body sent with the nth call. */
export function sentBody(fetchMock: ReturnType<typeof mockApi>, index = 0): unknown {
  const init = fetchMock.mock.calls[index]?.[1] as RequestInit | undefined;
  return init?.body ? JSON.parse(String(init.body)) : undefined;
}
