/**
 * The management area's section of the one Dutch message catalogue (see ./index.ts):
 * 'Management info' (spec 001 §2.7, §5, §8): the overview tiles, the rental cost form,
 * and the Excel files of every overview (their names, sheets and column headers, which
 * the api writes and the screens' tables show). Texts from the spec are copied verbatim;
 * the others are marked "ours". A text another section already holds is taken from there.
 */
import type { TRentalOverviewType } from '../../contract/management.js';
import { MESSAGES } from './messages.js';
import { RENTALS_TEXTS } from './rentals-texts.js';

const RENTAL_COLUMNS = RENTALS_TEXTS.columns;

/** 'yyyy-MM-dd' of a file name: the day the file was made, or the day it is about. */
type TIsoDay = string;

export const MANAGEMENT_TEXTS = {
  areaTitle: 'Management info',

  // The tiles of /management/overviews (spec 001 §2.7), in the spec's order
  tiles: {
    rental: 'Verhuur',
    repairs: 'Reparaties',
    depot: 'Depot opdrachten',
    productsLocation: 'Hulpmiddelen op locatie',
    productsDepot: 'Hulpmiddelen in depot',
    activeRental: 'Actieve verhuurdossiers',
    rentalDate: 'Verhuur op datum',
    depotDate: 'Depot op datum',
  },
  rentalCostTitle: 'Verhuurkosten',

  // The rental overview types (ours: the spec names DELIVER, RETURN and ACTIVE only)
  rentalTypes: {
    DELIVER: 'Geleverd',
    RETURN: 'Retour',
    ACTIVE: 'Actief',
  } satisfies Record<TRentalOverviewType, string>,

  // The rental cost form (spec 001 §5: 'Januari' to 'December', from 2023)
  months: [
    'Januari',
    'Februari',
    'Maart',
    'April',
    'Mei',
    'Juni',
    'Juli',
    'Augustus',
    'September',
    'Oktober',
    'November',
    'December',
  ],
  selectLocation: MESSAGES.selectLocation,
  // spec 001 §8
  rentalCostCreated: 'Bestand verhuurkosten succesvol aangemaakt',

  // Server answers (ours)
  dateRangeReversed: 'De einddatum ligt voor de begindatum',
  periodReversed: 'De eindmaand ligt voor de beginmaand',

  // The Excel files (ours: their names say what and when; headers are the screens' own)
  excel: {
    euroFormat: '[$€-413] #,##0.00;[$€-413] -#,##0.00',
    dateFormat: 'dd-mm-yyyy',
    monthFormat: 'mmmm yyyy',
    fileName: {
      rental: (type: 'DELIVER' | 'RETURN', today: TIsoDay) =>
        `verhuur-${type === 'DELIVER' ? 'geleverd' : 'retour'}-${today}.xlsx`,
      activeRental: (today: TIsoDay) => `actieve-verhuurdossiers-${today}.xlsx`,
      rentalCategory: (type: TRentalOverviewType, today: TIsoDay) =>
        `verhuur-${{ DELIVER: 'geleverd', RETURN: 'retour', ACTIVE: 'actief' }[type]}-per-categorie-${today}.xlsx`,
      rentalDate: (day: TIsoDay) => `verhuur-op-${day}.xlsx`,
      repairs: (today: TIsoDay) => `reparaties-${today}.xlsx`,
      depot: (today: TIsoDay) => `depot-opdrachten-${today}.xlsx`,
      depotCategory: (today: TIsoDay) => `depot-opdrachten-per-categorie-${today}.xlsx`,
      depotDate: (day: TIsoDay) => `depot-op-${day}.xlsx`,
      products: (placement: 'location' | 'depot', today: TIsoDay) =>
        `hulpmiddelen-${placement === 'location' ? 'op-locatie' : 'in-depot'}-${today}.xlsx`,
      /** The period as 'yyyy-MM' to 'yyyy-MM'. */
      rentalCost: (from: string, to: string) => `verhuurkosten-${from}-tot-en-met-${to}.xlsx`,
      invoices: (today: TIsoDay) => `facturen-${today}.xlsx`,
    },
    // Sheet names: at most 31 characters (Excel's limit).
    sheetName: {
      rental: (type: 'DELIVER' | 'RETURN') =>
        type === 'DELIVER' ? 'Verhuur geleverd' : 'Verhuur retour',
      activeRental: 'Actieve verhuurdossiers',
      rentalCategory: 'Verhuur per categorie',
      rentalDate: (day: string) => `Verhuur op ${day}`,
      repairs: 'Reparaties',
      depot: 'Depot opdrachten',
      depotCategory: 'Depot per categorie',
      depotDate: (day: string) => `Depot op ${day}`,
      products: (placement: 'location' | 'depot') =>
        placement === 'location' ? 'Hulpmiddelen op locatie' : 'Hulpmiddelen in depot',
      rentalCost: (from: string, to: string) => `Verhuurkosten ${from} - ${to}`,
      invoices: 'Facturen',
    },
  },

  // Column headers: the tables on screen and the Excel files
  rentalColumns: {
    rentalCaseId: RENTAL_COLUMNS.rentalCaseId,
    displayName: RENTAL_COLUMNS.displayName,
    serialNumber: RENTALS_TEXTS.details.serialNumber,
    categoryName: 'Categorie',
    startDate: RENTAL_COLUMNS.startDate,
    endDate: RENTAL_COLUMNS.endDate,
    departmentRoom: RENTAL_COLUMNS.departmentRoom,
    endUser: RENTAL_COLUMNS.endUser,
    contact: MESSAGES.requestColumnContact,
    companyName: RENTAL_COLUMNS.companyName,
  },
  repairColumns: {
    repairNumber: 'Reparatienummer',
    serialNumber: 'Serienummer',
    articleName: 'Artikel',
    location: 'Locatie',
    customerReference: 'Eigen referentie',
    repairDate: 'Reparatiedatum',
    status: 'Status',
    createDate: 'Gemeld op',
    repairSlip: 'Reparatiebon',
  },
  depotColumns: {
    depotCaseId: 'Opdrachtnummer',
    name: 'Opdracht',
    handleDate: 'Verwerkingsdatum',
    customerName: 'Klant',
    articleGroup: 'Artikelgroep',
    serialNumber: 'Serienummer',
    numberOfProducts: 'Aantal hulpmiddelen',
    formType: 'Type opdracht',
    pickupAddress: 'Ophaaladres',
    dropoffAddress: 'Afleveradres',
  },
  categoryColumns: {
    companyName: 'Locatie',
    categoryName: 'Categorie',
    numberOfProducts: 'Aantal hulpmiddelen',
  },
  depotDateColumns: {
    productId: 'Nummer',
    articleName: 'Artikel',
    serialNumber: 'Serienummer',
    articleGroup: 'Artikelgroep',
    owner: 'Depot',
    inDepotFrom: 'In depot sinds',
    inDepotUntil: 'Uit depot op',
  },
  rentalCostColumns: {
    month: 'Maand',
    location: 'Locatie',
    department: 'Afdeling',
    numberOfCases: 'Aantal dossiers',
    rentalDays: 'Huurdagen',
    cost: 'Kosten',
  },
  invoiceColumns: {
    invoiceNumber: RENTALS_TEXTS.invoices.invoiceNumber,
    invoiceDate: RENTALS_TEXTS.invoices.invoiceDate,
    amount: RENTALS_TEXTS.invoices.priceDisplay,
    paymentStatus: RENTALS_TEXTS.invoices.paymentStatus,
    invoiceType: RENTALS_TEXTS.invoices.invoiceType,
    originType: RENTALS_TEXTS.invoices.originType,
    location: 'Locatie',
    title: 'Omschrijving',
    // ours (issue 37): what a finance department books, per BTW rate
    net: 'Bedrag excl. BTW',
    vatOfRate: (rate: number) => `BTW ${rate}%`,
    vat: 'BTW totaal',
  },
  /** What an empty location or category is called in a count or a chart. */
  unknown: 'Onbekend',

  // The screens of mf-management (ours unless marked spec)
  ui: {
    tabs: { invoices: 'Facturen', overviews: 'Overzichten', rentalCost: 'Verhuurkosten' },
    backToInvoices: 'Naar de facturen',
    /** What the invoice lists' search field looks in (issue 38). */
    invoiceSearchHint: RENTALS_TEXTS.invoices.searchHint,
    overviewsTitle: 'Overzichten',
    tileDescriptions: {
      rental: 'Geleverde en retour gemelde verhuur in een periode',
      repairs: 'Reparaties van uw hulpmiddelen in een periode',
      depot: 'Afgehandelde depot opdrachten in een periode',
      productsLocation: 'Uw hulpmiddelen op uw locaties',
      productsDepot: 'Uw hulpmiddelen in het depot',
      activeRental: 'Verhuurdossiers die nu lopen',
      rentalDate: 'Wat op een dag verhuurd was',
      depotDate: 'Wat op een dag in het depot stond',
    },
    rentalCostDescription: 'De verhuurkosten per maand, op het scherm en als Excel-bestand',
    searchTitle: 'Zoeken',
    search: 'Zoeken',
    rentalType: 'Type',
    dateFrom: 'Datum vanaf',
    dateTo: 'Datum tot en met',
    date: 'Datum',
    location: 'Locatie',
    allLocations: 'Alle locaties',
    formType: 'Type opdracht',
    allFormTypes: 'Alle typen',
    resultsTitle: 'Resultaten',
    countsTitle: 'Aantallen per locatie en categorie',
    invoiceFilters: {
      paymentStatus: 'Betaalstatus',
      originType: 'Herkomst',
      dateFrom: 'Factuurdatum vanaf',
      dateTo: 'Factuurdatum tot en met',
      location: 'Locatie',
      all: 'Alle',
    },
    invoicePdf: 'PDF',
    repairSlip: 'Reparatiebon',
    chart: {
      /** The chart's heading: what is counted, per what. */
      title: (what: string, per: 'month' | 'category' | 'location') =>
        `${what} per ${{ month: 'maand', category: 'categorie', location: 'locatie' }[per]}`,
      showTable: 'Toon de cijfers als tabel',
      per: { month: 'Maand', category: 'Categorie', location: 'Locatie' },
      count: 'Aantal',
      cost: 'Kosten',
      total: 'Totaal',
      /** Under a chart that draws the largest only; the table holds them all. */
      largestOnly: (shown: number, all: number) =>
        `De grootste ${shown} van ${all}; de tabel toont ze alle.`,
      empty: 'Geen gegevens om te tonen voor deze zoekopdracht.',
      what: {
        rental: 'Verhuurdossiers',
        repairs: 'Reparaties',
        depot: 'Hulpmiddelen in depot opdrachten',
        rentalCost: 'Verhuurkosten',
        products: 'Hulpmiddelen',
      },
    },
    rentalCost: {
      fromMonth: 'Van maand',
      fromYear: 'Van jaar',
      toMonth: 'Tot en met maand',
      toYear: 'Tot en met jaar',
      location: 'Locatie',
      groupByLocation: 'Per locatie',
      groupByDepartment: 'Per afdeling',
      grouping: 'Groeperen',
      intro:
        'Kies een periode en een locatie; bekijk de kosten per maand hier of download ze als Excel-bestand.',
      /** Shows the lines of the file on screen, without the file (issue 38). */
      show: MESSAGES.view,
      tableTitle: 'Kosten per maand',
      total: (amount: string) => `Totaal in deze periode: ${amount}`,
    },
  },
} as const;
