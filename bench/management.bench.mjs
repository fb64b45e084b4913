// Management info at 100,000 rows (issue 25 "Performance"), on PGlite and on a throw-away
// PostgreSQL cluster: the built portal, 100,000 rental cases, repairs and depot orders and
// 100,000 products per placement and invoices in 'Zorggroep De Linde'
// (lib/generate-management-data.mjs), then
// - every overview's first, deep and filtered page, one at a time in turns: p95 <= 15 ms;
// - every chart's aggregate: p95 <= 50 ms;
// - every overview's Excel: first byte <= 300 ms, whole file <= 2 s, api + database RSS
//   <= 100 MB above idle; a year of rental costs of every case <= 5 s;
// - the stall probe: identify p99 while the 100,000-row management Excel and 50
//   connections on the rentals list run <= 3 x idle.
// Prints every figure beside its target; exits 1 when one is missed. bench/README.md.
// Options: --only=pglite|postgres, --rows=<n> (a quicker look; targets judged at 100,000),
// --skip=pages,charts,excel,stall (parts to leave out), --excel=<names> (only these Excel
// files, by the names printed, comma separated, e.g. --excel='rental delivered,repairs';
// the year of rental costs only when named 'rental costs').
import { parseArgs } from 'node:util';
import { startConstantServer } from './lib/constant-server.mjs';
import { connect, organisationId } from './lib/generate-data.mjs';
import { generateManagementData } from './lib/generate-management-data.mjs';
import { call, login, percentile, timed } from './lib/measure.mjs';
import { startPortal } from './lib/portal-server.mjs';
import { downloadExcel, measureStall, runDatabaseBench } from './lib/stall-probe.mjs';

const { values: options } = parseArgs({
  options: {
    only: { type: 'string' },
    rows: { type: 'string', default: '100000' },
    skip: { type: 'string', default: '' },
    excel: { type: 'string', default: '' },
  },
  strict: false,
});
const ROWS = Number(options.rows);
const SKIP = new Set(options.skip.split(',').filter(Boolean));
const EXCEL_NAMES = new Set(options.excel.split(',').filter(Boolean));
/** Whether the Excel file `name` is measured (all of them without --excel). */
const measuresExcel = (name) => EXCEL_NAMES.size === 0 || EXCEL_NAMES.has(name);

/** The targets (issue 25 "Performance"), the same on both databases. */
const TARGETS = {
  pageP95Ms: 15,
  chartP95Ms: 50,
  excelFirstByteMs: 300,
  excelTotalS: 2,
  excelRssAboveIdleMb: 100,
  rentalCostS: 5,
  stallFactor: 3,
};

const SAMPLES = { n: 60, warmup: 5, chartN: 30, probes: 1_000 };

const OVERVIEWS = '/Rest/Pwa/customer/management/overviews';
const EXCEL = `${OVERVIEWS}/excel`;
const YEAR = { dateFrom: '2025-01-01', dateTo: '2025-12-31' };
const DAY = '2024-06-01';

/**
 * The overviews measured: the first page of each search as the page opens, a page in the
 * middle of it, and a search the way a team leader narrows it (a year, a place, a type).
 */
