import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok, renderArea, type TRecordedCall } from '../../../testing/render-area';

const CASE = {
  rentalCaseId: 7,
  displayName: 'Hoog-laagbed Vitalis Comfort',
  startDate: '2026-03-02',
  endDate: null,
  departmentRoom: 'Afdeling 2 / kamer 14',
  endUser: 'Mevrouw Jansen',
  contact: 'Anna de Vries',
  companyName: 'Woonzorgcentrum De Linde',
  generalUse: 0,
  serialNumber: 'SN-7',
  categoryName: 'Hoog-laagbedden',
};

function answer(call: TRecordedCall) {
  if (call.path === '/customer/management/overviews/rentaldate') {
    return ok({ cases: [CASE], totalCount: 1, documentName: 'verhuur-op-2026-11-26.xlsx' });
  }
  if (call.path === '/customer/management/overviews/rentaldate/chart') {
    return ok({
      chart: {
        groupBy: 'location',
        points: [{ key: '3', label: 'Woonzorgcentrum De Linde', value: 1 }],
      },
    });
  }
  if (call.path.startsWith('/global/locations/')) return ok({ locations: [] });
  return { status: 404, body: { status: 'error', message: 'Niet gevonden', response: null } };
}

const searches = (calls: TRecordedCall[]) =>
  calls.filter((call) => call.path === '/customer/management/overviews/rentaldate');

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('an overview search form (spec 001 §2.7, §5)', () => {
  it('searches only once the required day is valid, 125 years back and without a maximum', async () => {
    const user = userEvent.setup();
    const { calls } = mockApi({ '*': answer });
    renderArea('/management/overviews/rentaldate');
    await screen.findByRole('table', { name: 'Verhuur op datum' });
    expect(searches(calls)).toHaveLength(1);
    const date = screen.getByRole('group', { name: /^Datum/ });
    const search = screen.getByRole('button', { name: 'Zoeken' });

    for (const box of within(date).getAllByRole('textbox')) await user.clear(box);
    await user.click(search);
    const summary = await screen.findByRole('alert', { name: 'Controleer de gemarkeerde velden' });
    expect(summary).toHaveTextContent('Datum: Verplicht veld');

    const year = new Date().getFullYear();
    await user.type(within(date).getByLabelText('Dag'), '01');
    await user.type(within(date).getByLabelText('Maand'), '02');
    await user.type(within(date).getByLabelText('Jaar'), String(year - 126));
    await user.click(search);
    expect(
      await screen.findByRole('alert', { name: 'Controleer de gemarkeerde velden' }),
    ).toHaveTextContent(`Ongeldig jaartal (${year - 125} - 9999)`);
    expect(searches(calls)).toHaveLength(1);

    await user.clear(within(date).getByLabelText('Jaar'));
    await user.type(within(date).getByLabelText('Jaar'), '2300');
    await user.click(search);
    await waitFor(() => expect(searches(calls)).toHaveLength(2));
    expect(searches(calls)[1]?.body).toMatchObject({
      filters: { date: '2300-02-01', limitOffset: 1, limitRows: 10 },
    });
  });

  it('draws the chart of the same search with its numbers as a table', async () => {
    const { calls } = mockApi({ '*': answer });
    renderArea('/management/overviews/rentaldate');
    const chart = await screen.findByRole('figure', { name: 'Verhuurdossiers per locatie' });
    expect(within(chart).getByText('Toon de cijfers als tabel')).toBeInTheDocument();
    const table = within(chart).getByRole('table', { hidden: true });
    expect(within(table).getByRole('rowheader', { hidden: true })).toHaveTextContent(
      'Woonzorgcentrum De Linde',
    );
    const chartCall = calls.find((call) => call.path.endsWith('/rentaldate/chart'));
    const listCall = searches(calls)[0];
    expect((chartCall?.body as { filters: unknown }).filters).toEqual({
      date: (listCall?.body as { filters: { date: string } }).filters.date,
      locationId: null,
    });
  });
});
