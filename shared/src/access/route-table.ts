/**
 * The whole route table of spec 000 §2.1 and §2.2 as data: path, title, required level,
 * owning remote, top-menu flag and redirect target. The shell derives its routes, menus,
 * home tiles, breadcrumbs and the stored `routes-tree` from this one table
 * (shell/src/navigation/); the api reads it to know which remote owns a requested page.
 * Titles the spec does not give are ours (listed in shell/README.md).
 */

export const REMOTE_NAMES = [
  'auth',
  'rentals',
  'articles',
  'depot',
  'requests',
  'management',
  'backoffice',
] as const;
export type TRemoteName = (typeof REMOTE_NAMES)[number];
/**
 * Who draws a route: the shell, a portal area, or (in the shell's table of a deployment) a
 * Module Federation remote built elsewhere that /remotes.json names with its routes.
 */
export type TRouteOwner = TRemoteName | 'shell' | (string & {});

export type TRouteEntry = {
  /** Absolute path; `:name` segments are parameters. */
  path: string;
  title: string;
  /**
   * Required permission level: 1 view (default), 2 act, 0 any signed-in user; 3 only the
   * back office's administrators (issue 41).
   */
  level: number;
  owner: TRouteOwner;
  isTopMenu: boolean;
  /** A route that only redirects (its title still names the crumb and the menu item). */
  redirectTo?: string;
  /** Public account routes (no session needed). */
  isPublic: boolean;
};

type TRouteOptions = {
  level?: number;
  isTopMenu?: boolean;
  redirectTo?: string;
};

function group(owner: TRouteOwner, isPublic: boolean) {
  return (path: string, title: string, options: TRouteOptions = {}): TRouteEntry => ({
    path,
    title,
    level: options.level ?? 1,
    owner,
    isTopMenu: options.isTopMenu ?? false,
    ...(options.redirectTo ? { redirectTo: options.redirectTo } : {}),
    isPublic,
  });
}

const auth = group('auth', true);
const shell = group('shell', false);
const rentals = group('rentals', false);
const articles = group('articles', false);
const depot = group('depot', false);
const requests = group('requests', false);
const management = group('management', false);
const backoffice = group('backoffice', false);

/** details, invoices and documents of one rental case, under a rentals list. */
function rentalCaseTabs(base: string): TRouteEntry[] {
  return [
    rentals(`${base}/details/:rentalCaseId`, 'Details'),
    rentals(`${base}/invoices/:rentalCaseId`, 'Facturen'),
    rentals(`${base}/documents/:rentalCaseId`, 'Documenten'),
  ];
}

/** The six product tabs shared by products on location and in the depot (level 1). */
function productTabs(base: string): TRouteEntry[] {
  return [
    articles(`${base}/details/:productId`, 'Details'),
    articles(`${base}/repairs/:productId`, 'Reparaties'),
    articles(`${base}/inspections/:productId`, 'Keuringen'),
    articles(`${base}/cleanings/:productId`, 'Reinigingen'),
    articles(`${base}/documents/:productId`, 'Documenten'),
    articles(`${base}/log/:productId`, 'Product historie'),
  ];
}

const ACT = { level: 2 } as const;

