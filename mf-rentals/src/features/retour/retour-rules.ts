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

/** The text of a case a search in step 1 looks through. */
function searchText(item: TRetourCase): string {
  return [item.rentalCaseId, item.articleName, item.serialNumber, item.departmentRoom, item.endUser]
    .filter((part) => part !== null && part !== undefined)
    .join(' ')
    .toLowerCase();
}

/** Whether a case matches every word of the search (empty matches all). */
export function matchesRetourSearch(item: TRetourCase, search: string): boolean {
  const text = searchText(item);
  return search
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => text.includes(word));
}

const ROOM_ORDER = new Intl.Collator('nl', { numeric: true, sensitivity: 'base' });

/**
 * Step 1's order (issue 38: 12 cases in no order): the case the flow began at, then the
 * other cases of its room, then the rest by room (numbers in their order: 'Kamer 9' before
 * 'Kamer 10'; no room last) and by case number.
 */
export function orderRetourCases(
  cases: readonly TRetourCase[],
  rentalCaseId: number,
): TRetourCase[] {
  const room = cases.find((item) => item.rentalCaseId === rentalCaseId)?.departmentRoom ?? null;
  const rank = (item: TRetourCase) =>
    item.rentalCaseId === rentalCaseId ? 0 : room !== null && item.departmentRoom === room ? 1 : 2;
  return [...cases].sort((a, b) => {
    const byRank = rank(a) - rank(b);
    if (byRank !== 0) return byRank;
    const noRoom = Number(a.departmentRoom === null) - Number(b.departmentRoom === null);
    if (noRoom !== 0) return noRoom;
    return (
      ROOM_ORDER.compare(a.departmentRoom ?? '', b.departmentRoom ?? '') ||
      a.rentalCaseId - b.rentalCaseId
    );
  });
}

/** Whether a case is in the room of the case the flow began at (not that case itself). */
export function isSameRoom(
  cases: readonly TRetourCase[],
  item: TRetourCase,
  rentalCaseId: number,
): boolean {
  const room = cases.find((other) => other.rentalCaseId === rentalCaseId)?.departmentRoom ?? null;
  return item.rentalCaseId !== rentalCaseId && room !== null && item.departmentRoom === room;
}
