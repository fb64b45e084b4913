/**
 * Test helper: the requests area as the shell mounts it (/requests/*), with a fresh query
 * client and `fetch` answered by `respond(path, body)` (an envelope, or a Response).
 */
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { vi } from 'vitest';
import RequestsRoutes from '../routes/requests-routes';

export type TFetchCall = { method: string; path: string; body: unknown };

export function envelope(response: unknown, status = 'success', message: string | null = null) {
  return { status, message, response };
}

export function mockFetch(respond: (call: TFetchCall) => unknown) {
  const calls: TFetchCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://portal.test');
    const call: TFetchCall = {
      method: init?.method ?? 'GET',
      path: url.pathname.replace(/^\/Rest\/Pwa/, ''),
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    };
    calls.push(call);
    const answer = respond(call);
    if (answer instanceof Response) return answer;
    return new Response(JSON.stringify(answer), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

export function renderArea(path: string | { pathname: string; state?: unknown }) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/requests/*" element={<RequestsRoutes />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
