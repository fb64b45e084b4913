// The one place where a violated constraint becomes the Dutch refusal the application gives
// for the same rule (api/migrations/README.md "Uniqueness rules"). The application checks
// first and answers the common case itself; two writers that pass that check together meet
// the constraint, and the second is answered here with the same message, nothing written.
import { MESSAGES } from '@portal/shared/rules';
import { BACKOFFICE_ADMIN_TEXTS } from '@portal/shared/rules/backoffice-texts';
import { failure, type TFailure } from '../answer/envelope.js';

/** What a constraint's violation answers: the rule's message, and the field it is about. */
export type TConstraintRefusal = { message: string; field?: string };

/**
 * Constraint (or unique index) name -> refusal. A name missing here is not a rule a user can
 * break by racing: its violation stays an unexpected error, logged and answered 500.
 */
export const CONSTRAINT_REFUSALS: Readonly<Record<string, TConstraintRefusal>> = {
  products_serial: { message: MESSAGES.serialTaken, field: 'serialNumber' },
  qr_codes_pkey: { message: MESSAGES.barcodeTaken, field: 'barcode' },
  // why: the same code in the same case meets the table's own index before the claim.
  products_barcode: { message: MESSAGES.barcodeTaken, field: 'barcode' },
  rental_cases_barcode: { message: MESSAGES.barcodeTaken, field: 'barcode' },
  customer_requests_one_repair_rental: { message: MESSAGES.repairAlreadyRunning },
  customer_requests_one_repair_depot: { message: MESSAGES.productRepairAlreadyRunning },
  customer_requests_one_relocation: { message: MESSAGES.relocateAlreadyRunning },
  customer_requests_one_depot_in: { message: MESSAGES.depotInAlreadyRunning },
  customer_requests_one_depot_out: { message: MESSAGES.depotOutAlreadyRunning },
  depot_cases_one_per_request: { message: MESSAGES.depotOrderExists },
  // why: two administrators inviting one address at once (backoffice/staff-invite.ts).
  users_email_ci: {
    message: BACKOFFICE_ADMIN_TEXTS.staff.errors.emailInUse,
    field: 'email',
  },
};

/** unique_violation, exclusion_violation, foreign_key_violation, check_violation. */
const CONSTRAINT_CODES = new Set(['23505', '23P01', '23503', '23514']);

/** The name of the constraint `error` violated, when it is such a violation. */
export function violatedConstraint(error: unknown): string | null {
  const { code, constraint } = (error ?? {}) as { code?: unknown; constraint?: unknown };
  if (typeof code !== 'string' || !CONSTRAINT_CODES.has(code)) return null;
  return typeof constraint === 'string' ? constraint : null;
}

/**
 * The refusal a violation of one of the rules answers, or null for any other error.
 * `formMessage` is the call's own message above field messages ('Ongeldige invoer' for a
 * new aid, the edit form's for an edit); without it the rule's message stands there too,
 * as the QR code link answers it.
 */
export function constraintRefusal(error: unknown, formMessage?: string): TFailure | null {
  const name = violatedConstraint(error);
  const refusal = name === null ? undefined : CONSTRAINT_REFUSALS[name];
  if (!refusal) return null;
  if (!refusal.field) return failure(refusal.message);
  return failure(formMessage ?? refusal.message, { fields: { [refusal.field]: refusal.message } });
}
