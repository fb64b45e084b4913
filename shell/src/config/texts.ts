/**
 * Dutch screen texts of the shell that the spec leaves to us and that are not (yet) in
 * MESSAGES of @portal/shared/rules. Error texts never live here: they come from MESSAGES.
 * Route titles live in route-table.ts. Candidates to move into MESSAGES: all of these.
 */
export const TEXTS = {
  skipToContent: 'Naar de hoofdinhoud',
  greeting: (fullName: string) => `Welkom, ${fullName}`,
  homeLink: 'Home',
  logoHomeLabel: (brandName: string) => `${brandName}, naar de startpagina`,
  breadcrumbLabel: 'Kruimelpad',
  userMenuLabel: 'Gebruikersmenu',
  mainMenuLabel: 'Menu',
  logout: 'Uitloggen',
  zvwRequest: 'Aanvraag ZVW',
  tilesLabel: 'Snel naar',
  support: 'Support',
  supportIntro: 'Vragen over een hulpmiddel of over het portaal? Wij helpen u graag.',
  call: 'Bellen',
  mail: 'Mailen',
  version: (version: string) => `Versie ${version}`,
  retry: 'Opnieuw proberen',

  // Home tiles: one line of explanation each (the titles are the spec's).
  tileScan: 'Scan een barcode of QR-code van een hulpmiddel of huur.',
  tileRentals: 'Huur aanvragen, retour of reparatie melden.',
  tileManagement: 'Facturen, overzichten en verhuurkosten.',
  tileArticles: 'Eigen hulpmiddelen op locatie en in het depot.',
  tileRequests: 'Volg uw openstaande aanvragen.',
  tileZvw: 'Hulpmiddel aanvragen via de Zorgverzekeringswet.',
} as const;