function overviewSearches({ locationId, categoryId }) {
  const rental = (tabType, filters = {}) => ({
    path: `${OVERVIEWS}/rental`,
    body: { tabType, filters },
    key: 'cases',
  });
  return [
    { name: 'rental delivered', ...rental('DELIVER'), filtered: { ...YEAR, locationId } },
    { name: 'rental returned', ...rental('RETURN'), filtered: YEAR },
    { name: 'active rental', ...rental('ACTIVE'), filtered: { locationId, categoryId } },
    {
      name: 'rental category counts',
      path: `${OVERVIEWS}/rental-category`,
      body: { tabType: 'DELIVER', filters: {} },
      key: 'items',
      filtered: YEAR,
    },
    {
      name: 'rental on a day',
      path: `${OVERVIEWS}/rentaldate`,
      body: { filters: { date: DAY } },
      key: 'cases',
      filtered: { date: DAY, locationId },
    },
    {
      name: 'repairs',
      path: `${OVERVIEWS}/repairs`,
      body: { filters: {} },
      key: 'repairs',
      filtered: YEAR,
    },
    {
      name: 'depot orders',
      path: `${OVERVIEWS}/depot`,
      body: { filters: {} },
      key: 'cases',
      filtered: { ...YEAR, formType: 'TRANSPORT-OUT' },
    },
    {
      name: 'depot category counts',
      path: `${OVERVIEWS}/depot-category`,
      body: { filters: {} },
      key: 'items',
      filtered: YEAR,
    },
    {
      name: 'depot on a day',
      path: `${OVERVIEWS}/depotdate`,
      body: { filters: { date: DAY } },
      key: 'products',
      filtered: { date: DAY, categoryId },
    },
    {
      name: 'products on location',
      path: `${OVERVIEWS}/products`,
      body: { tabType: 'location', filters: {} },
      key: 'products',
      filtered: { locationId },
    },
    {
      name: 'products in depot',
      path: `${OVERVIEWS}/products`,
      body: { tabType: 'depot', filters: {} },
      key: 'products',
      filtered: { quality: 'GOOD' },
    },
    {
      name: 'invoices',
      path: '/Rest/Pwa/customer/management/invoices',
      body: { tabType: 'all', viewType: 'all', typeId: null, filters: {} },
      key: 'invoices',
      filtered: { ...YEAR, paymentStatus: 'OPEN' },
    },
  ];
}

function chartCalls({ locationId }) {
  const rental = (tabType, filters, groupBy) => ({
    path: `${OVERVIEWS}/rental/chart`,
    body: { tabType, filters, ...(groupBy ? { groupBy } : {}) },
  });
  return [
    { name: 'delivered per month, a year', ...rental('DELIVER', YEAR) },
    { name: 'delivered per month, all years', ...rental('DELIVER', {}) },
    {
      name: 'delivered per month, a year at a location',
      ...rental('DELIVER', { ...YEAR, locationId }),
    },
    { name: 'returned per category, a year', ...rental('RETURN', YEAR, 'category') },
    { name: 'active per location', ...rental('ACTIVE', {}) },
    {
      name: 'repairs per month, a year',
      path: `${OVERVIEWS}/repairs/chart`,
      body: { filters: YEAR },
    },
    {
      name: 'depot orders per month, a year',
      path: `${OVERVIEWS}/depot/chart`,
      body: { filters: YEAR },
    },
    {
      name: 'depot products per category, a year',
      path: `${OVERVIEWS}/depot/chart`,
      body: { filters: YEAR, groupBy: 'category' },
    },
    {
      name: 'products on location per location',
      path: `${OVERVIEWS}/products/chart`,
      body: { tabType: 'location', filters: {} },
    },
    {
      name: 'products in depot per category',
      path: `${OVERVIEWS}/products/chart`,
      body: { tabType: 'depot', filters: {} },
    },
    {
      name: 'rental on a day per location',
      path: `${OVERVIEWS}/rentaldate/chart`,
      body: { filters: { date: DAY } },
    },
    {
      name: 'depot on a day per category',
      path: `${OVERVIEWS}/depotdate/chart`,
      body: { filters: { date: DAY } },
    },
  ];
}

