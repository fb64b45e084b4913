// Deep pages from the bucket counters (migration 009, findListPage): every page of the
// rental, request and invoice lists, whole and of a period, and the cases out on a day,
// equals the same page of a plain ORDER BY ... OFFSET over the rows, at page sizes that
// cross bucket boundaries, with ties, cases without a date and several tabs in one total.
import { describe, expect, it } from 'vitest';
import { findCustomerRequestsPage } from '../repositories/customer-requests-query-repository.js';
import { findInvoicesPage } from '../repositories/invoices-repository.js';
import { findRentalOverviewPage } from '../repositories/management-rentals-repository.js';
import { findRentalDatePage } from '../repositories/management-rental-date-repository.js';
import { findRentalCasesPage } from '../repositories/rentals-repository.js';
import { db, expectPages, ids, org, setUpBucketedRows } from './list-page-buckets-fixture.js';

setUpBucketedRows();

describe('bucketed pages', () => {
  it('answer every page of the rental tabs as a plain ORDER BY with OFFSET does', async () => {
    for (const [tab, status, date] of [
      ['active', 'ACTIVE', 'start_date'],
      ['archive', 'ENDED', 'end_date'],
    ] as const) {
      const expected = await ids(
        `SELECT id FROM rental_cases WHERE organisation_id = $1 AND status = $2
         ORDER BY ${date} DESC NULLS LAST, id DESC`,
        [org, status],
      );
      expect(expected.length).toBeGreaterThan(200);
      for (const size of [10, 7, 100]) {
        await expectPages(expected, size, async (offset) => {
          const page = await findRentalCasesPage(db, org, tab, {}, { offset, rows: size });
          return { ids: page.rows.map((row) => row.rentalCaseId), totalCount: page.totalCount };
        });
      }
    }
  });

  it('answer every page of the request tabs (timestamps, the archive of two statuses)', async () => {
    for (const tab of ['open', 'archive'] as const) {
      const expected = await ids(
        `SELECT id FROM customer_requests WHERE organisation_id = $1 AND tab = $2
         ORDER BY created_at DESC, id DESC`,
        [org, tab],
      );
      await expectPages(expected, 9, async (offset) => {
        const page = await findCustomerRequestsPage(
          db,
          { organisationId: org, tab },
          { offset, rows: 9 },
        );
        return { ids: page.rows.map((row) => row.id), totalCount: page.totalCount };
      });
    }
  });

  it('answer every page of all invoices, whose total sums two counted statuses', async () => {
    const expected = await ids(
      'SELECT id FROM invoices WHERE organisation_id = $1 ORDER BY invoice_date DESC, id DESC',
      [org],
    );
    await expectPages(expected, 10, async (offset) => {
      const page = await findInvoicesPage(db, org, 'all', null, { offset, rows: 10 });
      return { ids: page.rows.map((row) => row.invoiceId), totalCount: page.totalCount };
    });
  });
});

