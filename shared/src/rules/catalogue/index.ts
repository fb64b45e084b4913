/**
 * The one Dutch message catalogue, split by area. MESSAGES holds what every area and the
 * api share (errors, validation, server answers, the shared interface, request types and
 * statuses); each front end's own labels sit in its section. Texts from the specification
 * are copied character for character; a text is defined once and other sections refer to
 * it. No React here: the api compiles this with tsc (NodeNext). The sections of the areas
 * the shell's own pages do not use are subpaths of their own (`@portal/shared/rules/
 * articles-texts`, `.../depot-texts`, `.../management-texts`), so a page loads them only
 * with their area.
 */
export * from './messages.js';
export { SHELL_TEXTS } from './shell-texts.js';
export { OFFLINE_TEXTS } from './offline-texts.js';
export { AUTH_TEXTS, ssoButtonText } from './auth-texts.js';
export { RENTALS_TEXTS } from './rentals-texts.js';
export { REQUESTS_TEXTS } from './requests-texts.js';
export { PASSKEY_TEXTS } from './passkey-texts.js';
export { MAIL_TEXTS, type TMailKindKey, type TMailDeliveryKey } from './mail-texts.js';
