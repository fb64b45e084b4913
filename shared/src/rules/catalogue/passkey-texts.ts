/**
 * Passkeys (ours, issue 40 §2): the sign-in page's steps after the password and its
 * 'Inloggen met een passkey', and the user menu's page 'Passkeys'. Refusals come from
 * MESSAGES (passkey*, recoveryCode*).
 */
export const PASSKEY_TEXTS = {
  // The sign-in page
  passwordlessButton: 'Inloggen met een passkey',
  verifyIntro:
    'Bevestig dat u het bent met uw passkey: de vingerafdruk of het gezicht van uw telefoon, of uw beveiligingssleutel.',
  verifyButton: 'Passkey gebruiken',
  waiting: 'Volg de stappen op uw apparaat.',
  useRecoveryCode: 'Passkey niet bij de hand? Gebruik uw herstelcode',
  recoveryIntro:
    'Vul de herstelcode in die u kreeg bij uw eerste passkey. Een herstelcode werkt één keer.',
  recoveryLabel: 'Herstelcode',
  recoveryButton: 'Inloggen met herstelcode',
  backToPasskey: 'Toch de passkey gebruiken',
  enrolIntro:
    'Uw organisatie vraagt bij het inloggen om een tweede stap. Voeg daarom nu een passkey toe: de vingerafdruk of het gezicht van uw telefoon, of een beveiligingssleutel. Dit is eenmalig.',
  nameLabel: 'Naam van de passkey',
  nameHint: 'Zo herkent u hem later terug, bijvoorbeeld Telefoon of Sleutel.',
  defaultName: 'Passkey',
  addButton: 'Passkey toevoegen',
  adding: 'Bezig met toevoegen',
  recoveryCodeTitle: 'Uw herstelcode',
  recoveryCodeIntro:
    'Bewaar deze code op een veilige plek, bijvoorbeeld op papier. Heeft u uw passkey niet bij de hand, dan logt u met uw wachtwoord en deze code één keer in. U ziet de code alleen nu.',
  recoveryCodeDone: 'Ik heb de code bewaard',

  // The page 'Passkeys' (user menu)
  pageTitle: 'Passkeys',
  pageIntro:
    'Met een passkey logt u veilig in met de vingerafdruk of het gezicht van uw telefoon, of met een beveiligingssleutel. Na uw wachtwoord vraagt het portaal dan om uw passkey. U kunt ook met alleen de passkey inloggen.',
  listTitle: 'Uw passkeys',
  none: 'U heeft nog geen passkey.',
  addedOn: (date: string) => `Toegevoegd op ${date}`,
  lastUsedOn: (date: string) => `Laatst gebruikt op ${date}`,
  neverUsed: 'Nog niet gebruikt',
  removeButton: 'Verwijderen',
  removeLabel: (name: string) => `Passkey ${name} verwijderen`,
  removeConfirm: (name: string) =>
    `Passkey ${name} verwijderen? Daarna kunt u er niet meer mee inloggen.`,
} as const;
