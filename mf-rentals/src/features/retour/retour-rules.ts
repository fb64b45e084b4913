/** The rules of the retour flow (spec 001 §2.3, §5): step 1 needs at least one case. */
import type { TRetourCase } from '@portal/shared/contract';
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

/** Step 2: pickup date and contact are required ('Verplicht veld'). */
export function validateRetourForm(values: { retourDate: string; contactId: string }): {
  retourDate?: string;
  contactId?: string;
} {
  return {
    ...(values.retourDate === '' ? { retourDate: MESSAGES.required } : {}),
    ...(values.contactId === '' ? { contactId: MESSAGES.required } : {}),
  };
}
