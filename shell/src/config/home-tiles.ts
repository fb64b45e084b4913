/**
 * The home screen's tiles (spec 000 §1), each shown only when the user may open its target
 * and the target exists in this deployment (see navigation/derived-views.ts). A tile's
 * explanation matches the user's level: `act` (with the route whose level decides it) for
 * a user who may act there, `description` for one who may only look. The external
 * 'Aanvraag ZVW' tile is not here: it is always shown and links to brand.zvwUrl.
 */
import { SHELL_TEXTS as TEXTS } from '@portal/shared/rules';

export type THomeTileIcon = 'scan' | 'rentals' | 'management' | 'articles' | 'requests';

export type THomeTile = {
  path: string;
  title: string;
  /** The explanation for a user who may only view. */
  description: string;
  /** The explanation for a user who may open `route` at its level (act, level 2). */
  act?: { route: string; description: string };
  icon: THomeTileIcon;
};

export const HOME_TILES: readonly THomeTile[] = [
  { path: '/scan', title: TEXTS.tileTitles.scan, description: TEXTS.tileScan, icon: 'scan' },
  {
    path: '/rentals/actions',
    title: TEXTS.tileTitles.rentals,
    description: TEXTS.tileRentalsView,
    act: { route: '/rentals/actions/request', description: TEXTS.tileRentals },
    icon: 'rentals',
  },
  {
    path: '/management',
    title: TEXTS.tileTitles.management,
    description: TEXTS.tileManagement,
    icon: 'management',
  },
  {
    path: '/articles/actions',
    title: TEXTS.tileTitles.articles,
    description: TEXTS.tileArticlesView,
    act: { route: '/articles/add', description: TEXTS.tileArticles },
    icon: 'articles',
  },
  {
    path: '/requests',
    title: TEXTS.tileTitles.requests,
    description: TEXTS.tileRequests,
    icon: 'requests',
  },
];
