import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../rules/catalogue/messages.js';
import { configureApiClient, resetApiClient } from './api-client.js';
import { downloadFile, saveNameOf } from './download.js';

const fetchMock = vi.fn<typeof fetch>();
const createObjectURL = vi.fn(() => 'blob:x');
const revokeObjectURL = vi.fn();

beforeEach(() => {
  resetApiClient();
  configureApiClient({ getToken: () => 'tok' });
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  Object.assign(URL, { createObjectURL, revokeObjectURL });
});
afterEach(() => vi.unstubAllGlobals());

function file(bytes: number, init: ResponseInit = {}): Response {
  return new Response(new Uint8Array(bytes), { status: 200, ...init });
}

describe('downloadFile', () => {
  it('fetches with the token, saves as download.pdf by default and returns the Blob', async () => {
    fetchMock.mockResolvedValue(file(150));
    const clicks: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicks.push(this.download);
    });
    const blob = await downloadFile('/global/download/document/abc');
    expect(blob.size).toBe(150);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/Rest/Pwa/global/download/document/abc');
    expect(init?.headers).toMatchObject({ 'X-Auth-Token': 'tok' });
    expect(clicks).toEqual(['download.pdf']);
    click.mockRestore();
  });

  it('uses the given file name', async () => {
    fetchMock.mockResolvedValue(file(200));
    const names: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    await downloadFile('/x', { fileName: 'overzicht.xlsx' });
    expect(names).toEqual(['overzicht.xlsx']);
    click.mockRestore();
  });

  it("saves under the server's name, even where the screen offers one of its own", async () => {
    fetchMock.mockResolvedValue(
      file(200, {
        headers: {
          'Content-Disposition':
            'attachment; filename="verhuur-actief.xlsx"; filename*=UTF-8\'\'verhuur-actief.xlsx',
        },
      }),
    );
    const names: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    await downloadFile('/x', { fileName: 'verhuur-active.xlsx' });
    expect(names).toEqual(['verhuur-actief.xlsx']);
    click.mockRestore();
  });

  it('refuses a file under 100 bytes', async () => {
    fetchMock.mockResolvedValue(file(99));
    await expect(downloadFile('/x')).rejects.toMatchObject({ message: MESSAGES.downloadFailed });
    fetchMock.mockResolvedValue(file(100));
    await expect(downloadFile('/x', { save: false })).resolves.toHaveProperty('size', 100);
  });

  it('refuses an answer that is not OK', async () => {
    fetchMock.mockResolvedValue(file(500, { status: 500 }));
    await expect(downloadFile('/x')).rejects.toMatchObject({
      message: 'Er is iets foutgegaan met het ophalen van het bestand',
    });
  });

  it('gives the exception text when fetch throws', async () => {
    fetchMock.mockRejectedValue(new TypeError('offline'));
    await expect(downloadFile('/x')).rejects.toMatchObject({
      message: 'Er is iets misgegaan met het ophalen van het bestand',
    });
  });

  it('says the phone is offline when it is (issue 29)', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(downloadFile('/x')).rejects.toMatchObject({ message: MESSAGES.offlineAction });
    onLine.mockRestore();
  });

  it('runs the session handler on 401', async () => {
    const onSessionExpired = vi.fn();
    configureApiClient({ onSessionExpired });
    fetchMock.mockResolvedValue(new Response('{}', { status: 401 }));
    await expect(downloadFile('/x')).rejects.toBeDefined();
    expect(onSessionExpired).toHaveBeenCalledOnce();
  });
});

describe("saveNameOf: the one decision of a download's save name", () => {
  it("takes the server's UTF-8 name first, then its plain name", () => {
    expect(
      saveNameOf(
        'attachment; filename="reparatiebon-_ukr_.pdf"; filename*=UTF-8\'\'reparatiebon-%C5%9Eukr%C3%BC.pdf',
        'iets-anders.pdf',
      ),
    ).toBe('reparatiebon-Şukrü.pdf');
    expect(saveNameOf('attachment; filename="hulpmiddelen-op-locatie.xlsx"', 'x.xlsx')).toBe(
      'hulpmiddelen-op-locatie.xlsx',
    );
    expect(saveNameOf("attachment; filename*=UTF-8''%E0%A4%A", 'x.pdf')).toBe('x.pdf');
  });

  it("falls back to the caller's name, then download.pdf, only when the server names none", () => {
    expect(saveNameOf(null, 'factuur-F-1.pdf')).toBe('factuur-F-1.pdf');
    expect(saveNameOf('inline', 'factuur-F-1.pdf')).toBe('factuur-F-1.pdf');
    expect(saveNameOf(null)).toBe('download.pdf');
  });
});
