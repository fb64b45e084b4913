import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentLocation, mockApi, ok, refused, renderArea } from '../testing/render-area';
import { UPLOAD_ACCEPT } from '@portal/shared/rules';

afterEach(() => vi.unstubAllGlobals());

/** The first bytes of a JPEG, so a test photo passes the kind check. */
const JPEG_START = new Uint8Array([0xff, 0xd8, 0xff, 0xe0]);

function api() {
  return mockApi({
    'GET /customer/requests/checkpermission/12/REPAIR-RENTAL': ok(null),
    'GET /global/contacts': ok({
      contacts: [{ value: 9, label: 'Test Gebruiker', selected: true }],
    }),
    'PUT /customer/articles/product/request/repair': ok({ customerRequestId: 6 }),
    'GET /customer/rentals/details/12': refused('Niet nodig in deze test'),
  });
}

/** The picker's own file input (hidden behind its Dutch button). */
function fileInput(): HTMLInputElement {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
}

describe('repair form', () => {
  it("needs a description ('Verplicht veld'), refuses a file that is too large and sends the rest", async () => {
    const { calls } = api();
    const { user } = renderArea('/rentals/active/repair/12');
    const submit = await screen.findByRole('button', { name: 'Reparatie melden' });
    await user.click(submit);
    expect(screen.getByLabelText(/Omschrijving van het defect/)).toHaveAccessibleDescription(
      'Verplicht veld',
    );

    expect(screen.getByRole('group', { name: "Foto's of documenten" })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Foto of bestand kiezen' })).toBeInTheDocument();
    const input = fileInput();
    expect(input).toHaveAttribute('accept', UPLOAD_ACCEPT);
    expect(input).toHaveAttribute('multiple');
    const small = new File(['%PDF-1.4 klein'], 'bon.pdf', { type: 'application/pdf' });
    const large = new File([new Uint8Array(7_500_001)], 'groot.jpg', { type: 'image/jpeg' });
    const svg = new File(['<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>'], 'foto.png', {
      type: 'image/png',
    });
    fireEvent.change(input, { target: { files: [small, large, svg] } });
    expect(
      await screen.findByText(/groot\.jpg: Bestand is te groot voor upload via de app/),
    ).toBeInTheDocument();
    expect(screen.getByText(/foto\.png: Bestand wordt niet ondersteund/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'foto.png verwijderen' })).toBeNull();
    expect(screen.getByText('bon.pdf')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'groot.jpg verwijderen' })).toBeNull();

    await user.type(screen.getByLabelText(/Omschrijving van het defect/), 'Remt niet meer');
    await user.click(screen.getByRole('button', { name: 'Reparatie melden' }));
    await waitFor(() => expect(currentLocation.pathname).toBe('/rentals/active/details/12'));
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.body).toMatchObject({
      sourceId: 12,
      requestType: 'REPAIR-RENTAL',
      description: 'Remt niet meer',
      contactId: 9,
      files: [{ name: 'bon.pdf', file: expect.stringMatching(/^data:application\/pdf;base64,/) }],
    });
    expect(await screen.findByText('Uw reparatiemelding is verstuurd')).toBeInTheDocument();
  });

  it('takes at most ten files per report and says so for the rest', async () => {
    api();
    renderArea('/rentals/active/repair/12');
    await screen.findByRole('button', { name: 'Foto of bestand kiezen' });
    const input = fileInput();
    const photos = Array.from(
      { length: 12 },
      (_, index) => new File([JPEG_START, 'foto'], `foto-${index + 1}.jpg`, { type: 'image/jpeg' }),
    );
    fireEvent.change(input, { target: { files: photos } });
    expect(
      await screen.findByText(/foto-11\.jpg: U kunt maximaal 10 bestanden meesturen/),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/foto-12\.jpg: U kunt maximaal 10 bestanden meesturen/),
    ).toBeInTheDocument();
    expect(screen.getByText('foto-10.jpg')).toBeInTheDocument();
    expect(screen.queryByText('foto-11.jpg')).toBeNull();
  });
});