/** The Excel of each overview's whole search (the file a team leader downloads). */
function excelDownloads({ today }) {
  return [
    { name: 'rental delivered', body: { documentType: 'rental', tabType: 'DELIVER' } },
    { name: 'rental returned', body: { documentType: 'rental', tabType: 'RETURN' } },
    { name: 'active rental', body: { documentType: 'activerental' } },
    { name: 'rental on a day', body: { documentType: 'rentaldate', filters: { date: today } } },
    {
      name: 'rental category counts',
      body: { documentType: 'rental-category', tabType: 'DELIVER' },
    },
    { name: 'repairs', body: { documentType: 'repairs' } },
    { name: 'depot orders', body: { documentType: 'depot' } },
    { name: 'depot category counts', body: { documentType: 'depot-category' } },
    { name: 'depot on a day', body: { documentType: 'depotdate', filters: { date: today } } },
    { name: 'products on location', body: { documentType: 'products location' } },
    { name: 'products in depot', body: { documentType: 'products depot' } },
    { name: 'invoices', body: { documentType: 'invoices' } },
  ];
}

async function runOn(kind, report, databaseUrl) {
  const label = kind === 'pglite' ? 'PGlite' : 'PostgreSQL';
  console.log(`\n== ${label} ==`);
  const server = await startPortal({ databaseUrl });
  let constantServer;
  try {
    const client = await connect(server, databaseUrl);
    let context;
    try {
      const org = await organisationId(client);
      console.log(`generating ${ROWS} rows per list ...`);
      await generateManagementData(client, org, { rows: ROWS, log: console.log });
      const { rows: places } = await client.query(
        `SELECT p.id FROM locations p WHERE p.organisation_id = $1 AND p.parent_id IS NULL
           AND EXISTS (SELECT 1 FROM locations c WHERE c.parent_id = p.id) ORDER BY p.id LIMIT 1`,
        [org],
      );
      const { rows: tops } = await client.query(
        'SELECT id FROM locations WHERE organisation_id = $1 AND parent_id IS NULL ORDER BY id',
        [org],
      );
      const { rows: categories } = await client.query(
        `SELECT category_id AS id FROM rental_cases WHERE organisation_id = $1
         GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`,
        [org],
      );
      const { rows: day } = await client.query("SELECT to_char(current_date, 'YYYY-MM-DD') AS d");
      context = {
        locationId: places[0].id,
        topLocations: tops.map((row) => row.id),
        categoryId: categories[0].id,
        today: day[0].d,
      };
    } finally {
      await client.end();
    }
    const token = await login(server.baseUrl);
    const post = (path, body) => call(server.baseUrl, 'POST', path, { token, body });

    if (!SKIP.has('pages')) {
      console.log('\noverview pages, one at a time, in turns:');
      const pages = [];
      for (const search of overviewSearches(context)) {
        const withPaging = (filters, limitOffset) => ({
          ...search.body,
          filters: { ...filters, limitOffset, limitRows: 10 },
        });
        const first = await post(search.path, withPaging(search.body.filters, 1));
        const total = first.response.totalCount;
        const middle = Math.max(1, Math.floor(total / 2 / 10) * 10 + 1);
        pages.push(
          {
            name: `${search.name} first page (of ${total})`,
            path: search.path,
            body: withPaging(search.body.filters, 1),
            key: search.key,
          },
          {
            name: `${search.name} deep page (row ${middle})`,
            path: search.path,
            body: withPaging(search.body.filters, middle),
            key: search.key,
          },
          {
            name: `${search.name} filtered: ${Object.keys(search.filtered).join(', ')}`,
            path: search.path,
            body: withPaging({ ...search.body.filters, ...search.filtered }, 1),
            key: search.key,
          },
        );
      }
      for (const page of pages) {
        page.samples = [];
        page.run = async () => {
          const json = await post(page.path, page.body);
          if (json.response[page.key].length === 0) {
            throw new Error(`${page.name}: an empty page measures nothing`);
          }
        };
        for (let i = 0; i < SAMPLES.warmup; i++) await page.run();
      }
      // why: in turns, one call of every page per round (lists.bench.mjs): a stall of this
      // shared machine then costs each page a sample instead of one page its tail.
      for (let round = 0; round < SAMPLES.n; round += 1) {
        for (const page of pages) page.samples.push(await timed(page.run));
      }
      for (const page of pages) {
        report.add({
          name: `${kind} ${page.name}, p95 of ${page.samples.length}`,
          value: percentile(page.samples, 95),
          unit: 'ms',
          max: TARGETS.pageP95Ms,
          note: `p50 ${percentile(page.samples, 50).toFixed(1)} ms`,
        });
      }
    }

    if (!SKIP.has('charts')) {
      console.log('\nchart aggregates:');
      const charts = chartCalls(context).map((chart) => ({ ...chart, samples: [] }));
      for (const chart of charts) {
        for (let i = 0; i < SAMPLES.warmup; i++) await post(chart.path, chart.body);
      }
      for (let round = 0; round < SAMPLES.chartN; round += 1) {
        for (const chart of charts)
          chart.samples.push(await timed(() => post(chart.path, chart.body)));
      }
      for (const chart of charts) {
        report.add({
          name: `${kind} chart ${chart.name}, p95 of ${chart.samples.length}`,
          value: percentile(chart.samples, 95),
          unit: 'ms',
          max: TARGETS.chartP95Ms,
          note: `p50 ${percentile(chart.samples, 50).toFixed(1)} ms`,
        });
      }
    }

    if (!SKIP.has('excel')) {
      console.log('\nthe Excel of every overview:');
      for (const excel of excelDownloads(context).filter((file) => measuresExcel(file.name))) {
        await new Promise((resolve) => setTimeout(resolve, 500));
        const idle = server.memory().sumMb;
        server.resetPeak();
        const file = await downloadExcel(server.baseUrl, token, EXCEL, excel.body);
        const above = server.peakSumMb() - idle;
        const size = `${(file.bytes / 1e6).toFixed(1)} MB`;
        report.add({
          name: `${kind} Excel ${excel.name}: first byte`,
          value: file.firstByteMs,
          unit: 'ms',
          max: TARGETS.excelFirstByteMs,
          note: size,
        });
        report.add({
          name: `${kind} Excel ${excel.name}: whole file`,
          value: file.totalMs / 1000,
          unit: 's',
          max: TARGETS.excelTotalS,
        });
        report.add({
          name: `${kind} Excel ${excel.name}: peak RSS above idle (api + database)`,
          value: above,
          unit: 'MB',
          max: TARGETS.excelRssAboveIdleMb,
        });
      }
    }
    if (!SKIP.has('excel') && measuresExcel('rental costs')) {
      // A year of rental costs of every case: the top locations together hold them all.
      const year = Number(context.today.slice(0, 4)) - 1;
      let costMs = 0;
      for (const locationId of context.topLocations) {
        const file = await downloadExcel(server.baseUrl, token, EXCEL, {
          documentType: 'rentalcost',
          filters: {
            fromMonth: 1,
            fromYear: year,
            toMonth: 12,
            toYear: year,
            locationId,
            groupByLocation: true,
            groupByDepartment: true,
          },
        });
        costMs += file.totalMs;
      }
      report.add({
        name: `${kind} rental costs of ${year} for every case (${context.topLocations.length} files, per location and department)`,
        value: costMs / 1000,
        unit: 's',
        max: TARGETS.rentalCostS,
      });
    }

    if (!SKIP.has('stall')) {
      console.log('\nstall probe (identify) during the management Excel and the list load:');
      constantServer = await startConstantServer();
      await measureStall({
        kind,
        report,
        server,
        token,
        constantUrl: constantServer.url,
        probes: SAMPLES.probes,
        stallFactor: TARGETS.stallFactor,
        download: () =>
          downloadExcel(server.baseUrl, token, EXCEL, {
            documentType: 'rental',
            tabType: 'DELIVER',
          }),
        what: 'the 100,000-row management Excel',
      });
    }
  } finally {
    constantServer?.stop();
    await server.stop();
  }
}

await runDatabaseBench({
  name: 'management',
  size: `${ROWS} rows per list`,
  only: options.only,
  runOn,
});
