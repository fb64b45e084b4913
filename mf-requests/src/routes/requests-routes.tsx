/**
 * The root of the requests area: its routes, relative to wherever it is mounted
 * (/requests/* in the shell, which also redirects /requests to /requests/open, checks
 * permissions and draws the breadcrumbs); export-app.tsx makes it the area's App.
 */
import { Navigate, Route, Routes } from 'react-router-dom';
import { REQUEST_TABS } from '../components/request-tabs';
import '../components/requests.css';
import { NotFoundPage } from './not-found-page';
import { RequestDetailsPage } from './request-details-page';
import { RequestsListPage } from './requests-list-page';

export default function RequestsRoutes() {
  return (
    <Routes>
      <Route index element={<Navigate to="open" replace />} />
      {REQUEST_TABS.map((tab) => (
        <Route key={tab} path={tab}>
          <Route index element={<RequestsListPage key={tab} tab={tab} />} />
          <Route
            path="details/:customerRequestId"
            element={<RequestDetailsPage key={tab} tab={tab} />}
          />
        </Route>
      ))}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
