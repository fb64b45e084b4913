import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok, refused, renderArea } from '../testing/render-area';

const DETAILS = {
  title: 'Aanvraag depotopslag',
  status: 'PROCESSING',
  type: 'DEPOT-IN',
  customerRequestId: 42,
  createDate: '2026-03-07T14:05:00',
  user: 'Anna de Vries',
  contact: 'Bram Jansen',
  employee: 'Piet Pieters',
  customData: {
    reference: { title: 'Eigen referentie', value: 'Kamer 12' },
    comments: { title: 'Opmerkingen', value: 'Graag <b>voor tienen</b>' },
  },
  process: [
    { date: '2026-03-07T14:05:00', action: 'Aanvraag ingediend', message: 'Via het portaal' },
    { date: '2026-03-08T09:30:00', action: 'In behandeling genomen', message: '' },
  ],
};

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('request details', () => {
  it('shows status, type, dates, people, custom fields and the process history', async () => {
    mockApi({ '*': () => ok({ details: DETAILS }) });
    renderArea('/requests/processing/details/42');
    expect(await screen.findByRole('heading', { name: 'Aanvraag depotopslag' })).toBeVisible();
    expect(screen.getByText('In behandeling')).toHaveClass('ui-badge');
    expect(screen.getByText('Behandeld door')).toBeInTheDocument();
    expect(screen.getByText('Piet Pieters')).toBeInTheDocument();
    expect(screen.getAllByText('07-03-2026 14:05')).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'Opmerkingen' })).toBeInTheDocument();
    expect(screen.getByText('voor tienen').tagName).toBe('B');
    const process = screen.getByRole('table', { name: 'Verloop' });
    expect(
      within(process)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Datum', 'Actie', 'Omschrijving']);
    expect(within(process).getByText('08-03-2026 09:30')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terug naar het overzicht' })).toHaveAttribute(
      'href',
      '/requests/processing',
    );
  });

  it('shows the photos sent with the request, fetched with the token, and offers every file', async () => {
    const png = new Uint8Array(200).fill(1);
    png.set([0x89, 0x50, 0x4e, 0x47], 0);
    const { calls } = mockApi({
      '*': (call) =>
        call.path.startsWith('/global/download/')
          ? new Response(png, { status: 200, headers: { 'Content-Type': 'image/png' } })
          : ok({
              details: {
                ...DETAILS,
                files: [
                  { guid: 'g-photo', fileName: 'zijhek.png', mimeType: 'image/png', type: 'IMAGE' },
                  {
                    guid: 'g-pdf',
                    fileName: 'bon.pdf',
                    mimeType: 'application/pdf',
                    type: 'DOCUMENT',
                  },
                ],
              },
            }),
    });
    // why: jsdom has no object URLs; the page only passes them on to the image.
    Object.assign(URL, { createObjectURL: () => 'blob:foto', revokeObjectURL: () => undefined });
    renderArea('/requests/processing/details/42');
    expect(await screen.findByRole('heading', { name: 'Meegestuurde bestanden' })).toBeVisible();
    expect(await screen.findByRole('img', { name: 'zijhek.png' })).toHaveAttribute(
      'src',
      'blob:foto',
    );
    expect(calls.some((call) => call.path === '/global/download/image/g-photo')).toBe(true);
    expect(screen.queryByRole('img', { name: 'bon.pdf' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'bon.pdf downloaden' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'zijhek.png downloaden' })).toBeInTheDocument();
  });

  it('leaves out handled by when nobody handles the request, and the history when empty', async () => {
    mockApi({
      '*': () => ok({ details: { ...DETAILS, status: 'OPEN', employee: null, process: [] } }),
    });
    renderArea('/requests/open/details/42');
    expect(await screen.findByText('Open')).toHaveClass('ui-badge');
    expect(screen.queryByText('Behandeld door')).not.toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Verloop' })).not.toBeInTheDocument();
  });

  it('never puts a script, an event handler or a javascript: link from stored data in the DOM', async () => {
    const alertSpy = vi.fn();
    vi.stubGlobal('alert', alertSpy);
    mockApi({
      '*': () =>
        ok({
          details: {
            ...DETAILS,
            customData: {
              evil: {
                title: 'Opmerkingen',
                value:
                  '<img src=x onerror="alert(1)"><script>alert(2)</script>' +
                  '<a href="javascript:alert(3)">klik</a><b onclick="alert(4)">vet</b>',
              },
            },
          },
        }),
    });
    const { container } = renderArea('/requests/open/details/42');
    await screen.findByRole('heading', { name: 'Opmerkingen' });
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(container.querySelector('[onclick]')).toBeNull();
    expect(container.innerHTML).not.toContain('javascript:');
    expect(container.innerHTML).not.toContain('alert(');
    expect(screen.getByText('vet').tagName).toBe('B');
    expect(alertSpy).not.toHaveBeenCalled();
  });

  it('shows the server message for a request it does not find', async () => {
    mockApi({ '*': () => refused('Niet gevonden') });
    renderArea('/requests/open/details/999');
    expect(await screen.findByRole('alert')).toHaveTextContent('Niet gevonden');
  });
});
