/**
 * The depot area's section of the one Dutch message catalogue (see ./index.ts): mf-depot's
 * order lists, order details and the delivery request 'Leveren uit depot' (spec 001 §2.5,
 * §5). The order type, order status and product status labels are in MESSAGES (`depot*`,
 * `product*`): the api names orders with them and mf-articles shows them too. Texts from the
 * spec are copied verbatim; the others are marked "ours".
 */
import type { TDepotTab } from '../../contract/depot.js';
import { MESSAGES } from './messages.js';
import { RENTALS_TEXTS } from './rentals-texts.js';

export const DEPOT_TEXTS = {
  // Titles (the route table's, for an area mounted without a stored routes tree)
  areaTitle: 'Hulpmiddelenbeheer',
  // ours: the heading above the two order tabs.
  listTitle: 'Depot opdrachten',
  tabs: {
    pending: 'Opdrachten',
    archive: 'Archief',
  } satisfies Record<TDepotTab, string>,

  // Lists (spec 001 §2.5)
  columnName: 'Opdracht',
  columnFormType: 'Type opdracht',
  columnCreateDate: 'Aanmaakdatum',
  columnHandleDate: 'Verwerkingsdatum',
  // ours (issue 23): what the search field looks in (api/src/db/README.md "Search")
  searchHint: 'Opdrachtnummer, hulpmiddel, locatie, adres of opmerking',
  // ours: the filter labels.
  filterCategory: 'Artikelcategorie',
  filterFormType: 'Type opdracht',
  /** The file the Excel of a tab downloads as. */
  excelFileName: MESSAGES.depotExcel.fileName,

  // Details (ours: the spec names the fields, not their labels)
  detailsFormType: 'Type opdracht',
  detailsStatus: 'Status',
  detailsCreateDate: 'Aanmaakdatum',
  detailsHandleDate: 'Verwerkingsdatum',
  detailsPickupAddress: 'Ophaaladres',
  detailsDropoffAddress: 'Afleveradres',
  detailsLastAction: 'Laatste actie',
  // Ours (issue 41): what the supplier planned, and when it delivered or picked the aids up.
  detailsPlanned: 'Gepland',
  detailsPlannedValue: (date: string, window: string) => `${date}, ${window}`,
  detailsDelivered: 'Geleverd',
  detailsPickedUp: 'Opgehaald',
  detailsTimeSpent: 'Tijd op locatie',
  detailsPriorityCall: 'Spoed',
  detailsInvoiceable: 'Factureerbaar',
  detailsRemarks: 'Opmerkingen',
  detailsRequest: 'Aanvraag',
  detailsRequestLink: (customerRequestId: number) => `Aanvraag ${customerRequestId} bekijken`,
  yes: 'Ja',
  no: 'Nee',
  minutes: (count: number) => (count === 1 ? '1 minuut' : `${count} minuten`),
  productsTitle: 'Hulpmiddelen',
  productName: 'Naam',
  productDepotStatus: 'Depotstatus',
  productStatus: 'Status',
  noProducts: 'Er zijn nog geen hulpmiddelen aan deze opdracht gekoppeld.',
  backToList: MESSAGES.requestBackToList,
  orderNotFound: 'Opdracht niet gevonden',

  // Delivery request 'Leveren uit depot' (spec 001 §2.5, §5)
  requestTitle: 'Leveren uit depot',
  pickerTitle: 'Toevoegen op aanvraag',
  // ours: how the picker works.
  pickerHint: 'Kies een categorie of open hem en kies een artikel uit het depot.',
  pickerCategories: 'Categorieën in het depot',
  addCategory: 'Categorie toevoegen',
  // why: the visible words first, so the name holds them (WCAG 2.5.3, axe label-content-name-mismatch)
  addCategoryFor: (name: string) => `Categorie toevoegen: ${name}`,
  addArticle: RENTALS_TEXTS.addArticle,
  addArticleFor: RENTALS_TEXTS.addArticleFor,
  added: RENTALS_TEXTS.added,
  addedFor: RENTALS_TEXTS.addedArticleFor,
  showArticles: (name: string) => `Artikelen van ${name}`,
  noArticles: 'Geen losse artikelen in deze categorie.',
  basketTitle: 'Gekozen artikelen en categorieën',
  basketEmpty: 'Nog niets gekozen.',
  categoryItem: (name: string) => `${name} (categorie)`,
  amountLabel: RENTALS_TEXTS.amountLabel,
  remove: RENTALS_TEXTS.removeArticle,
  removeFor: RENTALS_TEXTS.removeArticleFor,
  chosenCount: (count: number) =>
    count === 0 ? 'Nog niets gekozen' : count === 1 ? '1 gekozen' : `${count} gekozen`,
  selectItem: MESSAGES.selectArticleOrCategory,
  mattressSize: RENTALS_TEXTS.mattressSize,
  deliverDate: RENTALS_TEXTS.deliverDate,
  urgency: RENTALS_TEXTS.urgency,
  location: RENTALS_TEXTS.location,
  customerReference: RENTALS_TEXTS.customerReference,
  contact: RENTALS_TEXTS.contact,
  comments: RENTALS_TEXTS.comments,
  // ours (issue 38): the order records no room or department (spec 001 §3), so the form
  // says where they go; general use is asked, never recorded unasked.
  commentsHint: 'Voor welke afdeling of kamer? Noem die hier.',
  generalUse: MESSAGES.generalUse,
  generalUseHint: 'Voor algemeen gebruik, niet voor één cliënt.',
  mattressHint: 'Een gekozen artikel of categorie vraagt een matrasmaat.',
  submitRequest: RENTALS_TEXTS.submitRequest,
  sending: MESSAGES.sending,
  // ours: the flash message on /requests/open after a delivery request.
  requestSent: MESSAGES.depotRequestSent,
  // ours (issue 38): what the confirmation says was asked.
  sentItems: 'Gevraagd',
} as const;
