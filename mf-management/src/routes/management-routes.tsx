/**
 * The root of the management area: its routes, relative to wherever it is mounted
 * (/management/* in the shell, which also redirects /management and the legacy /invoices
 * to /management/invoices, checks permissions and draws the breadcrumbs); export-app.tsx
 * makes it the area's App. Every page is level 1 (spec 000 §2.2); mounted alone, a page
 * the user may not open says so (RequireRoute).
 */
import { RequireRoute } from '@portal/shared/remote';
import type { ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import '../components/management.css';
import { MANAGEMENT_BASE, MANAGEMENT_PAGES } from '../config/management-routes';
import { OVERVIEW_NAMES } from '../features/overviews/overview-definitions';
import { InvoicesPage } from './invoices-page';
import { NotFoundPage } from './not-found-page';
import { OverviewRoute } from './overview-route';
import { OverviewsPage } from './overviews-page';
import { RentalCostPage } from './rental-cost-page';

/** The route's path relative to the area ('overviews/rental'). */
function relative(page: keyof typeof MANAGEMENT_PAGES): string {
  return MANAGEMENT_PAGES[page].path.slice(MANAGEMENT_BASE.length + 1);
}

function guarded(page: keyof typeof MANAGEMENT_PAGES, element: ReactNode) {
  return <RequireRoute route={MANAGEMENT_PAGES[page]}>{element}</RequireRoute>;
}

export default function ManagementRoutes() {
  return (
    <Routes>
      <Route index element={<Navigate to={relative('invoices')} replace />} />
      <Route path={relative('invoices')} element={guarded('invoices', <InvoicesPage />)} />
      <Route path={relative('overviews')} element={guarded('overviews', <OverviewsPage />)} />
      {OVERVIEW_NAMES.map((name) => (
        <Route
          key={name}
          path={relative(name)}
          element={guarded(name, <OverviewRoute name={name} />)}
        />
      ))}
      <Route path={relative('rentalCost')} element={guarded('rentalCost', <RentalCostPage />)} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
