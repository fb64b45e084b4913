import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BACKOFFICE_TEXTS } from '@portal/shared/rules/backoffice-texts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok, refused, renderArea, type TRecordedCall } from '../testing/render-area';

const STAFF = { '/backoffice': 2 };
const HOUR = 3_600_000;

const ROW = {
  customerRequestId: 42,
  organisationId: 1,
  organisation: 'Zorggroep De Linde',
  type: 'REPAIR-RENTAL',
  status: 'OPEN',
  createDate: new Date(Date.now() - 6 * HOUR).toISOString(),
  dueAt: new Date(Date.now() - 2 * HOUR).toISOString(),
  isUrgent: true,
  subject: 'Hoog-laagbed 120',
  room: '1.04',
  wishDate: null,
  assignee: null,
};

const REQUEST = {
  ...ROW,
  version: 3,
  user: 'Bram Jansen',
  contact: 'Anna de Vries',
  assigneeUserId: null,
  fields: [{ key: 'description', title: 'Omschrijving', value: 'Het bed zakt niet' }],
  files: [],
  subject: { kind: 'rentalCase', id: 12 },
  process: [],
};

const OPTIONS = {
  organisations: [{ id: 1, name: 'Zorggroep De Linde' }],
  staff: [
    { id: 7, name: 'Dirk Bakker' },
    { id: 8, name: 'Eva Mulder' },
  ],
  me: 7,
};

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('the inbox', () => {
  it('shows the facts that tell requests apart, the clock and the counts in the tabs', async () => {
    mockApi({
      '*': (call: TRecordedCall) => {
        if (call.path === '/backoffice/inbox')
          return ok({
            requests: [ROW],
            totalCount: 1,
            counts: { open: 1, processing: 4, archive: 9, overdue: 1 },
          });
        if (call.path === '/backoffice/inbox/options') return ok(OPTIONS);
        return refused('Niet gevonden');
      },
    });
    renderArea('/backoffice/inbox/open', STAFF);
    const table = await screen.findByRole('table');
    expect(within(table).getByText('Zorggroep De Linde')).toBeInTheDocument();
    expect(within(table).getByText('Hoog-laagbed 120')).toBeInTheDocument();
    expect(within(table).getByText('2 uur te laat')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'In behandeling (4)' })).toBeInTheDocument();
    expect(screen.getByText(BACKOFFICE_TEXTS.overdueCount(1))).toBeInTheDocument();
  });
});

describe("a request's page", () => {
  it('takes the request with the version it shows, and shows the conflict of a colleague', async () => {
    const { calls } = mockApi({
      '*': (call: TRecordedCall) => {
        if (call.path === '/backoffice/requests/42') return ok({ request: REQUEST });
        if (call.path === '/backoffice/inbox/options') return ok(OPTIONS);
        if (call.path === '/backoffice/requests/42/take')
          return refused(BACKOFFICE_TEXTS.errors.conflict);
        return refused('Niet gevonden');
      },
    });
    renderArea('/backoffice/requests/42', STAFF);
    expect(await screen.findByText('Het bed zakt niet')).toBeInTheDocument();
    expect(screen.getByText('Verhuurdossier 12')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: BACKOFFICE_TEXTS.take }));
    expect(await screen.findByRole('alert')).toHaveTextContent(BACKOFFICE_TEXTS.errors.conflict);
    const take = calls.find((call) => call.path === '/backoffice/requests/42/take');
    expect(take?.body).toEqual({ version: 3, assigneeUserId: null });
  });

  it('shows no moves to a technician (level 1)', async () => {
    mockApi({
      '*': (call: TRecordedCall) => {
        if (call.path === '/backoffice/requests/42') return ok({ request: REQUEST });
        if (call.path === '/backoffice/inbox/options') return ok(OPTIONS);
        return refused('Niet gevonden');
      },
    });
    renderArea('/backoffice/requests/42', { '/backoffice': 1 });
    await screen.findByText('Het bed zakt niet');
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: BACKOFFICE_TEXTS.take })).toBeNull(),
    );
  });
});
