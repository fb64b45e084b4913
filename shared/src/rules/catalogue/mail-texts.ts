/**
 * The mails a requester gets about her customer requests (issue 41 "Customers hear back";
 * api/src/mail/README.md "Request mails"), the page where she chooses how she gets them
 * (the user menu's 'E-mailmeldingen') and the api's one-click unsubscribe page.
 */

/** The kinds of request mail a user chooses for: a step, completion, rejection. */
export type TMailKindKey = 'step' | 'complete' | 'reject';
/** How: a mail at once, the daily digest, or none. */
export type TMailDeliveryKey = 'now' | 'digest' | 'off';

export const MAIL_TEXTS = {
  // The mails
  greeting: (fullName: string) => `Beste ${fullName},`,
  requestName: (id: string, type: string) => `aanvraag ${id} (${type})`,
  stepSubject: (id: string) => `Nieuwe stap in uw aanvraag ${id}`,
  stepHeading: 'Er is een nieuwe stap in uw aanvraag',
  stepIntro: (request: string) => `Er is een nieuwe stap toegevoegd aan uw ${request}.`,
  completeSubject: (id: string) => `Uw aanvraag ${id} is afgerond`,
  completeHeading: 'Uw aanvraag is afgerond',
  completeIntro: (request: string) => `Uw ${request} is afgerond.`,
  rejectSubject: (id: string) => `Uw aanvraag ${id} is afgewezen`,
  rejectHeading: 'Uw aanvraag is afgewezen',
  rejectIntro: (request: string) => `Uw ${request} is afgewezen.`,
  stepLine: (action: string, message: string) => (message ? `${action}: ${message}` : action),
  reason: (message: string) => `Reden: ${message}`,
  viewRequest: 'Bekijk uw aanvraag',
  digestSubject: (count: string) => `Dagelijks overzicht: ${count} updates over uw aanvragen`,
  digestSubjectOne: 'Dagelijks overzicht: 1 update over uw aanvragen',
  digestHeading: 'Updates over uw aanvragen',
  digestIntro: 'Dit zijn de updates over uw aanvragen van het afgelopen etmaal.',
  requestTitle: (id: string, type: string) => `Aanvraag ${id} (${type})`,
  digestLine: (request: string, line: string) => `${request}: ${line}`,
  viewRequests: 'Bekijk uw aanvragen',
  footerWhy: 'U ontvangt deze e-mail omdat u deze aanvraag via het klantportaal heeft ingediend.',
  footerWhyDigest: 'U ontvangt dit overzicht omdat u het dagelijks overzicht heeft gekozen.',
  unsubscribe: 'Afmelden voor deze e-mails',
  settings: 'E-mailmeldingen instellen',

  // The user's choice (shell page /mail-settings, in the user menu)
  settingsTitle: 'E-mailmeldingen',
  settingsIntro:
    'Kies per soort bericht hoe u een e-mail krijgt over de aanvragen die u heeft ingediend.',
  kinds: {
    step: 'Nieuwe stap in een aanvraag',
    complete: 'Aanvraag afgerond',
    reject: 'Aanvraag afgewezen',
  } satisfies Record<TMailKindKey, string>,
  deliveries: {
    now: 'Direct',
    digest: 'Dagelijks overzicht',
    off: 'Niet',
  } satisfies Record<TMailDeliveryKey, string>,
  digestNote: 'Het dagelijks overzicht komt elke ochtend om 7:00 uur.',
  saved: 'Uw keuze is opgeslagen',

  // The unsubscribe page of the api (no sign-in: the link is signed)
  unsubscribeTitle: 'Afmelden',
  unsubscribeAsk: (what: string) => `Wilt u geen e-mails meer ontvangen over: ${what}?`,
  unsubscribeButton: 'Afmelden',
  unsubscribeAll: 'uw aanvragen',
  unsubscribed: (what: string) =>
    `U bent afgemeld. U ontvangt geen e-mails meer over: ${what}. U kunt dit wijzigen onder E-mailmeldingen in het klantportaal.`,
  unsubscribeInvalid: 'Deze afmeldlink is ongeldig. Er is niets gewijzigd.',
};
