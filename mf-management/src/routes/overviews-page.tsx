// /management/overviews (spec 001 §2.7): the eight overview tiles, each only for a user
// who may open its route, in the spec's order.
import { MANAGEMENT_TEXTS } from '@portal/shared/rules/management-texts';
import {
  BedIcon,
  BoxIcon,
  ChartIcon,
  ClipboardIcon,
  MapPinIcon,
  Tile,
  TileGrid,
  TruckIcon,
  usePermissions,
  WrenchIcon,
} from '@portal/shared/ui';
import { AreaPage } from '@portal/shared/ui/lists';
import type { ReactNode } from 'react';
import { useManagementPaths } from '../components/management-paths';
import { ManagementTabs } from '../components/management-tabs';
import { MANAGEMENT_PAGES } from '../config/management-routes';
import { OVERVIEW_NAMES, type TOverviewName } from '../features/overviews/overview-definitions';

const ICONS: Record<TOverviewName, ReactNode> = {
  rental: <BedIcon />,
  repairs: <WrenchIcon />,
  depot: <TruckIcon />,
  productsLocation: <MapPinIcon />,
  productsDepot: <BoxIcon />,
  activeRental: <ClipboardIcon />,
  rentalDate: <ChartIcon />,
  depotDate: <ChartIcon />,
};

export function OverviewsPage() {
  const { may } = usePermissions();
  const { to } = useManagementPaths();
  const texts = MANAGEMENT_TEXTS;
  return (
    <AreaPage title={texts.ui.overviewsTitle}>
      <ManagementTabs />
      <TileGrid label={texts.ui.overviewsTitle}>
        {OVERVIEW_NAMES.filter((name) => may(MANAGEMENT_PAGES[name])).map((name) => (
          <Tile
            key={name}
            to={to(MANAGEMENT_PAGES[name].path)}
            title={texts.tiles[name]}
            description={texts.ui.tileDescriptions[name]}
            icon={ICONS[name]}
          />
        ))}
      </TileGrid>
    </AreaPage>
  );
}
