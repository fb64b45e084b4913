/**
 * The root of the depot area: its routes, relative to wherever it is mounted (/articles/*
 * in the shell, which sends only the route table's depot paths here, checks permissions and
 * draws the breadcrumbs); export-app.tsx makes it the area's App.
 */
import { Route, Routes } from 'react-router-dom';
import '../components/depot.css';
import { DEPOT_BASE, DEPOT_ROUTES, DEPOT_TABS, tabRoute } from '../config/depot-routes';
import { DepotCasePage } from './depot-case-page';
import { DepotCasesPage } from './depot-cases-page';
import { DepotRequestPage } from './depot-request-page';
import { NotFoundPage } from './not-found-page';

/** A table path relative to the mount point ('/articles/depot-pending' -> 'depot-pending'). */
function relative(path: string): string {
  return path.slice(DEPOT_BASE.length + 1);
}

export default function DepotRoutes() {
  return (
    <Routes>
      {DEPOT_TABS.map((tab) => (
        <Route key={tab} path={relative(tabRoute(tab).path)}>
          <Route index element={<DepotCasesPage key={tab} tab={tab} />} />
          <Route path="details/:depotCaseId" element={<DepotCasePage key={tab} tab={tab} />} />
        </Route>
      ))}
      <Route path={relative(DEPOT_ROUTES.request.path)} element={<DepotRequestPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
