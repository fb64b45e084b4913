import { configureApiClient } from '@portal/shared/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_LIST_QUERY } from '@portal/shared/ui/lists';
import { downloadRequests } from './download-requests';

afterEach(() => vi.unstubAllGlobals());

describe('downloadRequests', () => {
  it("POSTs the list's tab and filters, no paging, to the Excel path and saves aanvragen-<tab>.xlsx", async () => {
    configureApiClient({ baseUrl: '/Rest/Pwa' });
    const xlsx = new Uint8Array(200).fill(80);
    const fetchMock = vi.fn(
      async () =>
        new Response(xlsx, {
          status: 200,
          headers: {
            'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const saved: string[] = [];
    URL.createObjectURL = vi.fn(() => 'blob:excel');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });

    const blob = await downloadRequests('processing', {
      search: 'Kamer 12',
      sortBy: 'customerRequestId',
      sortDirection: 'asc',
      location: 3,
      requestType: 'DEPOT-IN',
      customerRequestId: '42',
      contact: null,
    });

    expect(blob.size).toBe(200);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/\/Rest\/Pwa\/customer\/requests\/overview\/excel$/);
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({
      tabType: 'processing',
      location: 3,
      requestType: 'DEPOT-IN',
      customerRequestId: 42,
      contact: null,
      search: 'Kamer 12',
      sortBy: 'customerRequestId',
      sortDirection: 'asc',
    });
    expect(saved).toEqual(['aanvragen-in-behandeling.xlsx']);
    click.mockRestore();
  });

  it("refuses an answer that is not a file with the spec's message", async () => {
    configureApiClient({ baseUrl: '/Rest/Pwa' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('kapot', { status: 500 })),
    );
    await expect(
      downloadRequests('open', {
        ...EMPTY_LIST_QUERY,
        location: null,
        requestType: null,
        customerRequestId: '',
        contact: null,
      }),
    ).rejects.toThrow('Er is iets foutgegaan met het ophalen van het bestand');
  });
});
