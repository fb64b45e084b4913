/**
 * The account pages' section of the one Dutch message catalogue (see ./index.ts): titles
 * (the spec's, 000 §2.1), labels, buttons and intros. Error and result texts come from
 * MESSAGES.
 */
import { MESSAGES } from './messages.js';

export const AUTH_TEXTS = {
  loginTitle: 'Inloggen',
  registerTitle: 'Registreren',
  forgotTitle: 'Wachtwoord vergeten',
  resetTitle: 'Wachtwoord veranderen',

  userNameLabel: 'Gebruikersnaam of e-mailadres',
  passwordLabel: 'Wachtwoord',
  confirmPasswordLabel: 'Herhaal wachtwoord',
  // ours: the title over a refusal of the server in the error summary on top of a form.
  loginRefusedTitle: 'Inloggen is niet gelukt',
  passwordNotSavedTitle: 'Wachtwoord niet opgeslagen',
  loginButton: 'Inloggen',
  loggingIn: 'Bezig met inloggen',
  forgotLink: 'Wachtwoord vergeten?',
  // ours (issue 40 §1): the e-mail address first when an organisation signs in with its own accounts.
  nextButton: 'Volgende',
  ssoIntro: 'Uw organisatie laat u inloggen met het account van uw werk.',
  ssoOtherAddress: 'Ander e-mailadres',
  ssoFinishing: 'U wordt ingelogd.',
  sendButton: 'Versturen',
  sending: MESSAGES.sending,
  backToLogin: 'Terug naar inloggen',
  toLogin: 'Naar inlogpagina',
  saveButton: 'Opslaan',
  saving: 'Bezig met opslaan',
  checkingLink: 'De link wordt gecontroleerd.',
  loggingOut: 'U wordt uitgelogd.',

  forgotIntro:
    'Vul uw gebruikersnaam of e-mailadres in. U ontvangt een e-mail met een link om een nieuw wachtwoord in te stellen.',
  registerIntro: 'Kies een wachtwoord voor uw account.',
  resetIntro: 'Kies een nieuw wachtwoord voor uw account.',
} as const;

/** Ours (issue 40 §1): the button to an organisation's own provider. */
export function ssoButtonText(providerName: string): string {
  return `Inloggen met ${providerName}`;
}
