/**
 * An action form of one product (spec 001 §2.4, §4, §5; level 2 each): the product's
 * details first (a removed product or one under the other placement gets no form), then
 * the server's permission check for the forms whose request type the spec lists (its
 * message replaces the form), then the form. An action the product's rule refuses now
 * (productActionRefusal, the api's own) shows the refusal instead of a form the api would
 * refuse. A successful submit returns to the details with a success message; a message
 * that brought the user here (registration leads to 'QR code koppelen') shows on top.
 */
import type { TCheckedRequestType } from '@portal/shared/contract';
import type { TProductPlacement } from '@portal/shared/contract/articles';
import { ARTICLES_TEXTS as TEXTS } from '@portal/shared/rules/articles-texts';
import { productActionRefusal } from '@portal/shared/rules';
import {
  ButtonLink,
  ChevronLeftIcon,
  flashState,
  NavigationFlash,
  PermissionGate,
  sentFlashState,
  StatusPanel,
  useFollowPath,
} from '@portal/shared/ui';
import { RepairReportForm, type TSentRepairReport } from '@portal/shared/ui/forms';
import { Navigate } from 'react-router-dom';
import { useArticlesPaths } from '../components/articles-paths';
import { AreaPage } from '@portal/shared/ui/lists';
import { RequireRoute } from '@portal/shared/remote';
import {
  isActionOf,
  productPath,
  productRoute,
  type TProductAction,
} from '../config/articles-routes';
import { useProductDetails } from '../features/product-details/api/get-product-details';
import { ClientNameForm } from '../features/product-forms/components/client-name-form';
import { ClientRepairForm } from '../features/product-forms/components/client-repair-form';
import { DepotInForm } from '../features/product-forms/components/depot-in-form';
import { DepotOutForm } from '../features/product-forms/components/depot-out-form';
import { EditProductForm } from '../features/product-forms/components/edit-product-form';
import { LinkQrForm } from '../features/product-forms/components/link-qr-form';
import { RelocateForm } from '../features/product-forms/components/relocate-form';
import { ReservationForm } from '../features/product-forms/components/reservation-form';
import { actionFacts } from '../features/product-actions/components/product-action-tiles';
import { NotFoundPage } from './not-found-page';
import { useProductId } from './use-product-id';

const a = TEXTS.actions;

const TITLES: Record<TProductAction, string> = {
  scan: a.scan,
  relocate: a.relocate,
  repair: a.repair,
  clientrepair: a.clientRepair,
  depot: a.depot,
  client: a.client,
  edit: a.edit,
  depotout: a.depotOut,
  reservation: a.reservation,
};

/** The request type whose server check opens the form (spec 001 §4). */
const CHECKED: Partial<Record<TProductAction, TCheckedRequestType>> = {
  relocate: 'PRODUCT-LOCATION-UPDATE',
  repair: 'REPAIR-DEPOT',
  depotout: 'DEPOT-OUT',
  client: 'PRODUCT-CLIENT-UPDATE',
};

export function ProductFormPage({
  placement,
  action,
}: {
  placement: TProductPlacement;
  action: TProductAction;
}) {
  const productId = useProductId();
  const { to, go } = useArticlesPaths();
  const details = useProductDetails(productId ?? 0);
  const followPath = useFollowPath();
  if (productId === null) return <NotFoundPage />;
  const detailsPath = productPath(placement, 'details', productId);
  const done = (message: string) => go(detailsPath, { state: flashState(message) });
  const product = details.data;
  // why (issue 38): a write that made a request says which product, its number and where to
  // follow it; an internal move (no request) says only what changed.
  const sent = (message: string, customerRequestId: number | null) =>
    go(detailsPath, {
      state: sentFlashState(message, {
        customerRequestId,
        followPath: followPath(customerRequestId),
        facts: product
          ? [
              {
                label: TEXTS.sentProduct,
                value: TEXTS.productTitle(product.articleName, product.serialNumber),
              },
            ]
          : [],
      }),
    });
  const refusal = product ? productActionRefusal(action, actionFacts(product)) : null;

  let body;
  if (details.status === 'pending') body = <StatusPanel type="loading" />;
  else if (details.status === 'error')
    body = <StatusPanel type="inline-error" message={details.error.message} />;
  else if (product?.placement && product.placement !== placement) {
    const target = isActionOf(product.placement, action) ? action : 'details';
    return <Navigate to={to(productPath(product.placement, target, productId))} replace />;
  } else if (product?.productStatus === 'REMOVED') {
    body = <StatusPanel type="inline-error" message={TEXTS.messages.removedNoActions} />;
  } else if (refusal !== null) {
    body = <StatusPanel type="inline-error" message={refusal} />;
  } else if (product) {
    const form = (
      <>
        {action === 'scan' ? (
          <LinkQrForm details={product} onSubmitted={() => done(TEXTS.messages.qrLinked)} />
        ) : null}
        {action === 'relocate' ? <RelocateForm details={product} onSubmitted={sent} /> : null}
        {action === 'repair' ? (
          <RepairReportForm
            sourceId={productId}
            requestType="REPAIR-DEPOT"
            submitLabel={a.repair}
            onSubmitted={(report: TSentRepairReport) =>
              sent(TEXTS.messages.repairRequested, report.customerRequestId)
            }
          />
        ) : null}
        {action === 'clientrepair' ? (
          <ClientRepairForm
            details={product}
            onSubmitted={() => done(TEXTS.messages.clientRepairSaved)}
          />
        ) : null}
        {action === 'depot' ? (
          <DepotInForm
            details={product}
            onSubmitted={(id) => sent(TEXTS.messages.depotInRequested, id)}
          />
        ) : null}
        {action === 'client' ? (
          <ClientNameForm
            details={product}
            onSubmitted={(id) => sent(TEXTS.messages.clientSaved, id)}
          />
        ) : null}
        {action === 'edit' ? (
          <EditProductForm details={product} onSubmitted={() => done(TEXTS.messages.editSaved)} />
        ) : null}
        {action === 'depotout' ? (
          <DepotOutForm
            details={product}
            onSubmitted={(id) => sent(TEXTS.messages.depotOutRequested, id)}
          />
        ) : null}
        {action === 'reservation' ? <ReservationForm details={product} onSubmitted={done} /> : null}
      </>
    );
    const requestType = CHECKED[action];
    body = requestType ? (
      <PermissionGate sourceId={productId} requestType={requestType}>
        {form}
      </PermissionGate>
    ) : (
      form
    );
  }

  return (
    <AreaPage
      title={TITLES[action]}
      subtitle={product ? TEXTS.productTitle(product.articleName, product.serialNumber) : null}
    >
      <NavigationFlash />
      <div>
        <ButtonLink to={to(detailsPath)} variant="link" icon={<ChevronLeftIcon />}>
          {TEXTS.backToProduct}
        </ButtonLink>
      </div>
      <RequireRoute route={productRoute(placement, action)}>{body}</RequireRoute>
    </AreaPage>
  );
}