describe('bucketed pages of a period (bucketed(), whereKeyBetween)', () => {
  // why: ends mid-month, on a month's first and last day, in one month, open on one side,
  // and one without rows: the edge months are counted on the index, the rest from counters.
  const RANGES: [string | null, string | null][] = [
    ['2023-03-17', '2023-11-02'],
    ['2023-04-01', '2023-04-30'],
    ['2023-06-05', '2023-06-20'],
    ['2023-09-30', null],
    [null, '2023-05-31'],
    ['2031-01-01', '2031-12-31'],
    // whole months from counters alone, and one whole end with one partial end
    ['2023-04-01', '2023-06-30'],
    ['2023-03-01', '2023-03-31'],
    ['2023-02-01', '2023-05-17'],
    ['2023-02-11', '2023-05-31'],
    ['2023-02-01', null],
  ];

  it('answer every page of the delivered and returned cases of a period', async () => {
    for (const [from, to] of RANGES) {
      const delivered = await ids(
        `SELECT id FROM rental_cases WHERE organisation_id = $1 AND start_date IS NOT NULL
           AND ($2::date IS NULL OR start_date >= $2) AND ($3::date IS NULL OR start_date <= $3)
         ORDER BY start_date DESC, id DESC`,
        [org, from, to],
      );
      for (const size of [10, 7]) {
        await expectPages(delivered, size, async (offset) => {
          const page = await findRentalOverviewPage(
            db,
            org,
            'DELIVER',
            { dateFrom: from, dateTo: to },
            { offset, rows: size },
          );
          return { ids: page.rows.map((row) => row.rentalCaseId), totalCount: page.totalCount };
        });
      }
      const returned = await ids(
        `SELECT id FROM rental_cases WHERE organisation_id = $1 AND status = 'ENDED'
           AND end_date IS NOT NULL
           AND ($2::date IS NULL OR end_date >= $2) AND ($3::date IS NULL OR end_date <= $3)
         ORDER BY end_date DESC, id DESC`,
        [org, from?.replace('2023', '2024') ?? null, to?.replace('2023', '2024') ?? null],
      );
      await expectPages(returned, 10, async (offset) => {
        const page = await findRentalOverviewPage(
          db,
          org,
          'RETURN',
          { dateFrom: from?.replace('2023', '2024'), dateTo: to?.replace('2023', '2024') },
          { offset, rows: 10 },
        );
        return { ids: page.rows.map((row) => row.rentalCaseId), totalCount: page.totalCount };
      });
    }
  });

  it('answer every page of the invoices of a period', async () => {
    const expected = await ids(
      `SELECT id FROM invoices WHERE organisation_id = $1
         AND invoice_date BETWEEN '2024-02-11' AND '2024-07-09'
       ORDER BY invoice_date DESC, id DESC`,
      [org],
    );
    expect(expected.length).toBeGreaterThan(50);
    await expectPages(expected, 10, async (offset) => {
      const page = await findInvoicesPage(
        db,
        org,
        'all',
        null,
        { offset, rows: 10 },
        {
          dateFrom: '2024-02-11',
          dateTo: '2024-07-09',
        },
      );
      return { ids: page.rows.map((row) => row.invoiceId), totalCount: page.totalCount };
    });
  });

  it('count the cases out on a day from counters, also with dates that do not follow', async () => {
    // why: the data has ended cases without a start or an end date; one more ends on the day
    // it starts (an end before the start is refused since migration 033). The counters'
    // total must still be the rows' own count.
    await db.query(
      `INSERT INTO rental_cases (organisation_id, display_name, status, start_date, end_date)
       VALUES ($1, 'Zelfde dag', 'ENDED', '2024-03-10', '2024-03-10')`,
      [org],
    );
    // why: days on which ended cases of earlier months ended (the end day counts as out).
    const edges = await db.query<{ day: string }>(
      `SELECT to_char(end_date, 'YYYY-MM-DD') AS day FROM rental_cases
       WHERE organisation_id = $1 AND status = 'ENDED' AND start_month < page_bucket
         AND extract(day FROM end_date) > 1
       ORDER BY end_date LIMIT 2`,
      [org],
    );
    expect(edges).toHaveLength(2);
    const days = ['2023-01-01', '2023-06-15', '2024-02-15', '2024-03-01', '2025-12-31'];
    for (const day of [...days, ...edges.map((edge) => edge.day)]) {
      const expected = await ids(
        `SELECT id FROM rental_cases WHERE organisation_id = $1 AND start_date <= $2
           AND NOT (status = 'ENDED' AND coalesce(end_date, '-infinity') < $2)
         ORDER BY start_date DESC, id DESC`,
        [org, day],
      );
      await expectPages(expected, 25, async (offset) => {
        const page = await findRentalDatePage(db, org, { date: day }, { offset, rows: 25 });
        return { ids: page.rows.map((row) => row.rentalCaseId), totalCount: page.totalCount };
      });
    }
  });
  it('narrowed to a location with those below it, pages from its counters through starts and ends', async () => {
    const [top = 0, wing = 0, room = 0, other = 0, empty = 0] = (
      await db.query<{ id: number }>(
        `INSERT INTO locations (organisation_id, name) VALUES ($1, 'Hoofdgebouw'),
           ($1, 'Vleugel'), ($1, 'Kamer'), ($1, 'Elders'), ($1, 'Leeg') RETURNING id`,
        [org],
      )
    ).map((row) => row.id);
    await db.query('UPDATE locations SET parent_id = $1 WHERE id = $2', [top, wing]);
    await db.query('UPDATE locations SET parent_id = $1 WHERE id = $2', [wing, room]);
    // why: the cases move to their places (an update the counters follow), a fifth nowhere.
    await db.query(
      `UPDATE rental_cases SET location_id = (ARRAY[$2, $3, $4, $5, NULL]::int[])[1 + id % 5]
       WHERE organisation_id = $1`,
      [org, top, wing, room, other],
    );
    const below = (location: number) =>
      location === top ? [top, wing, room] : location === wing ? [wing, room] : [location];
    const expectDay = async (day: string) => {
      // why: the whole list too (null), whose counters per end and start month follow.
      for (const location of [top, wing, other, empty, null]) {
        const expected = await ids(
          `SELECT id FROM rental_cases WHERE organisation_id = $1 AND start_date <= $2
             AND NOT (status = 'ENDED' AND coalesce(end_date, '-infinity') < $2)
             AND ($3::int[] IS NULL OR location_id = ANY ($3::int[]))
           ORDER BY start_date DESC, id DESC`,
          [org, day, location === null ? null : below(location).map(String)],
        );
        await expectPages(expected, 10, async (offset) => {
          const page = await findRentalDatePage(
            db,
            org,
            { date: day, ...(location === null ? {} : { locationId: location }) },
            { offset, rows: 10 },
          );
          return { ids: page.rows.map((row) => row.rentalCaseId), totalCount: page.totalCount };
        });
      }
    };
    const days = ['2022-06-01', '2023-06-15', '2024-02-15', '2024-03-01', '2025-12-31'];
    for (const day of days) await expectDay(day);
    // why: rentals start (in the room, some on a day of a month already ended in), end (on
    // a day, without a date, on the day they started), move and go, and every count follows.
    await db.query(
      `INSERT INTO rental_cases (organisation_id, display_name, status, start_date, location_id)
       SELECT $1, 'Nieuw ' || g, 'ACTIVE', date '2024-02-10' - g * 9, $2
       FROM generate_series(1, 30) g`,
      [org, room],
    );
    await db.query(
      `UPDATE rental_cases SET status = 'ENDED',
         end_date = CASE WHEN id % 7 = 0 THEN NULL WHEN id % 7 = 1 THEN start_date
                         ELSE start_date + (id % 90) END
       WHERE organisation_id = $1 AND status <> 'ENDED' AND id % 3 = 0`,
      [org],
    );
    await db.query(
      `UPDATE rental_cases SET location_id = $2
       WHERE organisation_id = $1 AND location_id = $3 AND id % 4 = 0`,
      [org, other, wing],
    );
    await db.query(
      `DELETE FROM rental_cases WHERE organisation_id = $1 AND location_id = $2 AND id % 6 = 0`,
      [org, room],
    );
    for (const day of [...days, '2024-02-10', '2018-01-01']) await expectDay(day);
    // a day before any case: nothing out anywhere
    const none = await findRentalDatePage(
      db,
      org,
      { date: '2018-01-01', locationId: top },
      { offset: 1, rows: 10 },
    );
    expect(none).toEqual({ rows: [], totalCount: 0 });
  });
});