export const ROUTE_TABLE: readonly TRouteEntry[] = [
  // Account (spec 000 §2.1), owned by mf-auth
  auth('/auth', 'Account', { redirectTo: '/auth/login' }),
  auth('/auth/login', 'Inloggen'),
  auth('/auth/logout', 'Uitloggen'),
  auth('/auth/register/:token', 'Registreren'),
  auth('/auth/forgot', 'Wachtwoord vergeten'),
  auth('/auth/reset/:token', 'Wachtwoord veranderen'),

  // Shell pages
  shell('/home', 'Home', { isTopMenu: true }),
  shell('/scan', 'Scannen', { isTopMenu: true }),
  shell('/noaccess', 'Geen toegang', { level: 0 }),
  // ours (issue 29): what was sent without a connection; every signed-in user has one.
  shell('/outbox', 'Wachtrij', { level: 0 }),
  // ours (issue 41): how a user gets the mails about her requests; in the user menu.
  shell('/mail-settings', 'E-mailmeldingen', { level: 0 }),
  // ours (issue 40 §2): the user's passkeys; in the user menu.
  shell('/passkeys', 'Passkeys', { level: 0 }),

  // Rentals
  rentals('/rentals', 'Verhuur', { isTopMenu: true, redirectTo: '/rentals/active' }),
  rentals('/rentals/actions', 'Acties'),
  rentals('/rentals/actions/scan', 'Scannen'),
  rentals('/rentals/actions/request', 'Nieuwe aanvraag verhuur', ACT),
  rentals('/rentals/active', 'Actief'),
  rentals('/rentals/active/actions/:rentalCaseId', 'Acties', ACT),
  rentals('/rentals/active/retour/:rentalCaseId', 'Retour melden', ACT),
  rentals('/rentals/active/repair/:rentalCaseId', 'Reparatie melden', ACT),
  ...rentalCaseTabs('/rentals/active'),
  rentals('/rentals/waiting', 'In behandeling'),
  ...rentalCaseTabs('/rentals/waiting'),
  rentals('/rentals/archive', 'Archief'),
  ...rentalCaseTabs('/rentals/archive'),

  // Articles and products
  articles('/articles', 'Hulpmiddelenbeheer', {
    isTopMenu: true,
    redirectTo: '/articles/location',
  }),
  articles('/articles/actions', 'Acties'),
  articles('/articles/actions/scan', 'Scannen'),
  articles('/articles/location', 'Op locatie'),
  articles('/articles/depot', 'In depot', { isTopMenu: true }),
  articles('/articles/inspections', 'Keuringen', { redirectTo: '/articles/inspections/open' }),
  articles('/articles/inspections/open', 'Te keuren'),
  articles('/articles/inspections/archive', 'Archief'),
  articles('/articles/repairs', 'Reparaties', { redirectTo: '/articles/repairs/open' }),
  articles('/articles/repairs/open', 'Openstaand'),
  articles('/articles/repairs/archive', 'Archief'),
  articles('/articles/add', 'Hulpmiddel registreren', ACT),
  articles('/articles/location/product/actions/:productId', 'Acties', ACT),
  articles('/articles/location/product/actions/scan/:productId', 'QR code koppelen', ACT),
  articles('/articles/location/product/actions/relocate/:productId', 'Locatie wijzigen', ACT),
  articles('/articles/location/product/actions/repair/:productId', 'Reparatieverzoek', ACT),
  articles('/articles/location/product/actions/depot/:productId', 'Aanvraag depotopslag', ACT),
  articles('/articles/location/product/actions/client/:productId', 'Cliëntgegevens', ACT),
  articles(
    '/articles/location/product/actions/clientrepair/:productId',
    'Eigen reparatie registreren',
    ACT,
  ),
  articles('/articles/location/product/actions/edit/:productId', 'Artikelgegevens wijzigen', ACT),
  ...productTabs('/articles/location/product'),
  articles('/articles/depot/product/actions/:productId', 'Acties', ACT),
  articles('/articles/depot/product/actions/scan/:productId', 'QR code koppelen', ACT),
  articles('/articles/depot/product/actions/depotout/:productId', 'Leveren uit depot', ACT),
  articles(
    '/articles/depot/product/actions/reservation/:productId',
    'Reservering registreren',
    ACT,
  ),
  articles('/articles/depot/product/actions/edit/:productId', 'Artikelgegevens wijzigen', ACT),
  ...productTabs('/articles/depot/product'),

  // Depot orders, owned by mf-depot
  depot('/articles/depot-pending', 'Opdrachten'),
  depot('/articles/depot-pending/details/:depotCaseId', 'Details'),
  depot('/articles/depot-archive', 'Archief'),
  depot('/articles/depot-archive/details/:depotCaseId', 'Details'),
  depot('/articles/depot/request', 'Leveren uit depot'),

  // Customer requests
  requests('/requests', 'Aanvragen', { isTopMenu: true, redirectTo: '/requests/open' }),
  requests('/requests/open', 'Open'),
  requests('/requests/open/details/:customerRequestId', 'Details aanvraag'),
  requests('/requests/processing', 'In behandeling'),
  requests('/requests/processing/details/:customerRequestId', 'Details aanvraag'),
  requests('/requests/archive', 'Archief'),
  requests('/requests/archive/details/:customerRequestId', 'Details aanvraag'),

  // Management information (all level 1)
  management('/management', 'Management info', {
    isTopMenu: true,
    redirectTo: '/management/invoices',
  }),
  management('/management/invoices', 'Facturen'),
  management('/management/overviews', 'Overzichten'),
  management('/management/overviews/rental', 'Verhuur'),
  management('/management/overviews/repairs', 'Reparaties'),
  management('/management/overviews/depot', 'Depot opdrachten'),
  management('/management/overviews/productslocation', 'Hulpmiddelen op locatie'),
  management('/management/overviews/productsdepot', 'Hulpmiddelen in depot'),
  management('/management/overviews/activerental', 'Actieve verhuurdossiers'),
  management('/management/overviews/rentaldate', 'Verhuur op datum'),
  management('/management/overviews/depotdate', 'Depot op datum'),
  management('/management/rentalcost', 'Verhuurkosten'),

  // The supplier's back office (issue 41), owned by mf-backoffice: only the supplier's staff
  // reach it (shared/rules/permissions.ts STAFF_PREFIX; the api checks the staff role too).
  // Level 1 sees (technician), 2 acts on requests (customer service, planner), 3 administers.
  backoffice('/backoffice', 'Backoffice', {
    isTopMenu: true,
    redirectTo: '/backoffice/inbox/open',
  }),
  backoffice('/backoffice/inbox', 'Inbox', { redirectTo: '/backoffice/inbox/open' }),
  backoffice('/backoffice/inbox/open', 'Open'),
  backoffice('/backoffice/inbox/processing', 'In behandeling'),
  backoffice('/backoffice/inbox/archive', 'Archief'),
  backoffice('/backoffice/requests/:customerRequestId', 'Aanvraag'),
  // Depot orders the same way (issue 41): every organisation's, running and archived.
  backoffice('/backoffice/depot', 'Depotopdrachten', { redirectTo: '/backoffice/depot/pending' }),
  backoffice('/backoffice/depot/pending', 'Lopend'),
  backoffice('/backoffice/depot/archive', 'Archief'),
  backoffice('/backoffice/depot-orders/:depotCaseId', 'Depotopdracht'),
  // The administrator's pages (level 3): the staff and their invites, the SLA targets.
  backoffice('/backoffice/staff', 'Medewerkers', { level: 3 }),
  backoffice('/backoffice/sla', 'Reactietijden', { level: 3 }),
];

