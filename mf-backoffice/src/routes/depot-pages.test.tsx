import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDaysIso, todayIso } from '@portal/shared/rules';
import { BACKOFFICE_TEXTS } from '@portal/shared/rules/backoffice-texts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok, refused, renderArea, type TRecordedCall } from '../testing/render-area';

const T = BACKOFFICE_TEXTS.depot;
const STAFF = { '/backoffice': 2 };
const TOMORROW = addDaysIso(todayIso(), 1);

const ROW = {
  depotCaseId: 77,
  organisationId: 1,
  organisation: 'Zorggroep De Linde',
  name: 'Leveren uit depot: Rollator – Het Anker',
  formType: 'TRANSPORT-OUT',
  status: 'OPEN',
  createDate: new Date().toISOString(),
  location: 'Verpleeghuis Het Anker',
  room: '1.04',
  items: 'Rollator RL-2020-0007',
  itemCount: 1,
  wishDate: '2030-01-15',
  plannedDate: null,
  plannedWindow: null,
  isUrgent: false,
};

const ORDER = {
  depotCaseId: 77,
  organisationId: 1,
  organisation: 'Zorggroep De Linde',
  name: ROW.name,
  formType: 'TRANSPORT-OUT',
  status: 'OPEN',
  version: 4,
  createDate: ROW.createDate,
  handleDate: null,
  location: 'Verpleeghuis Het Anker',
  department: null,
  room: '1.04',
  pickupAddress: null,
  dropoffAddress: null,
  remarks: null,
  priorityCall: false,
  lastAction: null,
  timeSpent: null,
  wishDate: '2030-01-15',
  plannedDate: null,
  plannedWindow: null,
  deliveredAt: null,
  customerRequestId: 12,
  requestStatus: 'OPEN',
  items: [{ name: 'Rollator RL-2020-0007', productId: 5, depotStatus: 'PENDING_OUT', amount: 1 }],
};

const OPTIONS = { organisations: [{ id: 1, name: 'Zorggroep De Linde' }], staff: [], me: 7 };

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('the depot orders list', () => {
  it('shows what tells orders apart and the counts in the tabs, beside the inbox', async () => {
    mockApi({
      '*': (call: TRecordedCall) => {
        if (call.path === '/backoffice/depot')
          return ok({ orders: [ROW], totalCount: 1, counts: { pending: 1, archive: 30 } });
        if (call.path === '/backoffice/inbox/options') return ok(OPTIONS);
        return refused('Niet gevonden');
      },
    });
    renderArea('/backoffice/depot/pending', STAFF);
    const table = await screen.findByRole('table');
    expect(within(table).getByText('Zorggroep De Linde')).toBeInTheDocument();
    expect(within(table).getByText('Verpleeghuis Het Anker, 1.04')).toBeInTheDocument();
    expect(within(table).getByText('15-01-2030')).toBeInTheDocument();
    expect(within(table).getByText(T.notPlanned)).toBeInTheDocument();
    expect(within(table).getByText('Nieuw')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Archief (30)' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: T.nav });
    expect(within(nav).getByRole('link', { name: T.title })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Inbox' })).not.toHaveAttribute('aria-current');
  });
});

describe("a depot order's page", () => {
  it('refuses a bad time window at the field, then plans with the version it shows', async () => {
    const { calls } = mockApi({
      '*': (call: TRecordedCall) => {
        if (call.path === '/backoffice/depot-orders/77') return ok({ order: ORDER });
        if (call.path === '/backoffice/depot-orders/77/plan')
          return ok({
            order: {
              ...ORDER,
              status: 'PLANNED',
              version: 5,
              plannedDate: TOMORROW,
              plannedWindow: '08:00-12:00',
            },
          });
        return refused('Niet gevonden');
      },
    });
    renderArea('/backoffice/depot-orders/77', STAFF);
    expect(
      await screen.findByRole('heading', { level: 2, name: T.sections.items }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Vandaag' }));
    const windowField = screen.getByRole('textbox', { name: /^Tijdvak/ });
    await userEvent.type(windowField, '12:00-08:00');
    await userEvent.click(screen.getByRole('button', { name: T.plan }));
    expect(await screen.findByText(T.errors.windowOrder)).toBeInTheDocument();
    await waitFor(() => expect(windowField).toHaveFocus());
    expect(calls.some((call) => call.path.endsWith('/plan'))).toBe(false);

    await userEvent.clear(windowField);
    await userEvent.type(windowField, '8:00-12:00');
    await userEvent.click(screen.getByRole('button', { name: T.plan }));
    expect(await screen.findByRole('status')).toHaveTextContent(T.done.plan);
    const plan = calls.find((call) => call.path === '/backoffice/depot-orders/77/plan');
    expect(plan?.body).toMatchObject({ version: 4, window: '08:00-12:00', message: null });
    expect(screen.getByRole('button', { name: T.deliver })).toBeInTheDocument();
  });

  it("shows a colleague's conflict as an alert", async () => {
    const planned = {
      ...ORDER,
      status: 'PLANNED',
      plannedDate: TOMORROW,
      plannedWindow: '08:00-12:00',
    };
    mockApi({
      '*': (call: TRecordedCall) => {
        if (call.path === '/backoffice/depot-orders/77') return ok({ order: planned });
        if (call.path === '/backoffice/depot-orders/77/deliver') return refused(T.errors.conflict);
        return refused('Niet gevonden');
      },
    });
    renderArea('/backoffice/depot-orders/77', STAFF);
    await userEvent.click(await screen.findByRole('button', { name: T.deliver }));
    expect(await screen.findByRole('alert')).toHaveTextContent(T.errors.conflict);
  });

  it('shows no moves to a technician (level 1)', async () => {
    mockApi({
      '*': (call: TRecordedCall) => {
        if (call.path === '/backoffice/depot-orders/77') return ok({ order: ORDER });
        return refused('Niet gevonden');
      },
    });
    renderArea('/backoffice/depot-orders/77', { '/backoffice': 1 });
    await screen.findByRole('heading', { level: 2, name: T.sections.items });
    expect(screen.queryByRole('button', { name: T.plan })).toBeNull();
  });
});
