/**
 * The root of the rentals area: its routes, relative to wherever it is mounted (/rentals/*
 * in the shell); export-app.tsx makes it the area's App.
 */
import { Navigate, Route, Routes } from 'react-router-dom';
import { RENTAL_TABS } from '../config/rentals-routes';
import { ActionsPage } from './actions-page';
import { CasePage } from './case-page';
import { CaseRequestPage } from './case-request-page';
import { NotFoundPage } from './not-found-page';
import { OverviewPage } from './overview-page';
import { RequestPage } from './request-page';
import { ScanPage } from './scan-page';
import '../components/rentals.css';

const CASE_PAGES = ['details', 'invoices', 'documents'] as const;

export default function RentalsRoutes() {
  return (
    <Routes>
      <Route index element={<Navigate to="active" replace />} />
      <Route path="actions" element={<ActionsPage />} />
      <Route path="actions/scan" element={<ScanPage />} />
      <Route path="actions/request" element={<RequestPage />} />
      {RENTAL_TABS.map((tab) => (
        <Route key={tab} path={tab} element={<OverviewPage tab={tab} />} />
      ))}
      {RENTAL_TABS.flatMap((tab) =>
        CASE_PAGES.map((page) => (
          <Route
            key={`${tab}-${page}`}
            path={`${tab}/${page}/:rentalCaseId`}
            element={<CasePage key={`${tab}-${page}`} tab={tab} view={page} />}
          />
        )),
      )}
      <Route
        path="active/actions/:rentalCaseId"
        element={<CasePage tab="active" view="actions" />}
      />
      <Route path="active/retour/:rentalCaseId" element={<CaseRequestPage kind="retour" />} />
      <Route path="active/repair/:rentalCaseId" element={<CaseRequestPage kind="repair" />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
