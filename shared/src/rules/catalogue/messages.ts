// The general section of the one Dutch message catalogue (see ./index.ts): errors,
// validation, server answers and the texts of the shared interface, used by every area and
// by the api. Texts from the specification are copied character for character (including
// its typos, such as 'the provider'); texts the spec leaves to us are marked "ours".

/** Ours: how to make a refused password stronger, at the end of every password refusal. */
const STRONGER =
  'Maak het sterker: kies een langer wachtwoord, bijvoorbeeld vier of meer woorden die niet bij elkaar horen. Hoofdletters, cijfers en tekens zijn dan niet nodig.';

/** What the strength estimator found weak in a password (api/src/auth/password-strength.ts). */
export type TPasswordWeakness =
  | 'keyboard'
  | 'repeat'
  | 'sequence'
  | 'dates'
  | 'common'
  | 'words'
  | 'names'
  | 'personal'
  | 'short';

/** Ours: the first sentence of a weak password's message, per weakness. */
const PASSWORD_WEAKNESS: Record<TPasswordWeakness, string> = {
  keyboard: 'Toetsen naast elkaar (zoals "qwerty" of "asdf") zijn makkelijk te raden.',
  repeat: 'Herhalingen (zoals "aaa" of "abcabc") zijn makkelijk te raden.',
  sequence: 'Reeksen (zoals "abcd" of "1234") zijn makkelijk te raden.',
  dates: 'Datums en jaartallen zijn makkelijk te raden.',
  common: 'Dit wachtwoord lijkt op een veelgebruikt wachtwoord en is makkelijk te raden.',
  words: 'Eén of twee bekende woorden zijn makkelijk te raden, ook met een cijfer of teken erbij.',
  names: 'Voor- en achternamen zijn makkelijk te raden.',
  personal:
    'Uw naam, uw e-mailadres of de naam van het portaal in een wachtwoord is makkelijk te raden.',
  short: 'Dit wachtwoord is te kort en te eenvoudig om moeilijk te raden te zijn.',
};

