import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok, refused, renderArea, type TRecordedCall } from '../../../testing/render-area';

const XLSX = new Uint8Array(200).fill(80);

function answer(call: TRecordedCall) {
  if (call.path === '/global/locations/0') {
    return ok({ locations: [{ value: 12, label: 'Woonzorgcentrum De Linde' }] });
  }
  if (call.path.startsWith('/global/locations/')) return ok({ locations: [] });
  if (call.path === '/customer/management/rentalcost') {
    return ok({
      rows: [
        {
          month: '2026-01',
          locationId: null,
          location: 'Woonzorgcentrum De Linde',
          departmentId: null,
          department: null,
          numberOfCases: 2,
          rentalDays: 40,
          costCents: 18_000,
          priceDisplay: '€ 180,00',
        },
      ],
      totalCostCents: 18_000,
      documentName: 'verhuurkosten-2026-01-tot-en-met-2026-11.xlsx',
    });
  }
  if (call.path === '/customer/management/overviews/excel') {
    return new Response(XLSX, {
      headers: {
        'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      },
    });
  }
  return refused('Niet gevonden');
}

beforeEach(() => {
  localStorage.clear();
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('Verhuurkosten (spec 001 §5, §8)', () => {
  it('asks for a location first, then makes the file and says so', async () => {
    const user = userEvent.setup();
    const { calls } = mockApi({ '*': answer });
    renderArea('/management/rentalcost');
    const submit = await screen.findByRole('button', { name: 'Download excel' });
    await user.click(submit);
    expect(
      await screen.findByRole('alert', { name: 'Controleer de gemarkeerde velden' }),
    ).toHaveTextContent('Locatie: Selecteer een locatie');
    expect(calls.some((call) => call.path.startsWith('/customer/management'))).toBe(false);

    await user.click(screen.getByRole('combobox', { name: /Locatie/ }));
    await user.click(await screen.findByRole('option', { name: 'Woonzorgcentrum De Linde' }));
    await user.click(screen.getByLabelText('Per afdeling'));
    await user.click(submit);
    expect(
      await screen.findByText('Bestand verhuurkosten succesvol aangemaakt'),
    ).toBeInTheDocument();
    const file = calls.find((call) => call.path === '/customer/management/overviews/excel');
    expect(file?.body).toMatchObject({
      documentType: 'rentalcost',
      filters: { fromMonth: 1, locationId: 12, groupByLocation: false, groupByDepartment: true },
    });
    await waitFor(() =>
      expect(screen.getByRole('figure', { name: 'Verhuurkosten per maand' })).toBeInTheDocument(),
    );
  });

  it("shows the api's refusal and keeps what was chosen", async () => {
    const user = userEvent.setup();
    mockApi({
      '*': (call) =>
        call.path === '/customer/management/rentalcost'
          ? refused('De eindmaand ligt voor de beginmaand')
          : answer(call),
    });
    renderArea('/management/rentalcost');
    await user.click(await screen.findByRole('combobox', { name: /Locatie/ }));
    await user.click(await screen.findByRole('option', { name: 'Woonzorgcentrum De Linde' }));
    await user.click(screen.getByRole('button', { name: 'Download excel' }));
    expect(await screen.findByRole('alert', { name: 'Niet verstuurd' })).toHaveTextContent(
      'De eindmaand ligt voor de beginmaand',
    );
    expect(screen.getByRole('combobox', { name: /Locatie/ })).toHaveValue(
      'Woonzorgcentrum De Linde',
    );
    expect(screen.queryByText('Bestand verhuurkosten succesvol aangemaakt')).toBeNull();
  });

  it('Bekijken shows the lines of the file on screen, without the file (issue 38)', async () => {
    const user = userEvent.setup();
    const { calls } = mockApi({ '*': answer });
    renderArea('/management/rentalcost');
    await user.click(await screen.findByRole('combobox', { name: /Locatie/ }));
    await user.click(await screen.findByRole('option', { name: 'Woonzorgcentrum De Linde' }));
    await user.click(screen.getByRole('button', { name: 'Bekijken' }));
    const table = await screen.findByRole('table', { name: 'Kosten per maand' });
    const cells = [...table.querySelectorAll('tbody tr > *')].map((cell) => cell.textContent);
    expect(cells).toEqual(['Januari 2026', 'Woonzorgcentrum De Linde', '2', '40', '€ 180,00']);
    expect(table.querySelector('tfoot')).toHaveTextContent('Totaal€ 180,00');
    expect(screen.getByRole('figure', { name: 'Verhuurkosten per maand' })).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/customer/management/overviews/excel')).toBe(false);
    expect(screen.queryByText('Bestand verhuurkosten succesvol aangemaakt')).toBeNull();
  });
});
