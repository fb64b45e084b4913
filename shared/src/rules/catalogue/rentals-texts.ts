/**
 * The rentals area's section of the one Dutch message catalogue (see ./index.ts): titles,
 * tabs, columns and labels (error, validation and result texts come from MESSAGES).
 * Titles from the spec (001 §2.3, 000 §2.2) are copied as written; the others are ours
 * (see mf-rentals/README.md). A text that MESSAGES already holds is taken from there.
 */
import type { TRentalTab } from '../../contract/rentals.js';
import { MESSAGES } from './messages.js';

/** The form titles are the request types' labels (what a form creates is named after it). */
const TYPE_LABELS = MESSAGES.requestTypeLabels;

export const RENTALS_TEXTS = {
  areaTitle: 'Verhuur',
  actionsTitle: 'Acties',
  scanTitle: 'Scannen',
  scanDescription: 'Zoek een verhuurdossier op barcode of serienummer',
  requestTitle: TYPE_LABELS['RENTAL-REQUEST'],
  requestDescription: 'Vraag een artikel uit de catalogus aan',
  retourTitle: TYPE_LABELS['RENTAL-STOP'],
  retourDescription: 'Meld dat gehuurde artikelen opgehaald kunnen worden',
  repairTitle: TYPE_LABELS['REPAIR-RENTAL'],
  repairDescription: 'Meld een defect aan het gehuurde artikel',
  caseTitle: (id: number | string) => `Dossier ${id}`,

  tabs: { active: 'Actief', waiting: 'In behandeling', archive: 'Archief' } satisfies Record<
    TRentalTab,
    string
  >,
  overviewTabsLabel: 'Verhuurdossiers',
  caseTabsLabel: 'Onderdelen van het dossier',
  caseTabs: {
    details: 'Details',
    invoices: 'Facturen',
    documents: 'Documenten',
    actions: 'Acties',
  },

  // Overview columns and filters
  columns: {
    rentalCaseId: 'Dossiernummer',
    displayName: 'Artikel',
    startDate: 'Startdatum',
    endDate: 'Einddatum',
    departmentRoom: 'Afdeling/kamer',
    endUser: 'Eindgebruiker',
    companyName: 'Locatie',
  },
  searchHint: 'Dossiernummer, artikel, serienummer, QR code of eindgebruiker',
  locationFilterLabel: 'Locatie',
  allLocations: 'Alle locaties',
  /** The file the Excel of a tab downloads as, from the server and the list alike (issue 37). */
  excelFileName: (tab: TRentalTab) =>
    `verhuur-${({ active: 'actief', waiting: 'in-behandeling', archive: 'archief' } as const)[tab]}.xlsx`,

  // Details
  details: {
    title: 'Omschrijving',
    articleName: 'Artikel',
    serialNumber: 'Serienummer',
    productBrand: 'Merk',
    productType: 'Type',
    barcode: 'Barcode',
    rentalCaseId: 'Dossiernummer',
    status: 'Status',
    priceDisplay: 'Prijs',
    startDate: 'Startdatum',
    endDate: 'Einddatum',
    rentalExtensions: 'Aantal verlengingen',
    endUser: 'Eindgebruiker',
    birthDate: 'Geboortedatum',
    departmentRoom: 'Afdeling/kamer',
    generalUse: MESSAGES.generalUse,
    contactUser: 'Contactpersoon',
    contactPhone: 'Telefoon contactpersoon',
    contactEmail: 'E-mail contactpersoon',
    rentalAddress: 'Verhuuradres',
    invoiceAddress: 'Factuuradres',
  },
  yes: 'Ja',
  no: 'Nee',
  empty: '–',

  // Invoices
  invoices: {
    caption: 'Facturen',
    invoiceNumber: 'Factuurnummer',
    invoiceDate: 'Factuurdatum',
    priceDisplay: 'Bedrag',
    paymentStatus: 'Betaalstatus',
    invoiceType: 'Debet/credit',
    originType: 'Herkomst',
    download: 'Factuur',
    /** What the invoice lists' search field looks in (issue 38). */
    searchHint: 'Factuurnummer',
  },
  paymentStatus: { OPEN: 'Openstaand', HANDLED: 'Betaald' },
  invoiceType: { 0: 'Debet', 1: 'Credit' },
  originType: {
    SALE: 'Verkoop',
    RENTAL: 'Verhuur (periodieke verzamelfactuur)',
    Depot: 'Depot',
  },
  pdf: 'PDF',
  // ours (issue 37): the invoice as a UBL e-invoice, what a finance department imports
  ubl: 'E-factuur (UBL)',

  // Documents
  documents: {
    caption: 'Documenten',
    documentName: 'Document',
    createDate: 'Datum',
    documentType: 'Soort',
    download: 'Bestand',
  },

  // Rental request
  stepArticles: 'Stap 1 van 2: artikelen kiezen',
  stepForm: 'Stap 2 van 2: gegevens invullen',
  catalogueTitle: 'Catalogus',
  catalogueHint: 'Open een categorie en voeg een artikel toe aan uw aanvraag.',
  addArticle: 'Toevoegen',
  addArticleFor: (name: string) => `${name} toevoegen`,
  addedArticleFor: (name: string) => `${name} toegevoegd`,
  added: 'Toegevoegd',
  basketTitle: 'Gekozen artikelen',
  // ours: the counts beside a form's main action in the sticky bar on phones.
  chosenCount: (count: number) =>
    count === 0
      ? 'Nog geen artikel gekozen'
      : count === 1
        ? '1 artikel gekozen'
        : `${count} artikelen gekozen`,
  chosenCases: (count: number) => (count === 1 ? '1 dossier gekozen' : `${count} dossiers gekozen`),
  basketEmpty: 'Nog geen artikelen gekozen.',
  amountLabel: 'Aantal',
  amountFor: (name: string) => `Aantal ${name}`,
  removeArticle: 'Verwijderen',
  removeArticleFor: (name: string) => `${name} verwijderen`,
  next: 'Volgende',
  previous: 'Vorige',
  changeArticles: 'Artikelen wijzigen',
  mattressSize: MESSAGES.requestFieldMattressSize,
  deliverDate: MESSAGES.requestFieldDeliverDate,
  urgency: MESSAGES.requestFieldUrgency,
  location: MESSAGES.requestFieldLocation,
  department: 'Afdeling',
  room: 'Kamer',
  generalUse: MESSAGES.generalUse,
  clientName: 'Naam cliënt',
  birthDate: 'Geboortedatum cliënt',
  customerReference: MESSAGES.requestFieldReference,
  contact: MESSAGES.requestFieldContact,
  comments: MESSAGES.requestFieldComments,
  submitRequest: 'Aanvragen',
  sending: MESSAGES.sending,

  // Retour and repair
  retourStepCases: 'Stap 1 van 2: dossiers kiezen',
  retourStepForm: 'Stap 2 van 2: ophalen',
  retourCasesLegend: 'Dossiers op deze locatie',
  // ours (issue 38): step 1 is searched and ordered by room, the case's own room first.
  retourSearch: 'Zoek een dossier',
  retourSearchHint: 'Op dossiernummer, artikel, serienummer, kamer of cliënt.',
  retourSearchNone: 'Geen dossier gevonden met deze zoekterm.',
  retourSameRoom: 'Zelfde kamer',
  pickupDate: 'Gewenste ophaaldatum',
  submitRetour: TYPE_LABELS['RENTAL-STOP'],
  description: MESSAGES.repairDescription,
  files: MESSAGES.repairFiles,
  filesHint: MESSAGES.repairFilesHint,
  chosenFiles: 'Gekozen bestanden',
  removeFileFor: (name: string) => `${name} verwijderen`,
  submitRepair: TYPE_LABELS['REPAIR-RENTAL'],
  backToCase: 'Terug naar het dossier',
  backToList: 'Naar het overzicht',
  serialShort: 'Serienr.',
  startShort: 'Start',

  // ours (issue 38): what a confirmation says was sent, beside the request number
  sentFacts: {
    cases: 'Dossiers',
    case: 'Dossier',
    files: MESSAGES.repairFiles,
    description: MESSAGES.repairDescription,
    articles: 'Artikelen',
    location: MESSAGES.requestFieldLocation,
    deliverDate: MESSAGES.requestFieldDeliverDate,
  },
  // ours (issue 38): the requests running for a case, on its details page
  runningRequestsTitle: 'Lopende aanvragen',
  runningRequestsNone: 'Er lopen geen aanvragen voor dit dossier.',
} as const;
