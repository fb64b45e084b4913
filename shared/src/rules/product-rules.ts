/**
 * Rules of products and depot orders (spec 000 §4, 001 §4, §5; api/src/routes/articles/README.md
 * for the ones beyond the spec): the displayed status, the periodic inspection due date and its
 * status, the serial hint, and the depot order transitions. The api computes the same due date in
 * SQL (migration 006 product_next_inspection); tests hold the two together.
 */
import type {
  TInspectionDue,
  TProductDisplayStatus,
  TProductStatus,
} from '../contract/articles.js';
import type { TDepotFormType, TDepotStatus } from '../contract/depot.js';

/** Spec 000 §4: enableReservation 1 (number or string) shows RESERVED. */
export function productDisplayStatus(
  status: TProductStatus,
  enableReservation: number | string | boolean | null | undefined,
): TProductDisplayStatus {
  if (status === 'REMOVED') return 'REMOVED';
  return enableReservation === 1 || enableReservation === '1' || enableReservation === true
    ? 'RESERVED'
    : status;
}

/** Days before the due date that count as 'Binnenkort'. */
export const INSPECTION_SOON_DAYS = 30;

function parseIso(iso: string): { y: number; m: number; d: number } {
  const [y, m, d] = iso.split('-').map(Number);
  return { y: y ?? 0, m: m ?? 1, d: d ?? 1 };
}

function toIso(y: number, m: number, d: number): string {
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** `iso` plus `months`, the day kept or clamped to the month's last (as PostgreSQL does). */
export function addMonthsIso(iso: string, months: number): string {
  const { y, m, d } = parseIso(iso);
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return toIso(year, month, Math.min(d, lastDay));
}

/** `iso` plus `days` (negative goes back). */
export function addDaysIso(iso: string, days: number): string {
  const { y, m, d } = parseIso(iso);
  const date = new Date(Date.UTC(y, m - 1, d + days));
  return toIso(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
}

/**
 * The next periodic inspection: the last completed inspection (else the registration
 * date) plus the category's interval; null without an interval or a date to count from.
 */
export function nextInspectionDate(
  lastCompleted: string | null,
  registrationDate: string | null,
  intervalMonths: number | null,
): string | null {
  const from = lastCompleted ?? registrationDate;
  if (intervalMonths === null || from === null) return null;
  return addMonthsIso(from, intervalMonths);
}

/** OVERDUE before today, SOON within 30 days, else OK; null without a due date. */
export function inspectionDue(nextDate: string | null, today: string): TInspectionDue | null {
  if (nextDate === null) return null;
  if (nextDate < today) return 'OVERDUE';
  return nextDate <= addDaysIso(today, INSPECTION_SOON_DAYS) ? 'SOON' : 'OK';
}

/**
 * Whether a planned inspection falls after the date it is due (ours: the supplier planned
 * it too late); false when either date is missing.
 */
export function isPlannedAfterDue(plannedDate: string | null, dueDate: string | null): boolean {
  return plannedDate !== null && dueDate !== null && plannedDate > dueDate;
}

/** Spec 001 §5 serial hint: capitals, digits, hyphen and period; other characters are ignored. */
export function filterSerialInput(text: string): string {
  return text.toUpperCase().replace(/[^A-Z0-9.-]/g, '');
}

/** Where a depot order of each status may go (api/src/routes/depot/README.md "Depot orders"). */
export const DEPOT_TRANSITIONS: Record<TDepotStatus, readonly TDepotStatus[]> = {
  OPEN: ['PLANNED', 'CANCELLED'],
  PLANNED: ['IN_PROGRESS', 'CANCELLED'],
  IN_PROGRESS: ['COMPLETED', 'CANCELLED'],
  COMPLETED: [],
  CANCELLED: [],
};

export function canMoveDepotOrder(from: TDepotStatus, to: TDepotStatus): boolean {
  return DEPOT_TRANSITIONS[from].includes(to);
}

/**
 * Whether the supplier picks the order's aids up (into the depot: TRANSPORT-IN, DIRECT-IN)
 * rather than delivering them (out of the depot, or to another place): 'Opgehaald' or
 * 'Geleverd' (issue 41, the back office's depot orders).
 */
export function isDepotPickUp(formType: TDepotFormType): boolean {
  return formType.endsWith('-IN');
}

/** An order's status is final once COMPLETED or CANCELLED (the archive tab). */
export function isFinalDepotStatus(status: TDepotStatus): boolean {
  return DEPOT_TRANSITIONS[status].length === 0;
}
