/**
 * The texts of working without a connection (issue 29, ours: the spec has no offline
 * mode): the banner, the outbox and the scanner's remembered codes. In the shell's first
 * load: the banner and the outbox entry are part of every page.
 */
export const OFFLINE_TEXTS = {
  bannerTitle: 'Geen verbinding',
  /** The banner when the page shows answers kept on the phone, fetched at `when`. */
  bannerShownFrom: (when: string) =>
    `De telefoon is offline. U ziet de gegevens van ${when}. Wat u verstuurt, wacht tot er weer verbinding is.`,
  bannerNoData:
    'De telefoon is offline. U ziet de laatst opgehaalde gegevens. Wat u verstuurt, wacht tot er weer verbinding is.',
  /**
   * An area whose code the phone has not kept (never opened here, or a remote built
   * elsewhere, which the service worker does not keep: shell/README.md "Offline").
   */
  areaOffline:
    'U bent offline. Dit onderdeel kan zonder verbinding niet worden geopend; probeer het opnieuw als er weer verbinding is.',
  outboxTitle: 'Wachtrij',
  /** The top bar's link to the outbox, with what waits or was refused. */
  outboxLink: (count: number) =>
    count === 1
      ? 'Wachtrij, 1 melding vraagt aandacht'
      : `Wachtrij, ${count} meldingen vragen aandacht`,
  outboxIntro:
    'Wat u zonder verbinding verstuurt, staat hier tot het is verzonden. Het gaat vanzelf zodra er weer verbinding is, ook als u de app tussendoor sluit.',
  outboxEmpty: 'Er staat niets in de wachtrij.',
  queuedFlash:
    'Geen verbinding. Uw invoer is bewaard en wordt verstuurd zodra er weer verbinding is.',
  stateWaiting: 'Wacht op verbinding',
  stateSent: 'Verstuurd',
  stateRefused: 'Niet verstuurd',
  queuedAt: (when: string) => `Opgeslagen ${when}`,
  sentAt: (when: string) => `Verstuurd ${when}`,
  requestNumber: (id: number) => `Aanvraagnummer ${id}`,
  sendNow: 'Nu versturen',
  retry: 'Opnieuw versturen',
  discard: 'Verwijderen',
  discardConfirm: (title: string) =>
    `${title} verwijderen uit de wachtrij? Wat u invoerde, gaat verloren.`,
  backToForm: 'Naar het formulier',
  scanRemembered: (code: string) =>
    `Geen verbinding. Code ${code} is onthouden en wordt opgezocht zodra er weer verbinding is.`,
  /** Asked before 'Uitloggen' while writes wait: signing out removes them. */
  logoutWithUnsent: (count: number) =>
    count === 1
      ? '1 melding in de wachtrij is nog niet verstuurd. Als u nu uitlogt, wordt die van deze telefoon verwijderd. Toch uitloggen?'
      : `${count} meldingen in de wachtrij zijn nog niet verstuurd. Als u nu uitlogt, worden die van deze telefoon verwijderd. Toch uitloggen?`,
  /** Told on the login page when a session ended with writes still waiting. */
  unsentRemoved: (count: number) =>
    count === 1
      ? '1 melding uit de wachtrij kon niet meer worden verstuurd en is van deze telefoon verwijderd.'
      : `${count} meldingen uit de wachtrij konden niet meer worden verstuurd en zijn van deze telefoon verwijderd.`,
} as const;
