/**
 * /home (spec 000 §1): greeting by full name, the tiles the user may open, the external
 * 'Aanvraag ZVW' tile, and a Support block with Call and Mail buttons (targets not shown).
 */
import { SHELL_TEXTS as TEXTS } from '@portal/shared/rules';
import { useSession } from '@portal/shared/ui';
import {
  BedIcon,
  buttonClassName,
  ChartIcon,
  ClipboardIcon,
  MailIcon,
  PhoneIcon,
  ScanIcon,
  ShieldPlusIcon,
  Tile,
  TileGrid,
  WheelchairIcon,
  type TIcon,
} from '@portal/shared/ui';
import type { THomeTileIcon } from '../config/home-tiles';
import { deriveHomeTiles } from '../navigation/derived-views';
import { usePortal } from '../runtime/portal-context';
import { OverdueInspections } from './overdue-inspections';

const TILE_ICONS: Record<THomeTileIcon, TIcon> = {
  scan: ScanIcon,
  rentals: BedIcon,
  management: ChartIcon,
  articles: WheelchairIcon,
  requests: ClipboardIcon,
};

export function HomePage() {
  const { auth } = useSession();
  const { config, remotes, routes } = usePortal();
  const tiles = deriveHomeTiles(auth?.permissions ?? {}, remotes, undefined, routes);
  const { brand } = config;

  return (
    <div className="home">
      <h1 className="home__greeting">{TEXTS.greeting(auth?.fullName ?? '')}</h1>
      <TileGrid label={TEXTS.tilesLabel} className="home__tiles">
        {tiles.map((tile) => {
          const Icon = TILE_ICONS[tile.icon];
          return (
            <Tile
              key={tile.path}
              to={tile.path}
              title={tile.title}
              description={tile.description}
              // why: the overdue count links to those aids, so it cannot sit inside the tile's link
              footer={tile.icon === 'articles' ? <OverdueInspections /> : undefined}
              icon={<Icon size="2rem" />}
            />
          );
        })}
        <Tile
          href={brand.zvwUrl}
          title={TEXTS.zvwRequest}
          description={TEXTS.tileZvw}
          icon={<ShieldPlusIcon size="2rem" />}
        />
      </TileGrid>
      <section className="support ui-card" aria-labelledby="support-title">
        <h2 id="support-title">{TEXTS.support}</h2>
        <p className="support__intro">{TEXTS.supportIntro}</p>
        <div className="support__actions">
          <a
            className={buttonClassName('primary')}
            href={`tel:${brand.supportPhone.replace(/[^\d+]/g, '')}`}
          >
            <PhoneIcon />
            <span>{TEXTS.call}</span>
          </a>
          <a className={buttonClassName('secondary')} href={`mailto:${brand.supportEmail}`}>
            <MailIcon />
            <span>{TEXTS.mail}</span>
          </a>
        </div>
      </section>
    </div>
  );
}
