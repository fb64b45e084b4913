/**
 * The action tiles of a product (spec 001 §2.4, level 2 each): 'QR code koppelen' only
 * while no code is linked; on a depot product Leveren uit depot and Reservering
 * registreren; on a product on location Locatie wijzigen, Reparatieverzoek, Reparatie
 * registreren, Aanvraag depotopslag and Cliëntgegevens; on both Artikelgegevens wijzigen.
 * Beyond the spec: the QR label of a product with a code, as a one-label PDF sheet.
 * A removed product has no actions. An action the api would refuse now (productActionRefusal
 * of shared/rules, the api's own rule: reserved, a repair already asked, on its way to the
 * depot, ...) is shown greyed with the api's reason instead of a link to a refusal.
 */
import type { TProductDetails, TProductPlacement } from '@portal/shared/contract/articles';
import { productActionRefusal, type TProductActionFacts } from '@portal/shared/rules';
import { ARTICLES_TEXTS as TEXTS } from '@portal/shared/rules/articles-texts';
import {
  BookmarkIcon,
  BoxIcon,
  MapPinIcon,
  PencilIcon,
  PrinterIcon,
  QrCodeIcon,
  StatusPanel,
  Tile,
  TileGrid,
  TruckIcon,
  UserIcon,
  usePermissions,
  WrenchIcon,
} from '@portal/shared/ui';
import { DownloadButton } from '@portal/shared/ui/lists';
import type { ReactNode } from 'react';
import { useArticlesPaths } from '../../../components/articles-paths';
import { productPath, productRoute, type TProductAction } from '../../../config/articles-routes';
import { downloadLabels } from '../../../api/download-labels';

type TTileSpec = { action: TProductAction; title: string; description: string; icon: ReactNode };

const a = TEXTS.actions;

const SCAN: TTileSpec = {
  action: 'scan',
  title: a.scan,
  description: a.scanDescription,
  icon: <QrCodeIcon />,
};
const EDIT: TTileSpec = {
  action: 'edit',
  title: a.edit,
  description: a.editDescription,
  icon: <PencilIcon />,
};

const TILES: Record<TProductPlacement, TTileSpec[]> = {
  location: [
    SCAN,
    {
      action: 'relocate',
      title: a.relocate,
      description: a.relocateDescription,
      icon: <MapPinIcon />,
    },
    { action: 'repair', title: a.repair, description: a.repairDescription, icon: <WrenchIcon /> },
    {
      action: 'clientrepair',
      title: a.clientRepair,
      description: a.clientRepairDescription,
      icon: <WrenchIcon />,
    },
    { action: 'depot', title: a.depot, description: a.depotDescription, icon: <BoxIcon /> },
    { action: 'client', title: a.client, description: a.clientDescription, icon: <UserIcon /> },
    EDIT,
  ],
  depot: [
    SCAN,
    {
      action: 'depotout',
      title: a.depotOut,
      description: a.depotOutDescription,
      icon: <TruckIcon />,
    },
    {
      action: 'reservation',
      title: a.reservation,
      description: a.reservationDescription,
      icon: <BookmarkIcon />,
    },
    EDIT,
  ],
};

/** What the rule judges, from the details the page shows. */
export function actionFacts(details: TProductDetails): TProductActionFacts {
  return {
    placement: details.placement,
    status: details.productStatus,
    hasBarcode: details.hasBarcode,
    isReserved: String(details.enableReservation) === '1',
    depotStatus: details.depotStatus,
    runningRequests: details.runningRequests,
  };
}

export function ProductActionTiles({
  placement,
  details,
}: {
  placement: TProductPlacement;
  details: TProductDetails;
}) {
  const { may } = usePermissions();
  const { to } = useArticlesPaths();
  if (details.productStatus === 'REMOVED') {
    return <StatusPanel type="inline-error" message={TEXTS.messages.removedNoActions} />;
  }
  const facts = actionFacts(details);
  // why: a linked code is no refusal to explain; the spec offers the tile only without one.
  const tiles = TILES[placement].filter(
    (tile) =>
      may(productRoute(placement, tile.action)) && (tile.action !== 'scan' || !details.hasBarcode),
  );
  return (
    <div className="articles-actions">
      {tiles.length > 0 ? (
        <TileGrid label={TEXTS.productTabs.actions}>
          {tiles.map((tile) => (
            <Tile
              key={tile.action}
              to={to(productPath(placement, tile.action, details.productId))}
              title={tile.title}
              description={tile.description}
              icon={tile.icon}
              disabledReason={productActionRefusal(tile.action, facts)}
            />
          ))}
        </TileGrid>
      ) : (
        <StatusPanel type="noData" message={a.none} />
      )}
      {details.hasBarcode ? (
        <div className="articles-actions__labels">
          <PrinterIcon aria-hidden="true" />
          <DownloadButton label={a.labels} download={() => downloadLabels([details.productId])} />
        </div>
      ) : null}
    </div>
  );
}
