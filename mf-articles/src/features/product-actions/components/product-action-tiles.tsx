/**
 * The action tiles of a product (spec 001 §2.4, level 2 each): 'QR code koppelen' only
 * while no code is linked; on a depot product Leveren uit depot and Reservering
 * registreren; on a product on location Locatie wijzigen, Reparatieverzoek, Reparatie
 * registreren, Aanvraag depotopslag and Cliëntgegevens; on both Artikelgegevens wijzigen.
 * Beyond the spec: the QR label of a product with a code, as a one-label PDF sheet.
 * A removed product has no actions.
 */
import type { TProductDetails, TProductPlacement } from '@portal/shared/contract/articles';
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
import { productPath, productRoute, type TProductAction } from '../../../config/article-routes';
import { downloadLabels } from '../../labels/api/download-labels';

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
