/**
 * The back office's section of the one Dutch message catalogue (see ./index.ts): the
 * supplier's staff's inbox and a request's page (issue 41; ours, the spec has no screen for
 * it). Status, type and history action labels come from MESSAGES, as the customer reads them.
 */
import type { TInboxAge, TInboxUrgency } from '../../contract/backoffice.js';
import type { TRequestTab } from '../../contract/requests.js';
import { BACKOFFICE_DEPOT_TEXTS } from './backoffice-depot-texts.js';

// why: the administrator pages' texts sit in a file of their own, one subpath with these.
export { BACKOFFICE_ADMIN_TEXTS } from './backoffice-admin-texts.js';

export const BACKOFFICE_TEXTS = {
  areaTitle: 'Backoffice',
  inboxTitle: 'Inbox',
  tabs: {
    open: 'Open',
    processing: 'In behandeling',
    archive: 'Archief',
  } satisfies Record<TRequestTab, string>,
  overdueCount: (count: number) => `${count} te laat (open en in behandeling samen)`,
  searchHint: 'Aanvraagnummer, hulpmiddel, cliënt, kamer of opmerking',
  columns: {
    id: 'Nr.',
    organisation: 'Organisatie',
    type: 'Soort',
    subject: 'Hulpmiddel of dossier',
    room: 'Kamer',
    wishDate: 'Wensdatum',
    age: 'Leeftijd',
    clock: 'SLA',
    assignee: 'Behandelaar',
  },
  filters: {
    organisation: 'Organisatie',
    type: 'Soort',
    status: 'Status',
    urgency: 'Spoed',
    age: 'Leeftijd',
    assignee: 'Behandelaar',
    unassigned: 'Niemand',
    me: 'Ik',
  },
  urgency: { URGENT: 'Spoed', NORMAL: 'Normaal' } satisfies Record<TInboxUrgency, string>,
  age: {
    TODAY: 'Vandaag',
    WEEK: 'Deze week',
    OLDER: 'Ouder dan een week',
  } satisfies Record<TInboxAge, string>,
  sorts: { dueAt: 'SLA (te laat eerst)', createDate: 'Ingediend', customerRequestId: 'Nummer' },
  /** The SLA clock: time left, or how long overdue. */
  clockLeft: (text: string) => `nog ${text}`,
  clockOverdue: (text: string) => `${text} te laat`,
  clockStopped: 'Gesloten',
  ageText: (text: string) => `${text} oud`,
  duration: (minutes: number): string => {
    const abs = Math.abs(Math.round(minutes));
    if (abs < 60) return `${abs} min`;
    const hours = Math.floor(abs / 60);
    if (hours < 48) return `${hours} uur`;
    return `${Math.floor(hours / 24)} dagen`;
  },
  empty: 'Geen aanvragen gevonden',

  // A request's page
  requestTitle: (id: number) => `Aanvraag ${id}`,
  backToInbox: 'Terug naar de inbox',
  sections: {
    entered: 'Wat de klant invoerde',
    files: 'Bijlagen',
    history: 'Historie',
    actions: 'Acties',
    facts: 'Gegevens',
  },
  facts: {
    organisation: 'Organisatie',
    type: 'Soort',
    status: 'Status',
    submitted: 'Ingediend',
    due: 'Uiterlijk klaar',
    user: 'Ingediend door',
    contact: 'Contactpersoon',
    assignee: 'Behandelaar',
    subject: 'Betreft',
  },
  subjectRentalCase: (id: number) => `Verhuurdossier ${id}`,
  subjectProduct: (id: number) => `Hulpmiddel ${id}`,
  nobody: 'Nog niemand',
  takeFor: 'Behandelen door',
  takeMe: 'Ik',
  take: 'In behandeling nemen',
  stepMessage: 'Bericht aan de klant',
  addStep: 'Stap toevoegen',
  completeMessage: 'Afsluitend bericht (niet verplicht)',
  complete: 'Afronden',
  rejectReason: 'Reden van afwijzing',
  reject: 'Afwijzen',
  closed: 'Deze aanvraag is afgesloten.',
  stepAction: 'Bericht',
  done: {
    take: 'De aanvraag is in behandeling genomen',
    step: 'De stap is toegevoegd',
    complete: 'De aanvraag is afgerond',
    reject: 'De aanvraag is afgewezen',
  },
  history: { date: 'Datum', action: 'Actie', message: 'Omschrijving' },
  errors: {
    conflict:
      'Een collega heeft deze aanvraag zojuist gewijzigd. Bekijk de nieuwe stand en probeer het opnieuw.',
    transition: 'Deze actie kan niet meer: de aanvraag is intussen verder of afgesloten.',
    noSuchColleague: 'Deze collega bestaat niet (meer)',
  },
  /** Depot orders: the list, an order's page and its moves. */
  depot: BACKOFFICE_DEPOT_TEXTS,
} as const;
