// /articles/actions (spec 001 §2.4): Scannen, Keuringen, Reparaties, Hulpmiddel registreren
// and Leveren uit depot, and (ours, issue 38) the depot's Opdrachten, each only for a user
// who may open its route.
import { ARTICLES_TEXTS as TEXTS } from '@portal/shared/rules/articles-texts';
import {
  BoxIcon,
  ClipboardIcon,
  PlusIcon,
  ScanIcon,
  Tile,
  TileGrid,
  TruckIcon,
  usePermissions,
  WrenchIcon,
} from '@portal/shared/ui';
import { useArticlesPaths } from '../components/articles-paths';
import { AreaPage } from '@portal/shared/ui/lists';
import { ARTICLE_ROUTES } from '../config/articles-routes';

const t = TEXTS.tiles;

const TILES = [
  { route: ARTICLE_ROUTES.scan, title: t.scan, description: t.scanDescription, icon: <ScanIcon /> },
  {
    route: ARTICLE_ROUTES.inspections,
    title: t.inspections,
    description: t.inspectionsDescription,
    icon: <ClipboardIcon />,
  },
  {
    route: ARTICLE_ROUTES.repairs,
    title: t.repairs,
    description: t.repairsDescription,
    icon: <WrenchIcon />,
  },
  { route: ARTICLE_ROUTES.add, title: t.add, description: t.addDescription, icon: <PlusIcon /> },
  {
    route: ARTICLE_ROUTES.depotRequest,
    title: t.depotRequest,
    description: t.depotRequestDescription,
    icon: <TruckIcon />,
  },
  {
    route: ARTICLE_ROUTES.depotPending,
    title: t.depotOrders,
    description: t.depotOrdersDescription,
    icon: <BoxIcon />,
  },
];

export function ActionsPage() {
  const { may } = usePermissions();
  const { to } = useArticlesPaths();
  return (
    <AreaPage title={TEXTS.actionsTitle}>
      <TileGrid label={TEXTS.actionsTitle}>
        {TILES.filter((tile) => may(tile.route)).map((tile) => (
          <Tile
            key={tile.route.path}
            to={to(tile.route.path)}
            title={tile.title}
            description={tile.description}
            icon={tile.icon}
          />
        ))}
      </TileGrid>
    </AreaPage>
  );
}
