/**
 * The back office's depot orders (issue 41 "Depot orders the same way"): the list of every
 * organisation's orders, an order's page and its moves. Part of BACKOFFICE_TEXTS (`depot`);
 * the api writes the history lines and refusals from it too. Status and type labels come
 * from MESSAGES, as the customer reads them.
 */
import type { TDepotTab } from '../../contract/depot.js';

export const BACKOFFICE_DEPOT_TEXTS = {
  title: 'Depotopdrachten',
  nav: 'Backoffice',
  tabs: { pending: 'Lopend', archive: 'Archief' } satisfies Record<TDepotTab, string>,
  searchHint: 'Opdrachtnummer, naam, adres, kamer of opmerking',
  columns: {
    id: 'Nr.',
    organisation: 'Organisatie',
    name: 'Opdracht',
    type: 'Soort',
    place: 'Locatie en kamer',
    items: 'Hulpmiddelen',
    wishDate: 'Wensdatum',
    planned: 'Gepland',
    status: 'Status',
  },
  filters: { organisation: 'Organisatie', status: 'Status', type: 'Soort' },
  newestFirst: 'Nieuwste eerst',
  empty: 'Geen depotopdrachten gevonden',
  itemCount: (count: number) => (count === 1 ? '1 hulpmiddel' : `${count} hulpmiddelen`),
  notPlanned: 'Nog niet gepland',
  planned: (date: string, window: string) => `${date}, ${window}`,

  // An order's page
  orderTitle: (id: number) => `Depotopdracht ${id}`,
  backToList: 'Terug naar de depotopdrachten',
  sections: {
    facts: 'Gegevens',
    items: 'Hulpmiddelen',
    actions: 'Acties',
  },
  facts: {
    organisation: 'Organisatie',
    type: 'Soort',
    status: 'Status',
    created: 'Aangemaakt',
    location: 'Locatie',
    room: 'Kamer',
    pickupAddress: 'Ophaaladres',
    dropoffAddress: 'Afleveradres',
    wishDate: 'Wensdatum',
    planned: 'Gepland',
    delivered: 'Geleverd',
    pickedUp: 'Opgehaald',
    lastAction: 'Laatste actie',
    request: 'Aanvraag',
    remarks: 'Opmerkingen',
    priority: 'Spoed',
  },
  itemColumns: { name: 'Hulpmiddel', depotStatus: 'Depotstatus', amount: 'Aantal' },
  requestLink: (id: number) => `Aanvraag ${id}`,
  yes: 'Ja',

  // The moves
  planDate: 'Leverdatum',
  planDatePickup: 'Ophaaldatum',
  planWindow: 'Tijdvak',
  planWindowHint: 'Bijvoorbeeld',
  planWindowExample: '08:00-12:00',
  planMessage: 'Bericht aan de klant (niet verplicht)',
  plan: 'Levering inplannen',
  planPickup: 'Ophalen inplannen',
  replan: 'Opnieuw inplannen',
  deliverMessage: 'Opmerking (niet verplicht)',
  deliver: 'Geleverd melden',
  pickUp: 'Opgehaald melden',
  completeMinutes: 'Tijd op locatie in minuten (niet verplicht)',
  completeMessage: 'Afsluitend bericht (niet verplicht)',
  complete: 'Afronden',
  cancelReason: 'Reden van annuleren',
  cancel: 'Annuleren',
  closed: 'Deze depotopdracht is afgesloten.',
  done: {
    plan: 'De levering is ingepland',
    planPickup: 'Het ophalen is ingepland',
    deliver: 'De hulpmiddelen zijn als geleverd gemeld',
    pickUp: 'De hulpmiddelen zijn als opgehaald gemeld',
    complete: 'De depotopdracht is afgerond',
    cancel: 'De depotopdracht is geannuleerd',
  },

  // What the customer's request history (and the order's last action) reads
  history: {
    planned: 'Ingepland',
    delivered: 'Geleverd',
    pickedUp: 'Opgehaald',
    plannedMessage: (date: string, window: string) => `Gepland op ${date}, ${window}`,
    deliveredMessage: 'De hulpmiddelen zijn geleverd',
    pickedUpMessage: 'De hulpmiddelen zijn opgehaald',
  },

  errors: {
    conflict:
      'Een collega heeft deze depotopdracht zojuist gewijzigd. Bekijk de nieuwe stand en probeer het opnieuw.',
    transition: 'Deze actie kan niet meer: de depotopdracht is intussen verder of afgesloten.',
    windowFormat: 'Vul een tijdvak in als 08:00-12:00',
    windowOrder: 'Het tijdvak moet later eindigen dan het begint',
    dateInPast: 'Kies een datum vanaf vandaag',
    minutes: 'Vul een aantal minuten in (0 tot 100000)',
  },
} as const;
