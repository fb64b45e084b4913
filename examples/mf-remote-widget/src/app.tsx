// The widget: how many requests of the signed-in user's organisation are open, read from
// the portal's API with the token the host gave. It runs inside the host's router and
// query client (shared singletons): its routes are relative to where the host mounts it,
// and its queries live in the host's cache.
import { useQuery } from '@tanstack/react-query';
import { Link, Navigate, Route, Routes, useHref } from 'react-router-dom';
import { callPortal, type TAreaHostProps } from './portal-api';

type TIdentity = { fullName: string };
type TOverview = { totalCount: number };

function OpenRequests(host: TAreaHostProps) {
  const identity = useQuery({
    queryKey: ['partner-widget', 'identify'],
    queryFn: () => callPortal<TIdentity>(host, '/auth/identify'),
  });
  const open = useQuery({
    queryKey: ['partner-widget', 'open-requests'],
    queryFn: () =>
      callPortal<TOverview>(host, '/customer/requests/overview', {
        tabType: 'open',
        limitOffset: 1,
        limitRows: 1,
      }),
  });
  // why: useHref is a router name no portal area imports; the shell shares every one.
  const here = useHref('.');
  if (identity.isError || open.isError) return <p role="alert">De widget kan niet laden.</p>;
  if (!identity.data || !open.data) return <p role="status">Laden…</p>;
  return (
    <section aria-labelledby="partner-widget-title">
      <h1 id="partner-widget-title">Partnerwidget</h1>
      <p>
        Open aanvragen van {identity.data.fullName}:{' '}
        <strong data-testid="open-requests">{open.data.totalCount}</strong>
      </p>
      <p>
        <Link to="/requests/open">Naar de open aanvragen</Link>
      </p>
      <p>
        Deze widget staat op <code data-testid="widget-href">{here}</code>.
      </p>
    </section>
  );
}

export default function App(host: TAreaHostProps) {
  return (
    <Routes>
      <Route path="overzicht" element={<OpenRequests {...host} />} />
      <Route path="*" element={<Navigate to="overzicht" replace />} />
    </Routes>
  );
}