export type TRedirect = { from: string; to: string };

/** Short account addresses and the addresses of the previous portal (spec 000 §2.1, §2.2). */
export const LEGACY_REDIRECTS: readonly TRedirect[] = [
  { from: '/login', to: '/auth/login' },
  { from: '/logout', to: '/auth/logout' },
  { from: '/products', to: '/articles/actions' },
  { from: '/products/all', to: '/articles/location' },
  { from: '/products/addproduct', to: '/articles/add' },
  { from: '/depot', to: '/articles/depot' },
  { from: '/depot/products', to: '/articles/depot' },
  { from: '/depot/tasks', to: '/articles/depot-pending' },
  { from: '/depot/tasksarchive', to: '/articles/depot-archive' },
  { from: '/invoices', to: '/management/invoices' },
  { from: '/scan/rental', to: '/rentals/actions/scan' },
  { from: '/scan/default', to: '/scan' },
  { from: '/scan/products', to: '/scan' },
  { from: '/rentals/requests', to: '/rentals/actions/request' },
];

/** Shell pages that exist in this build. */
export const BUILT_SHELL_PAGES: ReadonlySet<string> = new Set([
  '/home',
  '/scan',
  '/noaccess',
  '/outbox',
  '/mail-settings',
  '/passkeys',
]);

export function isShellPageBuilt(path: string): boolean {
  return BUILT_SHELL_PAGES.has(path);
}
