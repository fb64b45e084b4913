/** The rules of the retour flow (spec 001 §2.3, §5): step 1 needs at least one case. */
import type { TRetourCase } from '@portal/shared/contract/rentals';
import { MESSAGES } from '@portal/shared/rules';

/** The cases checked at the start: those the server marks, plus the case the flow began at. */
export function initialSelection(cases: readonly TRetourCase[], rentalCaseId: number): number[] {
  return cases
    .filter((item) => item.isChecked || item.rentalCaseId === rentalCaseId)
    .map((item) => item.rentalCaseId);
}

/** 'Selecteer minimaal één dossier' when nothing is selected, else null. */
export function validateRetourSelection(selected: readonly number[]): string | null {
  return selected.length === 0 ? MESSAGES.selectAtLeastOneCase : null;
}

/**
 * Step 2: pickup date and contact are required ('Verplicht veld'); the date field's own
 * rule message (e.g. 'Kies een datum vanaf vandaag') wins for the date.
 */
export function validateRetourForm(
  values: { retourDate: string; contactId: string },
  retourDateRule?: string | null,
): {
  retourDate?: string;
  contactId?: string;
} {
  return {
    ...(values.retourDate === '' ? { retourDate: retourDateRule || MESSAGES.required } : {}),
    ...(values.contactId === '' ? { contactId: MESSAGES.required } : {}),
  };
}
