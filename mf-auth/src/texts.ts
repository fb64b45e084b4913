/**
 * Dutch labels of the account pages that are not in MESSAGES of @portal/shared/rules
 * (error and result texts always come from MESSAGES). Titles are the spec's (000 §2.1).
 * Candidates to move into MESSAGES: all of these.
 */
export const TEXTS = {
  loginTitle: 'Inloggen',
  registerTitle: 'Registreren',
  forgotTitle: 'Wachtwoord vergeten',
  resetTitle: 'Wachtwoord veranderen',

  userNameLabel: 'Gebruikersnaam of e-mailadres',
  passwordLabel: 'Wachtwoord',
  confirmPasswordLabel: 'Herhaal wachtwoord',
  loginButton: 'Inloggen',
  loggingIn: 'Bezig met inloggen',
  forgotLink: 'Wachtwoord vergeten?',
  sendButton: 'Versturen',
  sending: 'Bezig met versturen',
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
