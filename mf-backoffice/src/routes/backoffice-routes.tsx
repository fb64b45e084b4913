/**
 * The root of the back office: its routes, relative to wherever it is mounted
 * (/backoffice/* in the shell, which also redirects /backoffice to the open inbox, checks
 * permissions and draws the breadcrumbs); export-app.tsx makes it the area's App.
 */
import { Navigate, Route, Routes } from 'react-router-dom';
import { BackOfficeNav } from '../components/backoffice-nav';
import { DEPOT_TABS } from '../components/depot-tabs';
import { INBOX_TABS } from '../components/inbox-tabs';
import '../components/backoffice.css';
import '../components/backoffice-admin.css';
import { DepotOrderPage } from './depot-order-page';
import { DepotOrdersPage } from './depot-orders-page';
import { InboxPage } from './inbox-page';
import { NotFoundPage } from './not-found-page';
import { RequestPage } from './request-page';
import { SlaPage } from './sla-page';
import { StaffPage } from './staff-page';

export default function BackOfficeRoutes() {
  return (
    <>
      <BackOfficeNav />
      <Routes>
        <Route index element={<Navigate to="inbox/open" replace />} />
        <Route path="inbox" element={<Navigate to="open" replace />} />
        {INBOX_TABS.map((tab) => (
          <Route key={tab} path={`inbox/${tab}`} element={<InboxPage key={tab} tab={tab} />} />
        ))}
        <Route path="requests/:customerRequestId" element={<RequestPage />} />
        <Route path="depot" element={<Navigate to="pending" replace />} />
        {DEPOT_TABS.map((tab) => (
          <Route
            key={tab}
            path={`depot/${tab}`}
            element={<DepotOrdersPage key={tab} tab={tab} />}
          />
        ))}
        <Route path="depot-orders/:depotCaseId" element={<DepotOrderPage />} />
        <Route path="staff" element={<StaffPage />} />
        <Route path="sla" element={<SlaPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </>
  );
}
