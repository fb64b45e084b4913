/**
 * The shell's section of the one Dutch message catalogue (see ./index.ts): labels of the
 * layout, the home page and the support block. Error texts never live here: they come
 * from MESSAGES. Route titles live in access/route-table.ts.
 */
import { RENTALS_TEXTS } from './rentals-texts.js';
import { REQUESTS_TEXTS } from './requests-texts.js';

export const SHELL_TEXTS = {
  skipToContent: 'Naar de hoofdinhoud',
  greeting: (fullName: string) => `Welkom, ${fullName}`,
  homeLink: 'Home',
  // ours (issue 38): 'Geen toegang' says which right is missing and who gives it
  noAccessMissingRight: 'Ontbrekend recht',
  noAccessRight: (page: string, area: string | null, level: number) =>
    `${area && area !== page ? `${area}: ${page}` : page} (${level >= 2 ? 'uitvoeren' : 'bekijken'})`,
  noAccessWhoGives: 'Dit recht geeft de beheerder van uw organisatie:',
  noAccessAskAdministrator: 'Vraag de beheerder van uw organisatie om dit recht.',
  noAccessHome: 'Naar de startpagina',
  logoHomeLabel: (brandName: string) => `${brandName}, naar de startpagina`,
  breadcrumbLabel: 'Kruimelpad',
  userMenuLabel: 'Gebruikersmenu',
  mainMenuLabel: 'Menu',
  // ours: the area navigation (bottom bar on phones, beside the logo on wide screens).
  areaNavLabel: 'Hoofdmenu',
  areaNavMore: 'Meer',
  /** Shorter names of areas in the bottom bar, where five share 360 px. */
  areaNavShort: {
    '/articles': 'Hulpmiddelen',
    '/articles/depot': 'Depot',
    '/management': 'Management',
  } as Record<string, string>,
  logout: 'Uitloggen',
  zvwRequest: 'Aanvraag ZVW',
  tilesLabel: 'Snel naar',
  support: 'Support',
  supportIntro: 'Vragen over een hulpmiddel of over het portaal? Wij helpen u graag.',
  call: 'Bellen',
  mail: 'Mailen',
  version: (version: string) => `Versie ${version}`,
  retry: 'Opnieuw proberen',

  // Home tiles: title (the spec's, as in the route table; the areas' own titles where the
  // tile opens an area) and one line of explanation each.
  tileTitles: {
    scan: 'Scannen',
    rentals: RENTALS_TEXTS.areaTitle,
    management: 'Management info',
    articles: 'Hulpmiddelenbeheer',
    requests: REQUESTS_TEXTS.areaTitle,
  },
  // A tile's explanation matches what the user may do there: `...View` for level 1 (view
  // only), the plain key when the user may act (level 2 on the tile's act route).
  tileScan: 'Scan een barcode of QR-code van een hulpmiddel of huur.',
  tileRentals: 'Huur aanvragen, retour of reparatie melden.',
  tileRentalsView: 'Bekijk uw huurdossiers, facturen en documenten.',
  tileManagement: 'Facturen, overzichten en verhuurkosten.',
  tileArticles: 'Eigen hulpmiddelen registreren en beheren, op locatie en in het depot.',
  tileArticlesView: 'Bekijk uw eigen hulpmiddelen op locatie en in het depot.',
  tileRequests: 'Volg uw openstaande aanvragen.',
  tileZvw: 'Hulpmiddel aanvragen via de Zorgverzekeringswet.',
  /** Beyond the spec: aids past their periodic inspection, on the Hulpmiddelenbeheer tile. */
  overdueInspections: (count: number) =>
    count === 1 ? '1 keuring verlopen' : `${count} keuringen verlopen`,
  noOverdueInspections: 'Geen keuringen verlopen',
} as const;
