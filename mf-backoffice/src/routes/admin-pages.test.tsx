import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BACKOFFICE_ADMIN_TEXTS } from '@portal/shared/rules/backoffice-texts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TAnswer } from '@portal/shared/testing';
import { mockApi, ok, renderArea, type TRecordedCall } from '../testing/render-area';

const S = BACKOFFICE_ADMIN_TEXTS.staff;
const T = BACKOFFICE_ADMIN_TEXTS.sla;
const ADMIN = { '/backoffice': 3 };

const ROLES = [
  { role: 'customer-service', label: 'Klantenservice', level: 2 },
  { role: 'planner', label: 'Planner', level: 2 },
  { role: 'technician', label: 'Monteur', level: 1 },
  { role: 'administrator', label: 'Beheerder', level: 3 },
];
const FEMKE = {
  userId: 9,
  fullName: 'Femke de Wit',
  email: 'beheer@zorghulp.nl',
  role: 'administrator',
  state: 'ACTIVE',
  isMe: true,
};
const DIRK = {
  userId: 7,
  fullName: 'Dirk Bakker',
  email: 'klantenservice@zorghulp.nl',
  role: 'customer-service',
  state: 'ACTIVE',
  isMe: false,
};

const failed = (message: string, fields: Record<string, string>): TAnswer => ({
  body: { status: 'error', message, response: { fields } },
});

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe("'Medewerkers'", () => {
  it('lists the staff with role and state, and offers no disabling of her own account', async () => {
    mockApi({ 'GET /backoffice/staff': ok({ staff: [DIRK, FEMKE], roles: ROLES }) });
    renderArea('/backoffice/staff', ADMIN);
    const dirk = (await screen.findByText('klantenservice@zorghulp.nl')).closest('li');
    expect(dirk).not.toBeNull();
    // why: the role's own line; the card's role select lists every role too.
    expect(dirk?.querySelector('.backoffice-staff__role')).toHaveTextContent('Rol: Klantenservice');
    expect(within(dirk as HTMLElement).getByText('Actief')).toBeInTheDocument();
    const own = screen.getByText('beheer@zorghulp.nl').closest('li') as HTMLElement;
    expect(within(own).queryByRole('button', { name: S.disable })).toBeNull();
    const nav = screen.getByRole('navigation', { name: 'Backoffice' });
    expect(within(nav).getByRole('link', { name: 'Medewerkers' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('invites with an Idempotency-Key; an address in use is shown at the field and focused summary', async () => {
    const { calls } = mockApi({
      'GET /backoffice/staff': ok({ staff: [FEMKE], roles: ROLES }),
      'POST /backoffice/staff/invite': failed(S.errors.emailInUse, { email: S.errors.emailInUse }),
    });
    renderArea('/backoffice/staff', ADMIN);
    await userEvent.click(await screen.findByRole('button', { name: S.invite }));
    // The client's rules first: nothing is sent.
    expect(
      await screen.findByRole('alert', { name: 'Controleer de gemarkeerde velden' }),
    ).toHaveFocus();
    expect(calls.some((call) => call.path === '/backoffice/staff/invite')).toBe(false);

    await userEvent.type(screen.getByLabelText(/^Naam/), 'Nina Visser');
    await userEvent.type(screen.getByLabelText(/^E-mailadres/), 'beheerder@delinde.nl');
    await userEvent.selectOptions(
      screen.getByLabelText(/^Rol/, { selector: '#invite-role' }),
      'planner',
    );
    await userEvent.click(screen.getByRole('button', { name: S.invite }));
    await waitFor(() =>
      expect(screen.getByLabelText(/^E-mailadres/)).toHaveAccessibleDescription(
        S.errors.emailInUse,
      ),
    );
    const post = calls.find((call) => call.path === '/backoffice/staff/invite') as TRecordedCall;
    expect(post.body).toEqual({
      fullName: 'Nina Visser',
      email: 'beheerder@delinde.nl',
      role: 'planner',
    });
    expect(post.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("changes a colleague's role and says so", async () => {
    const { calls } = mockApi({
      'GET /backoffice/staff': ok({ staff: [DIRK, FEMKE], roles: ROLES }),
      'POST /backoffice/staff/7/change': {
        body: {
          status: 'success',
          message: S.done.role('Dirk Bakker', 'Monteur'),
          response: { staff: [{ ...DIRK, role: 'technician' }, FEMKE], roles: ROLES },
        },
      },
    });
    renderArea('/backoffice/staff', ADMIN);
    await userEvent.selectOptions(
      await screen.findByLabelText(S.roleOf('Dirk Bakker')),
      'technician',
    );
    const card = screen.getByText('klantenservice@zorghulp.nl').closest('li') as HTMLElement;
    await userEvent.click(within(card).getByRole('button', { name: S.changeRole }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      S.done.role('Dirk Bakker', 'Monteur'),
    );
    expect(calls.find((call) => call.path === '/backoffice/staff/7/change')?.body).toEqual({
      role: 'technician',
    });
  });

  it('is no page for level 2 staff: no call, no link', async () => {
    const { calls } = mockApi({ '*': ok({ staff: [], roles: [] }) });
    renderArea('/backoffice/staff', { '/backoffice': 2 });
    expect(await screen.findByText('U heeft geen toegang tot deze pagina')).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/backoffice/staff')).toBe(false);
    // why: the bar holds the inbox and the depot orders for every staff member, not this page.
    const nav = screen.getByRole('navigation', { name: 'Backoffice' });
    expect(within(nav).queryByRole('link', { name: 'Medewerkers' })).toBeNull();
  });
});

const TARGETS = [
  { type: 'REPAIR-RENTAL', isUrgent: false, hours: 24 },
  { type: 'REPAIR-RENTAL', isUrgent: true, hours: 4 },
  { type: 'RENTAL-STOP', isUrgent: false, hours: null },
  { type: 'RENTAL-STOP', isUrgent: true, hours: null },
  { type: '*', isUrgent: false, hours: 72 },
  { type: '*', isUrgent: true, hours: 24 },
];

describe("'Reactietijden'", () => {
  it('checks whole hours from 1 to 720 in Dutch, then saves with the version it showed', async () => {
    const { calls } = mockApi({
      'GET /backoffice/sla-targets': ok({ targets: TARGETS, version: 'v1' }),
      'POST /backoffice/sla-targets/save': {
        body: {
          status: 'success',
          message: T.saved,
          response: { targets: TARGETS, version: 'v2' },
        },
      },
    });
    renderArea('/backoffice/sla', ADMIN);
    expect(await screen.findByText(T.intro)).toBeInTheDocument();
    const repair = await screen.findByRole('group', { name: 'Reparatie melden' });
    const urgent = within(repair).getByLabelText(T.columns.urgent);
    await userEvent.clear(urgent);
    await userEvent.type(urgent, '800');
    await userEvent.click(screen.getByRole('button', { name: T.save }));
    expect(
      await screen.findByRole('alert', { name: 'Controleer de gemarkeerde velden' }),
    ).toHaveFocus();
    expect(urgent).toHaveAccessibleDescription(T.errors.wholeHours);
    expect(calls.some((call) => call.path === '/backoffice/sla-targets/save')).toBe(false);

    await userEvent.clear(urgent);
    await userEvent.type(urgent, '6');
    await userEvent.click(screen.getByRole('button', { name: T.save }));
    expect(await screen.findByRole('status')).toHaveTextContent(T.saved);
    const put = calls.find((call) => call.path === '/backoffice/sla-targets/save') as TRecordedCall;
    expect(put.body).toMatchObject({ version: 'v1' });
    expect((put.body as { targets: unknown[] }).targets).toContainEqual({
      type: 'REPAIR-RENTAL',
      isUrgent: true,
      hours: 6,
    });
    expect((put.body as { targets: unknown[] }).targets).toContainEqual({
      type: 'RENTAL-STOP',
      isUrgent: false,
      hours: null,
    });
  });

  it("shows another administrator's save: the conflict, and the table as it now is", async () => {
    let version = 'v1';
    mockApi({
      'GET /backoffice/sla-targets': () =>
        ok({
          targets: TARGETS.map((t) =>
            t.type === '*' && !t.isUrgent ? { ...t, hours: version === 'v1' ? 72 : 96 } : t,
          ),
          version,
        }),
      'POST /backoffice/sla-targets/save': () => {
        version = 'v2';
        return { body: { status: 'error', message: T.errors.conflict, response: null } };
      },
    });
    renderArea('/backoffice/sla', ADMIN);
    const other = await screen.findByRole('group', { name: T.defaultType });
    const urgent = within(other).getByLabelText(T.columns.urgent, { exact: false });
    await userEvent.clear(urgent);
    await userEvent.type(urgent, '12');
    await userEvent.click(screen.getByRole('button', { name: T.save }));
    expect(await screen.findByText(T.errors.conflict)).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(screen.getByRole('group', { name: T.defaultType })).getByLabelText(
          T.columns.normal,
          { exact: false },
        ),
      ).toHaveValue('96'),
    );
  });
});
