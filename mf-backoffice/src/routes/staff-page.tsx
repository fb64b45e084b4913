/**
 * 'Medewerkers' (issue 41, level 3 of /backoffice): the supplier's staff with their role and
 * state, a colleague's role changed or her account disabled, and the form that invites a
 * colleague (the register link goes by mail, as the admin CLI's staff-invite sends it).
 * Staff of level 1 and 2 never get here: the shell shows 'Geen toegang', the area mounted
 * alone says so too, and the api answers 403.
 */
import { BACKOFFICE_ADMIN_TEXTS } from '@portal/shared/rules/backoffice-texts';
import { RequireRoute } from '@portal/shared/remote';
import { StatusPanel, usePageTitle } from '@portal/shared/ui';
import { useState } from 'react';
import { PageNotice, type TPageNotice } from '../components/page-notice';
import { ADMIN_ROUTES } from '../config/backoffice-routes';
import { useStaff } from '../features/staff/api/get-staff';
import { InviteForm } from '../features/staff/components/invite-form';
import { StaffList } from '../features/staff/components/staff-list';

const S = BACKOFFICE_ADMIN_TEXTS.staff;

function StaffContent() {
  const query = useStaff();
  const [notice, setNotice] = useState<TPageNotice | null>(null);
  const [invites, setInvites] = useState(0);
  if (query.status === 'pending') return <StatusPanel type="loading" />;
  if (query.status === 'error')
    return <StatusPanel type="inline-error" message={query.error.message} />;
  const { staff, roles } = query.data;
  return (
    <>
      <PageNotice notice={notice} />
      <div className="backoffice-admin">
        <StaffList
          staff={staff}
          roles={roles}
          onNotice={(next) => setNotice({ ...next, at: Date.now() })}
        />
        <div className="ui-card backoffice-card">
          <InviteForm
            // why: after an invite the form starts again, empty and ready for the next one.
            key={invites}
            roles={roles}
            onInvited={(message) => {
              setInvites((count) => count + 1);
              setNotice({ tone: 'success', text: message, at: Date.now() });
            }}
          />
        </div>
      </div>
    </>
  );
}

export function StaffPage() {
  usePageTitle(S.title);
  return (
    <section className="backoffice-page">
      <header className="backoffice-page__header">
        <h1>{S.title}</h1>
      </header>
      <RequireRoute route={ADMIN_ROUTES.staff}>
        <p className="backoffice-page__intro">{S.intro}</p>
        <StaffContent />
      </RequireRoute>
    </section>
  );
}