export const MESSAGES = {
  // Validation (spec 000 §5, 001 §5)
  required: 'Verplicht veld',
  numeric: 'Ongeldige numerieke waarde',
  email: 'Ongeldig e-mail adres',
  invalidInput: 'Ongeldige invoer',
  passwordsDiffer: 'De wachtwoord velden zijn niet identiek',
  invalidDay: 'Ongeldige dag',
  invalidMonth: 'Ongeldige maand',
  invalidYear: (min: number, max: number) => `Ongeldig jaartal (${min} - ${max})`,
  invalidDayOfMonth: 'Ongeldige dag van de maand',
  invalidValue: 'Ongeldige waarde',
  rangeNotSet: 'Range is not set!',

  // Session and access (spec 000 §4, §8)
  sessionExpired: 'Sessie is verlopen',
  forbidden: 'U heeft geen toegang tot deze pagina',

  // Data and answers (spec 000 §8)
  generalErrorApi:
    'Er is iets misgegaan met het ophalen van de data, probeer het later nog een keer.',
  fetchFailed:
    'Er is een fout opgetreden met het ophalen/verwerken van de gegevens, excuses voor het ongemak',
  pageNotFoundType: 'De pagina die u probeert te openen is niet gevonden',
  noData: 'Er zijn geen resultaten gevonden',
  pageNotFound: 'Pagina niet gevonden',
  loading: 'De data wordt opgehaald.',
  reloadPage: 'Pagina opnieuw laden',
  downloading: 'Download wordt opgehaald',
  /** Ours (issue 38): opens a file in the browser's own viewer, beside its download. */
  view: 'Bekijken',
  /** Ours: what the viewer's new tab says while the file comes. */
  viewOpening: 'Het bestand wordt geopend…',
  wrapperTypeRequired: 'Wrapper type is required!',
  /** Ours: a call that gets no answer while the phone is offline (issue 29). */
  offline:
    'U bent offline. Dit is nog niet eerder op deze telefoon geopend; probeer het opnieuw als er weer verbinding is.',
  /** Ours: something that needs the server (a download) while the phone is offline. */
  offlineAction: 'U bent offline. Dit kan pas als er weer verbinding is.',

  // Account flows (spec 000 §8)
  loginFailed:
    'Er is iets foutgegaan, probeer het later nog een keer of neem contact op met the provider.',
  requestFailed: 'Er is iets misgegaan met het verwerken van uw verzoek',
  /** Ours: a request whose body did not arrive in time (408). */
  connectionTooSlow: 'De verbinding is te traag. Controleer uw verbinding en probeer het opnieuw.',
  /** Ours: the server sheds load for a moment (503 with Retry-After). */
  serverBusy: 'Het is op dit moment erg druk. Probeer het over een paar seconden opnieuw.',
  /**
   * Ours: an Idempotency-Key sent again with other content, by another user or to another
   * call (422): nothing was written, and the first answer is not this request's.
   */
  idempotencyKeyReused:
    'Dit verzoek is niet verwerkt, omdat het eerder met andere gegevens is verstuurd. Laad de pagina opnieuw en probeer het nog een keer.',
  /** Ours: the database cannot be reached for a moment (503 with Retry-After). */
  serviceUnavailable:
    'Het portaal is even niet bereikbaar. Probeer het over een paar seconden opnieuw.',
  forgotNotHandled: 'Er is iets foutgegaan met het verzenden van uw verzoek (1)',
  forgotNetwork: 'Er is iets foutgegaan met het verzenden van uw verzoek (2)',
  registered: 'Uw account is succesvol aangemaakt',
  passwordChanged: 'Uw wachtwoord is succesvol gewijzigd',
  forgotHandled: 'Wachtwoord herstel verzoek wordt verwerkt',
  // ours: the spec names the note but not its words.
  forgotHandledNote:
    'Heeft u een account met toegang tot het portaal, dan ontvangt u binnen enkele minuten een e-mail met een link om een nieuw wachtwoord in te stellen.',

  // Downloads (spec 000 §8)
  downloadFailed: 'Er is iets foutgegaan met het ophalen van het bestand',
  downloadException: 'Er is iets misgegaan met het ophalen van het bestand',

  // Shared interface (spec 000 §2.4, 001 §2.1)
  filter: 'Filter',
  applyFilters: 'Toepassen',
  resetFilters: 'Reset Filters',
  close: 'Sluiten',
  downloadExcel: 'Download excel',

  // Shared interface (ours: labels the spec leaves to us)
  showPassword: 'Wachtwoord tonen',
  hidePassword: 'Wachtwoord verbergen',
  dateDay: 'Dag',
  dateMonth: 'Maand',
  dateYear: 'Jaar',
  dateToday: 'Vandaag',
  dateTomorrow: 'Morgen',
  dateCalendar: 'Kalender',
  dateShortcuts: 'Snel kiezen',
  pagination: 'Paginering',
  previousPage: 'Vorige pagina',
  nextPage: 'Volgende pagina',
  pageNumber: (page: number) => `Pagina ${page}`,
  moreFilters: 'Filters openen',
  activeFilters: (count: number) => `${count} actief`,
  dismissMessage: 'Melding sluiten',
  opensInNewTab: '(opent in een nieuw tabblad)',
  selectPlaceholder: 'Maak een keuze',
  download: 'Downloaden',
  errorTitle: 'Er is iets misgegaan',
  formHasErrors: 'Controleer de gemarkeerde velden',
  // ours: the title over a refusal of the server; the form keeps what was entered.
  formNotSent: 'Niet verstuurd',
  requiredMarker: '(verplicht)',
  tabs: 'Weergave',
  // ours (issue 23): the search field, the order and the column chooser of every list.
  listSearch: 'Zoeken',
  listSearchTooShort: (minimum: number) => `Typ minimaal ${minimum} tekens, of een nummer`,
  listResultCount: (count: number) =>
    count === 1 ? '1 resultaat gevonden' : `${count} resultaten gevonden`,
  listSort: 'Sorteren',
  listSortBy: (column: string, direction: string) => `${column}, ${direction}`,
  listSortDirections: {
    text: { asc: 'A tot Z', desc: 'Z tot A' },
    date: { asc: 'vroegste eerst', desc: 'laatste eerst' },
    number: { asc: 'laagste eerst', desc: 'hoogste eerst' },
  },
  listColumns: 'Kolommen',
  listColumnsTitle: 'Kolommen in de tabel',
  listColumnsHint: 'Uw keuze wordt voor deze lijst onthouden.',
  listColumnsDefault: 'Standaardkolommen',
  sending: 'Bezig met versturen',
  formErrorCount: (count: number) =>
    count === 1 ? 'Er is 1 veld niet goed ingevuld' : `Er zijn ${count} velden niet goed ingevuld`,
  // ours: the date of a wish for the future (delivery, pickup) and the amount of an item.
  dateBeforeToday: 'Kies een datum vanaf vandaag',
  quantityAtLeastOne: 'Vul een aantal van minimaal 1 in',
  // ours: the searchable select (spec 000 §9 dropdown) and the file picker.
  selectSearchHint: 'Typ om te zoeken, kies met de pijltjestoetsen en Enter.',
  selectNoOptions: 'Geen keuzes gevonden',
  selectOptionCount: (count: number) =>
    count === 1 ? '1 keuze beschikbaar' : `${count} keuzes beschikbaar`,
  selectShowMore: (count: number) => `Toon nog ${count}`,
  selectOpen: 'Keuzelijst openen',
  filePickerChoose: 'Foto of bestand kiezen',
  filePickerTakePhoto: 'Foto maken',
  filePickerEmpty: 'Nog geen foto of bestand gekozen',
  filePickerChosen: (count: number) =>
    count === 1 ? '1 bestand gekozen' : `${count} bestanden gekozen`,
  filePickerRemove: (name: string) => `${name} verwijderen`,
  filePickerReading: 'Bestanden worden gelezen',
  remove: 'Verwijderen',
  tabsScrollHint: 'Veeg voor meer tabbladen',
  // ours: read after the title of a tile whose action the server would refuse now
  tileUnavailable: 'niet mogelijk',

  // Articles and depot, server answers and labels (spec 001 §2.4, §3, §5; the ones the
  // spec leaves to us are marked ours)
  qualityLabels: { GOOD: 'Goed', AVERAGE: 'Matig', BAD: 'Slecht' },
  // ours: where a product stands against its periodic inspection
  inspectionDueLabels: { OVERDUE: 'Verlopen', SOON: 'Binnenkort', OK: 'Op tijd' },
  inspectionConclusionLabels: {
    PENDING: 'Te keuren',
    COMPLETED: 'Goedgekeurd',
    REJECTED: 'Afgekeurd',
  },
  repairStatusLabels: {
    PROCESSING: 'In behandeling',
    FIXED: 'Gerepareerd',
    // ours: a client repair's 'not repairable'
    BROKEN: 'Niet te repareren',
  },
  cleaningStatusLabels: {
    PROCESSING: 'In behandeling',
    RELEASED: 'Afgerond',
    REPAIR: 'Naar reparatie',
  },
  productRemoved: 'Hulpmiddel is afgevoerd',
  scanOrEnterCode: 'Scan een code of vul deze handmatig in',
  noProductForQrCode: 'Er is geen product gevonden om de QR code te koppelen',
  editFormInvalid: 'Formulier kan niet verstuurd zijn omdat er ongeldige waarden zijn ingevoerd',
  selectArticleOrCategory: 'Selecteer een artikel of categorie',
  // ours
  barcodeTaken: 'Deze code is al gekoppeld aan een ander hulpmiddel',
  productHasBarcode: 'Aan dit hulpmiddel is al een QR code gekoppeld',
  productNotOnLocation: 'Dit hulpmiddel staat niet op een locatie',
  productNotInDepot: 'Dit hulpmiddel staat niet in het depot',
  productReserved: 'Dit hulpmiddel is gereserveerd',
  productPendingMove: 'Voor dit hulpmiddel loopt al een opdracht',
  relocateAlreadyRunning: 'Voor dit hulpmiddel is al een locatiewijziging in behandeling',
  depotInAlreadyRunning: 'Voor dit hulpmiddel is al een aanvraag depotopslag in behandeling',
  depotOutAlreadyRunning: 'Voor dit hulpmiddel is al een levering uit depot in behandeling',
  purchaseValueNotAllowed: 'U mag de aanschafwaarde niet wijzigen',
  // ours: a save that would change nothing is not sent (forms) and not written (api)
  nothingChanged: 'Er is niets gewijzigd; er is niets opgeslagen.',
  serialTaken: 'Dit serienummer is al in gebruik',
  // ours: a customer request holds one depot order (migration 032)
  depotOrderExists: 'Voor deze aanvraag is al een depotopdracht aangemaakt',
  notEnoughInDepot: (available: number) =>
    `Niet genoeg op voorraad in het depot (beschikbaar: ${available})`,
  noLabelCodes: 'Geen van deze hulpmiddelen heeft een QR code',
  productRegistered: 'Het hulpmiddel is geregistreerd. Koppel nu een QR code.',
  depotRequestSent: 'Uw aanvraag voor levering uit het depot is verstuurd',
  // ours: the Excel downloads of the product and depot order lists
  productExcel: {
    sheetName: 'Hulpmiddelen',
    fileName: (placement: 'location' | 'depot') =>
      placement === 'location' ? 'hulpmiddelen-op-locatie.xlsx' : 'hulpmiddelen-in-depot.xlsx',
    columns: {
      productId: 'Nummer',
      articleName: 'Artikel',
      serialNumber: 'Serienummer',
      status: 'Status',
      depotStatus: 'Depotstatus',
      owner: 'Locatie',
      departmentRoom: 'Afdeling / kamer',
      clientName: 'Cliënt',
      registrationYear: 'Bouwjaar',
      productBrand: 'Merk',
      productType: 'Type',
      quality: 'Kwaliteit',
      inspectDate: 'Laatste keuring',
      nextInspectionDate: 'Volgende keuring',
      inspectionDue: 'Keuringsstatus',
      startDate: 'Startdatum',
      hasBarcode: 'QR code',
    },
  },
  depotExcel: {
    sheetName: 'Opdrachten',
    fileName: (tab: 'pending' | 'archive') =>
      tab === 'pending' ? 'depot-opdrachten.xlsx' : 'depot-archief.xlsx',
    columns: {
      depotCaseId: 'Nummer',
      name: 'Opdracht',
      formType: 'Type opdracht',
      createDate: 'Aanmaakdatum',
      handleDate: 'Verwerkingsdatum',
    },
  },

  // Server answers (ours: the spec leaves the server's own texts to us)
  // why: one answer for an unknown account, a wrong password and a throttled attempt, so
  // the answer tells nobody which of the three it was (api/src/auth/README.md "Sign-in").
  signInRefused:
    'Onjuiste gebruikersnaam of wachtwoord. Na meerdere mislukte pogingen moet u even wachten voordat u het opnieuw kunt proberen.',
  tooManyRequests: 'Te veel verzoeken achter elkaar. Probeer het over een minuut opnieuw.',
  // Ours (issue 40 §1): a sign-in through the organisation's own provider that was refused.
  /**
   * The state in the answer is not the one this browser started with (or it expired), or the
   * ID token's nonce is that of another sign-in.
   */
  ssoStateRefused:
    'Deze inlogpoging is niet in deze browser begonnen of is verlopen. Log opnieuw in.',
  /** The provider's answer came a second time (a replayed code). */
  ssoReplayRefused: 'Deze inlogpoging is al gebruikt. Log opnieuw in.',
  /** The ID token had expired. */
  ssoTokenExpired: 'Het inlogbewijs van uw organisatie is verlopen. Log opnieuw in.',
  /** The ID token was for another client (audience, authorized party) or issuer. */
  ssoTokenNotForPortal:
    'Het inlogbewijs van uw organisatie is niet voor dit portaal bedoeld. Log opnieuw in of neem contact op met uw ICT-afdeling.',
  /** Disabled at the provider, no mapped group, another domain, or blocked in the portal. */
  ssoAccessDenied:
    'U heeft via uw organisatie geen toegang tot dit portaal. Neem contact op met uw ICT-afdeling.',
  ssoFailed: 'Inloggen via uw organisatie is niet gelukt. Probeer het later opnieuw.',
  // Ours (issue 40 §2): passkeys (api/src/auth/README.md "Passkeys").
  /** A passkey's answer that does not hold: removed, another account's, a used challenge. */
  passkeyRefused:
    'Inloggen met deze passkey is niet gelukt. Probeer het opnieuw of kies een andere passkey.',
  /** The step after the password is over 5 minutes old, or was finished already. */
  passkeyStepExpired: 'Deze inlogpoging is verlopen. Log opnieuw in met uw wachtwoord.',
  passkeyTooMany: 'Te veel pogingen achter elkaar. Probeer het over een minuut opnieuw.',
  recoveryCodeRefused:
    'Deze herstelcode klopt niet of is al gebruikt. Controleer de code en probeer het opnieuw.',
  passkeyNotAdded: 'De passkey is niet toegevoegd. Probeer het opnieuw.',
  passkeyAdded: 'De passkey is toegevoegd.',
  passkeyRemoved: 'De passkey is verwijderd.',
  /** Removing the last passkey while the organisation requires two factors. */
  passkeyLastRequired:
    'Uw organisatie vraagt om een passkey bij het inloggen. Voeg eerst een andere passkey toe voordat u deze verwijdert.',
  /** The browser's own refusal or cancel (NotAllowedError), or no WebAuthn at all. */
  passkeyCancelled: 'De passkey is niet gebruikt. Probeer het opnieuw wanneer u zover bent.',
  passkeyUnsupported:
    'Deze browser kan geen passkeys gebruiken. Kies een andere browser of een ander apparaat.',
  passwordTooCommon: `Dit wachtwoord is te bekend en daardoor makkelijk te raden. ${STRONGER}`,
  /** Ours: a password of white space only (register, reset). */
  passwordBlank: `Een wachtwoord van alleen spaties is niet toegestaan. ${STRONGER}`,
  /** Ours: a password with the user's name, e-mail address or the portal's name in it. */
  passwordPersonal: `Dit wachtwoord bevat uw naam, uw e-mailadres of de naam van het portaal en is daardoor makkelijk te raden. ${STRONGER}`,
  /** Ours: a password the strength estimator scores weak; the reason first, then how to do better. */
  passwordWeak: (reason: TPasswordWeakness) => `${PASSWORD_WEAKNESS[reason]} ${STRONGER}`,
  tokenInvalid: 'Deze link is ongeldig of verlopen. Vraag een nieuwe link aan.',
  passwordTooShort: (min: number) =>
    `Het wachtwoord moet minimaal ${min} tekens bevatten. ${STRONGER}`,
  notFound: 'Niet gevonden',

  // Rentals and scanning (spec 001 §2.2, §5, §8)
  selectArticle: 'Selecteer een artikel',
  selectLocation: 'Selecteer een locatie',
  selectDeliveryDate: 'Selecteer een gewenste leverdatum',
  selectContact: 'Selecteer een contactpersoon',
  enterBarcode: 'Voer een barcode in',
  noScanPermission: 'U heeft geen rechten om gescande serienummers op te zoeken',
  fileTooLarge: 'Bestand is te groot voor upload via de app',
  // ours: the spec gives no number of files; the api takes MAX_REPAIR_FILES per report.
  tooManyFiles: (max: number) => `U kunt maximaal ${max} bestanden meesturen`,
  // ours: the repair form takes photos and PDFs only, recognised by their content.
  fileNotSupported:
    'Bestand wordt niet ondersteund. Kies een foto (JPG, PNG, HEIC of WebP) of een PDF.',

  // Rentals and scanning (ours: texts the spec leaves to us)
  generalUse: 'Algemeen gebruik',
  rentalRequestSent: 'Uw aanvraag voor verhuur is verstuurd',
  retourSent: 'Uw retourmelding is verstuurd',
  repairSent: 'Uw reparatiemelding is verstuurd',
  // ours (issue 38): a confirmation links to the details of the request it made.
  followRequest: 'Volg deze melding',
  repairDescription: 'Omschrijving van het defect',
  repairFiles: "Foto's of documenten",
  repairFilesHint: "Kies een of meer foto's of PDF-bestanden.",
  selectAtLeastOneCase: 'Selecteer minimaal één dossier',
  fileReadFailed: 'Het bestand kan niet worden gelezen',
  barcodeLabel: 'Barcode of serienummer',
  barcodeSearch: 'Zoeken',
  barcodeSearching: 'Bezig met zoeken',
  cameraStart: 'Camera starten',
  cameraStop: 'Camera stoppen',
  cameraStarting: 'De camera wordt gestart.',
  cameraScanning: 'Richt de camera op de barcode of QR-code.',
  cameraVideoLabel: 'Beeld van de camera',
  cameraUnavailable:
    'De camera is op dit apparaat niet beschikbaar. Vul de barcode of het serienummer handmatig in.',
  cameraDenied:
    'Er is geen toestemming voor de camera. Geef toestemming in de instellingen van uw browser, of vul de barcode of het serienummer handmatig in.',
  cameraStartTimeout:
    'De camera start niet. Probeer het opnieuw of vul de barcode of het serienummer handmatig in.',

  // Customer requests (spec 001 §2.6: column and field names as the spec writes them)
  requestColumnId: 'Id',
  requestColumnType: 'Type verzoek',
  requestColumnDate: 'Datum',
  requestColumnLocationFrom: 'Locatie van',
  requestColumnLocationTo: 'Locatie naar',
  requestColumnContact: 'Contactpersoon',
  // ours (issue 38): what tells two requests of one type apart on a list's card
  requestColumnSubject: 'Betreft',
  requestColumnRoom: 'Afdeling / kamer',
  requestColumnStatus: 'Status',
  // ours (issue 38): a case's or an aid's running requests on its own page
  runningRequestsTitle: 'Lopende aanvragen',
  runningRequestsMore: (limit: number) => `De ${limit} nieuwste; de andere staan onder Aanvragen.`,
  runningRequestLink: (type: string, customerRequestId: number) =>
    `${type}, aanvraag ${customerRequestId}`,
  requestProcessDate: 'Datum',
  requestProcessAction: 'Actie',
  requestProcessMessage: 'Omschrijving',
  requestDetailsTitle: 'Details aanvraag',
  // ours: the files sent with a request (repair photos and PDFs) on its details page.
  requestFilesTitle: 'Meegestuurde bestanden',
  requestFileLoading: 'Foto wordt geladen',
  requestFileDownload: (fileName: string) => `${fileName} downloaden`,

  // Customer requests (ours: labels, statuses and workflow texts the spec leaves to us)
  requestTypeLabels: {
    'DEPOT-IN': 'Aanvraag depotopslag',
    'DEPOT-OUT': 'Leveren uit depot',
    'RENTAL-REQUEST': 'Nieuwe aanvraag verhuur',
    'RENTAL-STOP': 'Retour melden',
    'REPAIR-DEPOT': 'Reparatieverzoek hulpmiddel',
    'REPAIR-RENTAL': 'Reparatie melden',
    'PRODUCT-LOCATION-UPDATE': 'Locatiewijziging hulpmiddel',
    'PRODUCT-CLIENT-UPDATE': 'Wijziging cliëntgegevens',
  },
  requestStatusLabels: {
    OPEN: 'Open',
    PROCESSING: 'In behandeling',
    COMPLETED: 'Afgerond',
    REJECTED: 'Afgewezen',
  },
  requestFilterLocation: 'Locatie',
  requestFilterType: 'Type verzoek',
  requestFilterId: 'Aanvraagnummer',
  requestFilterContact: 'Contactpersoon',
  requestFieldStatus: 'Status',
  requestFieldType: 'Type verzoek',
  requestFieldId: 'Aanvraagnummer',
  requestFieldCreated: 'Aangemaakt op',
  requestFieldUser: 'Ingevoerd door',
  requestFieldContact: 'Contactpersoon',
  requestFieldEmployee: 'Behandeld door',
  // ours (issue 38): the depot order a request made, linked from its details
  requestFieldDepotCase: 'Opdracht',
  requestDepotCaseLink: (depotCaseId: number) => `Opdracht ${depotCaseId} bekijken`,
  // The fields every delivery request asks (rental request, 'Leveren uit depot').
  requestFieldMattressSize: 'Matrasmaat',
  requestFieldDeliverDate: 'Gewenste leverdatum',
  requestFieldUrgency: 'Spoed',
  requestFieldLocation: 'Locatie',
  requestFieldReference: 'Eigen referentie',
  requestFieldComments: 'Opmerkingen',
  requestSubmittedData: 'Ingevoerde gegevens',
  requestProcessTitle: 'Verloop',
  requestBackToList: 'Terug naar het overzicht',
  requestNotFound: 'Aanvraag niet gevonden',
  requestActionTaken: 'In behandeling genomen',
  requestActionCompleted: 'Afgerond',
  requestActionRejected: 'Afgewezen',

  // Rentals, server answers (spec 001 §8 'Hulpmiddel niet gevonden'; the others ours)
  productNotFound: 'Hulpmiddel niet gevonden',
  rentalCaseNotActive: 'Dit dossier is niet actief',
  retourAlreadyRunning: 'Voor dit dossier is al een retourmelding in behandeling',
  repairAlreadyRunning: 'Voor dit dossier is al een reparatiemelding in behandeling',
  productRepairAlreadyRunning: 'Voor dit hulpmiddel is al een reparatieverzoek in behandeling',
  selectMattressSize: 'Selecteer een matrasmaat',
  // Depot orders (spec 001 §2.5: the five order types; the statuses are ours, lead's design)
  depotFormTypeLabels: {
    'TRANSPORT-IN': 'In depot (ophalen)',
    'TRANSPORT-OUT': 'Leveren uit depot',
    'DIRECT-IN': 'Direct in depot',
    'DIRECT-OUT': 'Direct uit depot',
    'TRANSPORT-TRANSFER': 'Locatiewijziging',
  },
  depotStatusLabels: {
    OPEN: 'Nieuw',
    PLANNED: 'Ingepland',
    IN_PROGRESS: 'In uitvoering',
    COMPLETED: 'Afgerond',
    CANCELLED: 'Geannuleerd',
  },
  // Ours (issue 41): an order IN_PROGRESS whose aids the supplier delivered or picked up.
  depotDeliveredLabels: { delivered: 'Geleverd', pickedUp: 'Opgehaald' },
  // Products (ours, lead's design; spec 001 §4: RESERVED shown when enableReservation is 1)
  productStatusLabels: {
    ACTIVE: 'Actief',
    RESERVED: 'Gereserveerd',
    REMOVED: 'Afgevoerd',
  },
  productDepotStatusLabels: {
    IN_DEPOT: 'In depot',
    PENDING_IN: 'Aangemeld voor depot',
    PENDING_OUT: 'Uitlevering gepland',
    PENDING_TRANSFER: 'Verplaatsing gepland',
  },
} as const;

export type TMessageKey = keyof typeof MESSAGES;
