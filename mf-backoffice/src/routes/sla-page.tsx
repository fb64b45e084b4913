/**
 * 'Reactietijden' (issue 41, level 3 of /backoffice): the SLA targets per request type and
 * urgency, edited and saved with the version the page showed, so of two administrators
 * saving at once the second reads that a colleague was first and sees the new values. A
 * changed target holds for requests submitted afterwards (their deadline is set when they
 * are submitted); the page says so.
 */
import { BACKOFFICE_ADMIN_TEXTS } from '@portal/shared/rules/backoffice-texts';
import { RequireRoute } from '@portal/shared/remote';
import { StatusPanel, usePageTitle } from '@portal/shared/ui';
import { useState } from 'react';
import { PageNotice, type TPageNotice } from '../components/page-notice';
import { ADMIN_ROUTES } from '../config/backoffice-routes';
import { useSlaTargets } from '../features/sla-targets/api/get-sla-targets';
import { SlaForm } from '../features/sla-targets/components/sla-form';

const T = BACKOFFICE_ADMIN_TEXTS.sla;

function SlaContent() {
  const query = useSlaTargets();
  const [notice, setNotice] = useState<TPageNotice | null>(null);
  if (query.status === 'pending') return <StatusPanel type="loading" />;
  if (query.status === 'error')
    return <StatusPanel type="inline-error" message={query.error.message} />;
  const { targets, version } = query.data;
  return (
    <>
      <PageNotice notice={notice} />
      <div className="ui-card backoffice-card">
        <SlaForm
          // why: a saved or newer table draws the form again with its stored values.
          key={version}
          targets={targets}
          version={version}
          onSaved={(text) => setNotice({ tone: 'success', text, at: Date.now() })}
          onConflict={(text) => setNotice({ tone: 'error', text, at: Date.now() })}
        />
      </div>
    </>
  );
}

export function SlaPage() {
  usePageTitle(T.title);
  return (
    <section className="backoffice-page">
      <header className="backoffice-page__header">
        <h1>{T.title}</h1>
      </header>
      <RequireRoute route={ADMIN_ROUTES.sla}>
        <p className="backoffice-page__intro">{T.intro}</p>
        <SlaContent />
      </RequireRoute>
    </section>
  );
}
