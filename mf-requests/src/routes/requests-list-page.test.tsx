import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@portal/shared/rules';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok, refused, renderArea, type TRecordedCall } from '../testing/render-area';

const REQUESTS = [
  {
    customerRequestId: 42,
    type: 'DEPOT-IN',
    createDate: '2026-03-07T14:05:00.000Z',
    requestLocationFrom: 'Hoofdgebouw',
    requestLocationTo: 'Depot Zwolle',
    contact: 'Anna de Vries',
  },
  {
    customerRequestId: 41,
    type: 'REPAIR-RENTAL',
    createDate: '2026-02-01T09:00:00.000Z',
    requestLocationFrom: null,
    requestLocationTo: null,
    contact: null,
  },
];

function answer(call: TRecordedCall) {
  if (call.path === '/customer/requests/overview') {
    return ok({ requests: REQUESTS, totalCount: 2 });
  }
  if (call.path === '/global/contacts') {
    return ok({ contacts: [{ value: 7, label: 'Bram Jansen', selected: false }] });
  }
  if (call.path === '/global/locations/0') {
    return ok({ locations: [{ value: 1, label: 'Hoofdgebouw' }] });
  }
  if (call.path === '/global/locations/1') {
    return ok({ locations: [{ value: 2, label: 'Vleugel A' }] });
  }
  return refused('Niet gevonden');
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('requests list', () => {
  it('shows the spec columns, Dutch type labels and links to the details', async () => {
    const { calls } = mockApi({ '*': answer });
    renderArea('/requests/open');
    const table = await screen.findByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.firstChild?.textContent);
    expect(headers).toEqual([
      'Id',
      'Type verzoek',
      'Datum',
      'Locatie van',
      'Locatie naar',
      'Contactpersoon',
      // ours (issue 38), after the spec's columns
      'Betreft',
      'Afdeling / kamer',
    ]);
    const link = within(table).getByRole('link', { name: 'Aanvraag depotopslag' });
    expect(link).toHaveAttribute('href', '/requests/open/details/42');
    expect(within(table).getByRole('link', { name: 'Reparatie melden' })).toHaveAttribute(
      'href',
      '/requests/open/details/41',
    );
    expect(within(table).getByText('07-03-2026')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download excel' })).toBeInTheDocument();
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/customer/requests/overview',
      body: {
        tabType: 'open',
        limitOffset: 1,
        limitRows: 10,
        location: null,
        requestType: null,
        customerRequestId: null,
        contact: null,
      },
    });
  });

  it('tells two requests of one type apart: status beside the type, case and room as facts', async () => {
    mockApi({
      '*': (call) =>
        call.path === '/customer/requests/overview'
          ? ok({
              requests: [41, 40].map((id, index) => ({
                customerRequestId: id,
                type: 'REPAIR-RENTAL',
                createDate: '2026-02-01T09:00:00.000Z',
                requestLocationFrom: 'Hoofdgebouw',
                requestLocationTo: null,
                contact: null,
                status: 'OPEN',
                subject: `Dossier ${12 + index} - Hoog-laagbed (DL-2023-00${33 + index})`,
                room: `Noord / ${102 + index}`,
              })),
              totalCount: 2,
            })
          : answer(call),
    });
    renderArea('/requests/open');
    const table = await screen.findByRole('table');
    const links = within(table).getAllByRole('link', { name: /^Reparatie melden,\s?Open$/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/requests/open/details/41',
      '/requests/open/details/40',
    ]);
    const subjects = within(table)
      .getAllByRole('cell')
      .filter((cell) => cell.getAttribute('data-label') === 'Betreft')
      .map((cell) => cell.textContent);
    expect(subjects).toEqual([
      'Dossier 12 - Hoog-laagbed (DL-2023-0033)',
      'Dossier 13 - Hoog-laagbed (DL-2023-0034)',
    ]);
    const rooms = within(table)
      .getAllByRole('cell')
      .filter((cell) => cell.getAttribute('data-label') === 'Afdeling / kamer')
      .map((cell) => cell.textContent);
    expect(rooms).toEqual(['Noord / 102', 'Noord / 103']);
  });

  it('shows the three tabs with the route table titles', async () => {
    mockApi({ '*': answer });
    renderArea('/requests/processing');
    const tabs = await screen.findByRole('navigation', { name: 'Weergave' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Open', 'In behandeling', 'Archief']);
    expect(within(tabs).getByRole('link', { name: 'In behandeling' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('keeps applied filters per list identifier and sends them flat', async () => {
    const user = userEvent.setup();
    const { calls } = mockApi({ '*': answer });
    const view = renderArea('/requests/archive');
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: /Filter/ }));
    const dialog = await screen.findByRole('dialog');
    await user.selectOptions(within(dialog).getByLabelText('Type verzoek'), 'RENTAL-STOP');
    await user.type(within(dialog).getByLabelText('Aanvraagnummer'), '4a2');
    // Locations and contacts are searchable selects: type, then pick.
    await user.type(within(dialog).getByRole('combobox', { name: 'Locatie' }), 'vleugel');
    await user.click(
      await within(dialog).findByRole('option', { name: 'Hoofdgebouw - Vleugel A' }),
    );
    await user.click(within(dialog).getByRole('combobox', { name: 'Contactpersoon' }));
    await user.click(await within(dialog).findByRole('option', { name: 'Bram Jansen' }));
    await user.click(within(dialog).getByRole('button', { name: 'Toepassen' }));

    await waitFor(() =>
      expect(calls.at(-1)?.body).toMatchObject({
        tabType: 'archive',
        requestType: 'RENTAL-STOP',
        customerRequestId: 42,
        location: 2,
        contact: 7,
      }),
    );
    const stored = JSON.parse(localStorage.getItem('filters') ?? '{}') as Record<string, unknown>;
    expect(stored['requests_archive']).toMatchObject({
      location: 2,
      requestType: 'RENTAL-STOP',
      customerRequestId: '42',
      contact: 7,
    });

    // A reload (a fresh mount) starts from the stored filters; other tabs keep their own.
    view.unmount();
    calls.length = 0;
    renderArea('/requests/archive');
    await screen.findByRole('table');
    expect(calls.find((call) => call.path === '/customer/requests/overview')?.body).toMatchObject({
      requestType: 'RENTAL-STOP',
      customerRequestId: 42,
      location: 2,
      contact: 7,
    });
    expect(screen.getByRole('button', { name: /Filter/ })).toHaveTextContent('4 actief');
  });

  it('shows the no-data notice, and the server message on an error', async () => {
    mockApi({ '*': () => ok({ requests: [], totalCount: 0 }) });
    const view = renderArea('/requests/open');
    expect(await screen.findByText('Er zijn geen resultaten gevonden')).toBeInTheDocument();
    view.unmount();
    mockApi({ '*': () => refused('De aanvragen zijn nu niet beschikbaar') });
    renderArea('/requests/open');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'De aanvragen zijn nu niet beschikbaar',
    );
  });

  it('treats a success without its payload as the fetch-failed error, not an empty list', async () => {
    mockApi({ '*': () => ok(null) });
    renderArea('/requests/open');
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.fetchFailed);
    expect(screen.queryByText(MESSAGES.noData)).not.toBeInTheDocument();
  });

  it('shows a flash message that arrives through navigation state', async () => {
    mockApi({ '*': answer });
    renderArea({
      pathname: '/requests/open',
      state: { flash: { message: 'Uw aanvraag is verstuurd', type: 'success' } },
    });
    expect(await screen.findByText('Uw aanvraag is verstuurd')).toBeVisible();
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('asks the next page with limitOffset 11', async () => {
    const user = userEvent.setup();
    const { calls } = mockApi({
      '*': (call) =>
        call.path === '/customer/requests/overview'
          ? ok({ requests: REQUESTS, totalCount: 25 })
          : answer(call),
    });
    renderArea('/requests/open');
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Pagina 2' }));
    await waitFor(() => expect(calls.at(-1)?.body).toMatchObject({ limitOffset: 11 }));
  });
});
