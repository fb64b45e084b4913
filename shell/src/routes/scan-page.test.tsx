import { authStorage } from '@portal/shared/client';
import type { TPermissions } from '@portal/shared/contract';
import { MESSAGES } from '@portal/shared/rules';
import { SessionProvider } from '@portal/shared/ui';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authRecord } from '../test/portal-fixture';
import { ScanPage } from './scan-page';

function answerFind(response: unknown, message: string | null = null) {
  const fetchMock = vi.fn(
    async (_input: RequestInfo | URL, _init?: RequestInit) =>
      new Response(JSON.stringify({ status: response ? 'success' : 'error', message, response }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function Where() {
  return <p>Pagina {useLocation().pathname}</p>;
}

function renderScan(permissions: TPermissions) {
  authStorage.set(authRecord(permissions));
  render(
    <SessionProvider>
      <MemoryRouter initialEntries={['/scan']}>
        <Routes>
          <Route path="/scan" element={<ScanPage />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </SessionProvider>,
  );
  return userEvent.setup();
}

describe('/scan page (spec 001 §2.2)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("is titled 'Scannen' and asks for a code when the field is empty", async () => {
    const fetchMock = answerFind(null);
    const user = renderScan({ '*': 2 });
    expect(screen.getByRole('heading', { level: 1, name: 'Scannen' })).toBeVisible();
    expect(screen.getByRole('button', { name: MESSAGES.cameraStart })).toBeVisible();
    await user.click(screen.getByRole('button', { name: MESSAGES.barcodeSearch }));
    expect(screen.getByText(MESSAGES.enterBarcode)).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('opens the actions page of a scanned rental case for a user who may act', async () => {
    const fetchMock = answerFind({ type: 'rental', rentalcaseId: 31, productId: null });
    const user = renderScan({ '*': 2 });
    await user.type(screen.getByLabelText(MESSAGES.barcodeLabel), 'VH-DEMO-0001{Enter}');
    expect(await screen.findByText('Pagina /rentals/active/actions/31')).toBeVisible();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toMatch(/\/customer\/articles\/qrcode\/find$/);
    expect(JSON.parse(String(init?.body))).toEqual({ barcode: 'VH-DEMO-0001' });
  });

  it('opens the details of a product in the depot for a viewer', async () => {
    answerFind({ type: 'depot-in', rentalcaseId: null, productId: 8 });
    const user = renderScan({ '/articles': 1 });
    await user.type(screen.getByLabelText(MESSAGES.barcodeLabel), 'VZ-DL-000010{Enter}');
    expect(await screen.findByText('Pagina /articles/depot/product/details/8')).toBeVisible();
  });

  it("shows the server's message for an unknown code and stays", async () => {
    answerFind(null, MESSAGES.productNotFound);
    const user = renderScan({ '*': 2 });
    await user.type(screen.getByLabelText(MESSAGES.barcodeLabel), 'ONBEKEND{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.productNotFound);
    expect(screen.getByRole('heading', { level: 1, name: 'Scannen' })).toBeVisible();
  });
});
