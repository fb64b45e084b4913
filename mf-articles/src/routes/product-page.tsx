/**
 * The pages of one product under /articles/location/product or /articles/depot/product
 * (spec 001 §2.4): '<article> <serial>' with the tabs Details, Acties (level 2), Reparaties,
 * Keuringen, Reinigingen, Documenten and Product historie, and the banners of a removed or
 * reserved product. Details and Acties show the aid's running requests first (issue 38).
 *
 * The details decide the frame: a product the server does not give shows its message
 * without tabs; a product opened under the other placement (a depot product under
 * /articles/location, e.g. after it moved) moves to the same page under its own.
 */
import type { TProductPlacement } from '@portal/shared/contract/articles';
import { ARTICLES_TEXTS as TEXTS } from '@portal/shared/rules/articles-texts';
import { ButtonLink, NavigationFlash, StatusPanel, usePermissions } from '@portal/shared/ui';
import { RunningRequests, TabBar, type TTab } from '@portal/shared/ui/lists';
import { Navigate, useLocation } from 'react-router-dom';
import { useArticlesPaths } from '../components/articles-paths';
import { AreaPage } from '@portal/shared/ui/lists';
import { RequireRoute } from '@portal/shared/remote';
import {
  ARTICLE_ROUTES,
  PRODUCT_TABS,
  productPath,
  productRoute,
  type TProductTab,
} from '../config/articles-routes';
import { ProductDocuments } from '../features/documents/components/product-documents';
import { ProductActionTiles } from '../features/product-actions/components/product-action-tiles';
import { useProductDetails } from '../features/product-details/api/get-product-details';
import { ProductBanners } from '../features/product-details/components/product-banners';
import { ProductDetailsView } from '../features/product-details/components/product-details-view';
import {
  ProductCleanings,
  ProductInspections,
  ProductLog,
  ProductRepairs,
} from './product-tab-lists';
import { NotFoundPage } from './not-found-page';
import { useProductId } from './use-product-id';

export type TProductView = TProductTab | 'actions';

export function ProductPage({
  placement,
  view,
}: {
  placement: TProductPlacement;
  view: TProductView;
}) {
  const productId = useProductId();
  const { may } = usePermissions();
  const { to } = useArticlesPaths();
  const { state } = useLocation();
  const details = useProductDetails(productId ?? 0);
  if (productId === null) return <NotFoundPage />;

  if (details.status !== 'success') {
    return (
      <AreaPage title={TEXTS.productTabs[view]}>
        <NavigationFlash />
        {details.status === 'pending' ? (
          <StatusPanel type="loading" />
        ) : (
          <>
            <StatusPanel type="inline-error" message={details.error.message} />
            <div>
              <ButtonLink to={to(ARTICLE_ROUTES[placement].path)} variant="secondary">
                {TEXTS.backToList}
              </ButtonLink>
            </div>
          </>
        )}
      </AreaPage>
    );
  }
  const product = details.data;
  if (product.placement && product.placement !== placement) {
    return (
      <Navigate to={to(productPath(product.placement, view, productId))} replace state={state} />
    );
  }

  const tabs: TTab[] = PRODUCT_TABS.filter((tab) => may(productRoute(placement, tab))).map(
    (tab) => ({ path: to(productPath(placement, tab, productId)), title: TEXTS.productTabs[tab] }),
  );
  if (may(productRoute(placement, 'actions'))) {
    // why: second, so the actions a carer needs at the bed stay in view on a 360px phone.
    tabs.splice(1, 0, {
      path: to(productPath(placement, 'actions', productId)),
      title: TEXTS.productTabs.actions,
    });
  }

  return (
    <AreaPage
      title={TEXTS.productTitle(product.articleName, product.serialNumber)}
      subtitle={product.owner}
    >
      <NavigationFlash />
      <ProductBanners details={product} />
      <TabBar tabs={tabs} label={TEXTS.productTabsLabel} />
      <div className="articles-product__body">
        {view === 'details' || view === 'actions' ? (
          <RunningRequests subject="product" subjectId={productId} />
        ) : null}
        {view === 'details' ? <ProductDetailsView details={product} /> : null}
        {view === 'actions' ? (
          <RequireRoute route={productRoute(placement, 'actions')}>
            <ProductActionTiles placement={placement} details={product} />
          </RequireRoute>
        ) : null}
        {view === 'repairs' ? <ProductRepairs productId={productId} /> : null}
        {view === 'inspections' ? <ProductInspections details={product} /> : null}
        {view === 'cleanings' ? <ProductCleanings productId={productId} /> : null}
        {view === 'documents' ? <ProductDocuments productId={productId} /> : null}
        {view === 'log' ? <ProductLog productId={productId} /> : null}
      </div>
    </AreaPage>
  );
}
