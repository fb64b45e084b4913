/**
 * The home screen's tiles (spec 000 §1), each shown only when the user may open its target
 * and the target exists in this deployment (see navigation/derived-views.ts). The external
 * 'Aanvraag ZVW' tile is not here: it is always shown and links to brand.zvwUrl.
 */
import { TEXTS } from './texts';

export type THomeTileIcon = 'scan' | 'rentals' | 'management' | 'articles' | 'requests';

export type THomeTile = {
  path: string;
  title: string;
  description: string;
  icon: THomeTileIcon;
};

export const HOME_TILES: readonly THomeTile[] = [
  { path: '/scan', title: 'Scannen', description: TEXTS.tileScan, icon: 'scan' },
  { path: '/rentals/actions', title: 'Verhuur', description: TEXTS.tileRentals, icon: 'rentals' },
  {
    path: '/management',
    title: 'Management info',
    description: TEXTS.tileManagement,
    icon: 'management',
  },
  {
    path: '/articles/actions',
    title: 'Hulpmiddelenbeheer',
    description: TEXTS.tileArticles,
    icon: 'articles',
  },
  { path: '/requests', title: 'Aanvragen', description: TEXTS.tileRequests, icon: 'requests' },
];
