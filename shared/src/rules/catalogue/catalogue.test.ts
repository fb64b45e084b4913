import { describe, expect, it } from 'vitest';
import { ARTICLES_TEXTS } from './articles-texts.js';
import { DEPOT_TEXTS } from './depot-texts.js';
import { MANAGEMENT_TEXTS } from './management-texts.js';
import { AUTH_TEXTS, MESSAGES, RENTALS_TEXTS, REQUESTS_TEXTS, SHELL_TEXTS } from './index.js';

const SECTIONS = {
  MESSAGES,
  SHELL_TEXTS,
  AUTH_TEXTS,
  RENTALS_TEXTS,
  REQUESTS_TEXTS,
  DEPOT_TEXTS,
  ARTICLES_TEXTS,
  MANAGEMENT_TEXTS,
};

/** Every text of the catalogue with its path; a text with values is called with '1's. */
function collectTexts(value: unknown, path: string): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (typeof value === 'function') {
    const text = value as (...args: unknown[]) => unknown;
    return collectTexts(text(...Array<string>(text.length).fill('1')), `${path}()`);
  }
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) => collectTexts(child, `${path}.${key}`));
  }
  throw new Error(`${path} is not a text: ${String(value)}`);
}

const ALL_TEXTS = Object.entries(SECTIONS).flatMap(([name, section]) =>
  collectTexts(section, name),
);
const VALUES = new Set(ALL_TEXTS.map(([, text]) => text));

// The spec's texts (000, 001) that matter most, copied from the spec's quotes.
const SPEC_TEXTS = [
  'Verplicht veld',
  'Ongeldige numerieke waarde',
  'Ongeldig e-mail adres',
  'De wachtwoord velden zijn niet identiek',
  'Ongeldige dag',
  'Sessie is verlopen',
  'U heeft geen toegang tot deze pagina',
  'Pagina niet gevonden',
  'Pagina opnieuw laden',
  'Er zijn geen resultaten gevonden',
  'De data wordt opgehaald.',
  'Er is iets misgegaan met het ophalen van de data, probeer het later nog een keer.',
  'Wachtwoord herstel verzoek wordt verwerkt',
  'Uw account is succesvol aangemaakt',
  'Uw wachtwoord is succesvol gewijzigd',
  'Wachtwoord vergeten?',
  'Naar inlogpagina',
  'Terug naar inloggen',
  'Opslaan',
  'Versturen',
  'Reset Filters',
  'Download excel',
  'Selecteer een artikel',
  'Selecteer een locatie',
  'Selecteer een contactpersoon',
  'Selecteer een gewenste leverdatum',
  'Voer een barcode in',
  'U heeft geen rechten om gescande serienummers op te zoeken',
  'Bestand is te groot voor upload via de app',
  'Hulpmiddel niet gevonden',
  'Nieuwe aanvraag verhuur',
  'Retour melden',
  'Reparatie melden',
  'In behandeling',
  'Archief',
  'Aanvragen',
  'Details aanvraag',
  'Management info',
  'Hulpmiddelenbeheer',
  'Uitloggen',
  'Aanvraag ZVW',
  // Depot (spec 001 §2.5, §5)
  'Opdrachten',
  'Leveren uit depot',
  'Toevoegen op aanvraag',
  'Selecteer een artikel of categorie',
  'Spoed',
  'Hulpmiddelen',
  'In depot (ophalen)',
  'Direct in depot',
  'Direct uit depot',
  'Locatiewijziging',
  // Aids management (001 §2.4, §3, §5)
  'Op locatie',
  'In depot',
  'Product historie',
  'Te keuren',
  'Hulpmiddel is afgevoerd',
  'QR code koppelen',
  'Locatie wijzigen',
  'Reparatieverzoek',
  'Aanvraag depotopslag',
  'Cliëntgegevens',
  'Artikelgegevens wijzigen',
  'Reservering registreren',
  'Hulpmiddel registreren',
  'Bouwjaar',
  'Goed',
  'Matig',
  'Slecht',
  'Afgerond',
  'Naar reparatie',
  'Datum reiniging',
  'Scan een code of vul deze handmatig in',
  'Er is geen product gevonden om de QR code te koppelen',
  'Formulier kan niet verstuurd zijn omdat er ongeldige waarden zijn ingevoerd',
  // Management information (001 §2.7, §5, §8)
  'Verhuur',
  'Reparaties',
  'Depot opdrachten',
  'Hulpmiddelen op locatie',
  'Hulpmiddelen in depot',
  'Actieve verhuurdossiers',
  'Verhuur op datum',
  'Depot op datum',
  'Verhuurkosten',
  'Januari',
  'December',
  'Bestand verhuurkosten succesvol aangemaakt',
];

describe('the Dutch message catalogue', () => {
  it.each(SPEC_TEXTS)("holds the spec's text '%s' character for character", (text) => {
    expect(VALUES.has(text)).toBe(true);
  });

  it('has no empty text', () => {
    expect(ALL_TEXTS.length).toBeGreaterThan(200);
    const empty = ALL_TEXTS.filter(([, text]) => text.trim() === '').map(([path]) => path);
    expect(empty).toEqual([]);
  });

  it('keeps the texts of MESSAGES under their keys', () => {
    expect(MESSAGES.required).toBe('Verplicht veld');
    expect(MESSAGES.invalidYear(2000, 2030)).toBe('Ongeldig jaartal (2000 - 2030)');
    expect(MESSAGES.requestTypeLabels['RENTAL-STOP']).toBe('Retour melden');
  });

  it('defines a shared text once and lets the sections refer to it', () => {
    expect(RENTALS_TEXTS.retourTitle).toBe(MESSAGES.requestTypeLabels['RENTAL-STOP']);
    expect(RENTALS_TEXTS.generalUse).toBe(MESSAGES.generalUse);
    expect(AUTH_TEXTS.sending).toBe(RENTALS_TEXTS.sending);
    expect(SHELL_TEXTS.tileTitles.requests).toBe(REQUESTS_TEXTS.areaTitle);
  });
});
