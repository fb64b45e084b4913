/**
 * The back office's administrator pages (issue 41, level 3; ours, the spec has no screen
 * for them): 'Medewerkers' (the staff, an invite, a role, an account disabled) and
 * 'Reactietijden' (the SLA targets). Part of the back office's section (backoffice-texts.ts
 * re-exports it); request type labels come from MESSAGES.
 */
import type { TStaffState } from '../../contract/backoffice-admin.js';

export const BACKOFFICE_ADMIN_TEXTS = {
  nav: { label: 'Backoffice', inbox: 'Inbox' },
  staff: {
    title: 'Medewerkers',
    intro:
      'De medewerkers van de leverancier met toegang tot de backoffice. Een nieuwe collega krijgt een e-mail met een link om een wachtwoord in te stellen (7 dagen geldig).',
    listTitle: 'Alle medewerkers',
    columns: { name: 'Naam', email: 'E-mail', role: 'Rol', state: 'Status' },
    states: {
      INVITED: 'Uitgenodigd',
      ACTIVE: 'Actief',
      DISABLED: 'Uitgeschakeld',
    } satisfies Record<TStaffState, string>,
    me: '(u)',
    noRole: 'Geen rol',
    roleOf: (name: string) => `Rol van ${name}`,
    changeRole: 'Rol wijzigen',
    disable: 'Account uitschakelen',
    enable: 'Account weer inschakelen',
    disableOf: (name: string) => `Account van ${name} uitschakelen`,
    enableOf: (name: string) => `Account van ${name} weer inschakelen`,
    inviteTitle: 'Collega uitnodigen',
    fullName: 'Naam',
    email: 'E-mailadres',
    role: 'Rol',
    rolesHint:
      'Beheerder: alles, ook medewerkers en reactietijden. Klantenservice en Planner: aanvragen behandelen. Monteur: aanvragen inzien.',
    invite: 'Uitnodiging versturen',
    done: {
      invite: (email: string) => `De uitnodiging is naar ${email} gemaild.`,
      role: (name: string, label: string) => `${name} heeft nu de rol ${label}.`,
      disable: (name: string) => `Het account van ${name} is uitgeschakeld.`,
      enable: (name: string) => `Het account van ${name} is weer ingeschakeld.`,
    },
    errors: {
      emailInUse: 'Dit e-mailadres is al in gebruik. Kies een ander e-mailadres.',
      mailNotSent:
        'De collega staat als uitgenodigd in de lijst, maar de e-mail kon niet worden verstuurd. Probeer het later opnieuw via de beheerder van het portaal.',
      lastAdministrator:
        'Dit kan niet: er moet altijd minstens één actieve beheerder zijn. Maak eerst een collega beheerder.',
      ownAccount: 'U kunt uw eigen account niet uitschakelen. Vraag dit aan een andere beheerder.',
      notStaff: 'Deze medewerker bestaat niet (meer).',
      noSupplier:
        'Er is nog geen leveranciersorganisatie; de eerste medewerker komt uit de beheer-CLI.',
    },
  },
  sla: {
    title: 'Reactietijden',
    intro:
      'Het aantal uren van indienen tot afronden, per soort aanvraag, voor gewone aanvragen en voor spoed. Een gewijzigde reactietijd geldt voor aanvragen die daarna worden ingediend; lopende aanvragen houden hun deadline.',
    tableCaption: 'Reactietijden in uren per soort aanvraag',
    columns: { type: 'Soort aanvraag', normal: 'Normaal (uren)', urgent: 'Spoed (uren)' },
    defaultType: 'Alle andere soorten',
    /** The label of one input: 'Reparatie melden, spoed (uren)'. */
    cellLabel: (type: string, isUrgent: boolean) =>
      `${type}, ${isUrgent ? 'spoed' : 'normaal'} (uren)`,
    followsDefault: (hours: number) => `Leeg: ${hours} uur, als alle andere soorten`,
    save: 'Opslaan',
    saved:
      'De reactietijden zijn opgeslagen. Ze gelden voor aanvragen die vanaf nu worden ingediend.',
    errors: {
      wholeHours: 'Vul een heel aantal uren in, van 1 tot en met 720.',
      defaultRequired: 'Vul een aantal uren in: dit geldt voor alle andere soorten.',
      conflict:
        'Een andere beheerder heeft de reactietijden zojuist gewijzigd. Bekijk de nieuwe waarden en sla uw wijziging opnieuw op.',
    },
  },
} as const;
