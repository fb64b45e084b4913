// The rental cost rule ('Verhuurkosten', spec 001 §2.7, §5; api/src/routes/management/README.md
// "Rental costs"), written once as plain code: the api computes it in SQL over every case
// (repositories/rental-cost-repository.ts), and its test holds that SQL to this function.
//
// - A case is charged for every day from its start date through its end date, both
//   included. A case without an end date (running, or waiting to be picked up) is charged
//   through today; no day after today is charged (a cost that has not been made yet). A
//   case without a start date is charged nothing.
// - A month's cost of a case is its charged days in that month times its price per day
//   (rental_cases.price_per_day_cents); a case without a price counts its days at 0.
// - The file has a line per month of the period: per month only, or per month and
//   location, per month and department, or both. Without grouping every month of the
//   period has its line (zeros included); grouped, only the groups with charged days.

export type TCostCase = {
  id: number;
  startDate: string | null;
  endDate: string | null;
  pricePerDayCents: number | null;
  locationId: number | null;
  departmentId: number | null;
};

export type TCostLine = {
  /** 'yyyy-MM'. */
  month: string;
  locationId: number | null;
  departmentId: number | null;
  numberOfCases: number;
  rentalDays: number;
  costCents: number;
};

export type TCostPeriod = {
  /** First and last month, 'yyyy-MM'. */
  from: string;
  to: string;
  /** 'yyyy-MM-dd': no day after it is charged. */
  today: string;
  groupByLocation: boolean;
  groupByDepartment: boolean;
};

const DAY_MS = 86_400_000;

/** Days from `a` to `b` ('yyyy-MM-dd'), both included; 0 when `b` is before `a`. */
function daysBetween(a: string, b: string): number {
  const days = (Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / DAY_MS + 1;
  return Math.max(0, days);
}

/** The months from `from` to `to` ('yyyy-MM'), in order. */
export function monthsOfPeriod(from: string, to: string): string[] {
  const months: string[] = [];
  let year = Number(from.slice(0, 4));
  let month = Number(from.slice(5, 7));
  const last = Number(to.slice(0, 4)) * 12 + Number(to.slice(5, 7));
  while (year * 12 + month <= last) {
    months.push(`${year}-${String(month).padStart(2, '0')}`);
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  return months;
}

/** First and last day of a month 'yyyy-MM'. */
function monthBounds(month: string): { first: string; last: string } {
  const year = Number(month.slice(0, 4));
  const index = Number(month.slice(5, 7));
  const lastDay = new Date(Date.UTC(year, index, 0)).getUTCDate();
  return { first: `${month}-01`, last: `${month}-${String(lastDay).padStart(2, '0')}` };
}

/** The days a case is charged in `month` (the rule above). */
export function chargedDays(item: TCostCase, month: string, today: string): number {
  if (!item.startDate) return 0;
  const chargedUntil = item.endDate && item.endDate < today ? item.endDate : today;
  const { first, last } = monthBounds(month);
  const from = item.startDate > first ? item.startDate : first;
  const until = chargedUntil < last ? chargedUntil : last;
  return daysBetween(from, until);
}

/** The cost lines of `cases` over a period (the rule above), in month and group order. */
export function rentalCostLines(cases: readonly TCostCase[], period: TCostPeriod): TCostLine[] {
  const lines = new Map<string, TCostLine>();
  const months = monthsOfPeriod(period.from, period.to);
  const grouped = period.groupByLocation || period.groupByDepartment;
  if (!grouped) {
    for (const month of months) {
      lines.set(month, {
        month,
        locationId: null,
        departmentId: null,
        numberOfCases: 0,
        rentalDays: 0,
        costCents: 0,
      });
    }
  }
  for (const month of months) {
    for (const item of cases) {
      const days = chargedDays(item, month, period.today);
      if (days === 0) continue;
      const locationId = period.groupByLocation ? item.locationId : null;
      const departmentId = period.groupByDepartment ? item.departmentId : null;
      const key = grouped ? `${month}/${locationId}/${departmentId}` : month;
      const line = lines.get(key) ?? {
        month,
        locationId,
        departmentId,
        numberOfCases: 0,
        rentalDays: 0,
        costCents: 0,
      };
      line.numberOfCases += 1;
      line.rentalDays += days;
      line.costCents += days * (item.pricePerDayCents ?? 0);
      lines.set(key, line);
    }
  }
  return [...lines.values()];
}
