// /rentals/actions (spec 001 §2.3): the tiles Scannen and Nieuwe aanvraag verhuur, each
// only for a user who may open its route.
import { RENTALS_TEXTS as TEXTS } from '@portal/shared/rules';
import { BedIcon, ScanIcon, Tile, TileGrid } from '@portal/shared/ui';
import { AreaPage } from '@portal/shared/ui/lists';
import { useRentalsPaths } from '../components/rentals-paths';
import { usePermissions } from '@portal/shared/ui';
import { RENTAL_ROUTES } from '../config/rentals-routes';

export function ActionsPage() {
  const { may } = usePermissions();
  const { to } = useRentalsPaths();
  return (
    <AreaPage title={TEXTS.actionsTitle}>
      <TileGrid label={TEXTS.actionsTitle}>
        {may(RENTAL_ROUTES.scan) ? (
          <Tile
            to={to(RENTAL_ROUTES.scan.path)}
            title={TEXTS.scanTitle}
            description={TEXTS.scanDescription}
            icon={<ScanIcon />}
          />
        ) : null}
        {may(RENTAL_ROUTES.request) ? (
          <Tile
            to={to(RENTAL_ROUTES.request.path)}
            title={TEXTS.requestTitle}
            description={TEXTS.requestDescription}
            icon={<BedIcon />}
          />
        ) : null}
      </TileGrid>
    </AreaPage>
  );
}
