/**
 * The root of the aids management area: its routes, relative to wherever it is mounted
 * (/articles/* in the shell; the depot-order routes and /articles/depot/request belong to
 * mf-depot and never reach this remote); export-app.tsx makes it the area's App.
 */
import { Navigate, Route, Routes } from 'react-router-dom';
import {
  DEPOT_ACTIONS,
  LOCATION_ACTIONS,
  PLACEMENTS,
  PRODUCT_TABS,
} from '../config/articles-routes';
import { ActionsPage } from './actions-page';
import { InspectionsPage, RepairsPage } from './history-overview-page';
import { NotFoundPage } from './not-found-page';
import { OverviewPage } from './overview-page';
import { ProductFormPage } from './product-form-page';
import { ProductPage } from './product-page';
import { RegisterPage } from './register-page';
import { ScanPage } from './scan-page';
import '../components/articles.css';

export default function ArticlesRoutes() {
  return (
    <Routes>
      <Route index element={<Navigate to="location" replace />} />
      <Route path="actions" element={<ActionsPage />} />
      <Route path="actions/scan" element={<ScanPage />} />
      <Route path="add" element={<RegisterPage />} />
      <Route path="inspections" element={<Navigate to="open" replace />} />
      <Route path="inspections/open" element={<InspectionsPage key="open" tab="open" />} />
      <Route path="inspections/archive" element={<InspectionsPage key="archive" tab="archive" />} />
      <Route path="repairs" element={<Navigate to="open" replace />} />
      <Route path="repairs/open" element={<RepairsPage key="open" tab="open" />} />
      <Route path="repairs/archive" element={<RepairsPage key="archive" tab="archive" />} />
      {PLACEMENTS.map((placement) => (
        <Route key={placement} path={placement} element={<OverviewPage placement={placement} />} />
      ))}
      {PLACEMENTS.flatMap((placement) =>
        PRODUCT_TABS.map((tab) => (
          <Route
            key={`${placement}-${tab}`}
            path={`${placement}/product/${tab}/:productId`}
            element={<ProductPage key={`${placement}-${tab}`} placement={placement} view={tab} />}
          />
        )),
      )}
      {PLACEMENTS.map((placement) => (
        <Route
          key={`${placement}-actions`}
          path={`${placement}/product/actions/:productId`}
          element={<ProductPage placement={placement} view="actions" />}
        />
      ))}
      {LOCATION_ACTIONS.map((action) => (
        <Route
          key={`location-${action}`}
          path={`location/product/actions/${action}/:productId`}
          element={<ProductFormPage key={action} placement="location" action={action} />}
        />
      ))}
      {DEPOT_ACTIONS.map((action) => (
        <Route
          key={`depot-${action}`}
          path={`depot/product/actions/${action}/:productId`}
          element={<ProductFormPage key={action} placement="depot" action={action} />}
        />
      ))}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
