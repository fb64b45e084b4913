#!/usr/bin/env node
// Our zip writer (api/src/files/zip-writer.ts) against the well-kept libraries yazl and
// fflate, on our own workload: the sheet of a 100,000-row Excel download (the rental cases'
// columns, every cell with its reference), encoded by our SheetRows in batches of 500 rows
// as the export's worker encodes them, and the file's small parts before and after it, all
// at level 1. The same bytes go through each writer in a process of its own, the writers
// taking turns, RUNS rounds; medians are compared as ratios to ours, in this one run. Each
// file is checked with unzip: intact, and the same sheet in all three.
// Prints time (whole file), CPU (the process's, libuv's pool included), time to the first
// byte, peak memory above the process at rest, and bytes. bench/README.md
// "excel-zip" says what the figures decide.
// Usage: node bench/excel-zip.bench.mjs [--rows=100000] [--runs=5]
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createReport, machine } from './lib/measure.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');
const TOOLS_DIR = join(here, 'excel-zip', 'tools');
const WRITERS = ['ours', 'yazl', 'fflate'];
/** The sheet encoded and thrown away: what every writer's figures hold besides the zip. */
const BASELINE = 'sheet alone';
const BATCH_ROWS = 500;
const LEVEL = 1;

const arg = (name, fallback) => {
  const found = process.argv.find((a) => a.startsWith(`--${name}=`));
  return found ? found.slice(name.length + 3) : fallback;
};

/** The small parts of the file (a few KB, as startXlsx writes them). */
const PARTS_BEFORE = [
  [
    '[Content_Types].xml',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>',
  ],
  [
    '_rels/.rels',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
  ],
  [
    'xl/_rels/workbook.xml.rels',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>',
  ],
  [
    'xl/styles.xml',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><numFmts count="1"><numFmt numFmtId="164" formatCode="dd-mm-yyyy"/></numFmts><fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border/></borders><cellStyleXfs count="1"><xf/></cellStyleXfs><cellXfs count="3"><xf/><xf fontId="1" applyFont="1"/><xf numFmtId="164" applyNumberFormat="1"/></cellXfs></styleSheet>',
  ],
];
const workbookPart = (rows) =>
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Verhuur" sheetId="1" r:id="rId1"/></sheets>' +
  `<definedNames><definedName name="_xlnm._FilterDatabase" localSheetId="0" hidden="1">Verhuur!$A$1:$G$${rows}</definedName></definedNames></workbook>`;

const HEADERS = [
  'Dossiernummer',
  'Artikel',
  'Startdatum',
  'Einddatum',
  'Afdeling/kamer',
  'Eindgebruiker',
  'Locatie',
];
const ARTICLES = [
  'Hoog-laagbed Invacare SB755',
  'Tillift Molift Smart 150',
  'Rolstoel Küschall K-Series',
  'Douchestoel Etac Swift',
  'Anti-decubitusmatras Ahrend',
];
const PLACES = ['Woonzorgcentrum De Linde', 'Verpleeghuis Het Anker', 'Thuiszorg Oost, team Noord'];

/** The sheet's bytes, batch by batch (`take` of SheetRows), for `rows` rows. */
function* sheetPieces(SheetRows, rows) {
  const sheet = new SheetRows(
    ['A', 'B', 'C', 'D', 'E', 'F', 'G'],
    ['', '', ' s="2"', ' s="2"', '', '', ''],
    ' s="1"',
  );
  sheet.raw(
    Buffer.from(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews><cols><col min="1" max="7" width="18" customWidth="1"/></cols><sheetData>',
    ),
  );
  sheet.startRow(true);
  HEADERS.forEach((header, i) => sheet.cell(header, i));
  sheet.endRow();
  for (let row = 1; row <= rows; row += 1) {
    sheet.startRow();
    sheet.cell(100_000 + row, 0);
    sheet.cell(ARTICLES[row % ARTICLES.length], 1);
    sheet.cell(43_000 + (row % 3_000), 2);
    if (row % 5 !== 0) sheet.cell(43_100 + (row % 3_000), 3);
    sheet.cell(`Afdeling ${row % 17} / kamer ${100 + (row % 250)}`, 4);
    sheet.cell(row % 4 === 0 ? 'Algemeen gebruik' : `Cliënt ${row % 9_973}`, 5);
    sheet.cell(PLACES[row % PLACES.length], 6);
    sheet.endRow();
    if (row % BATCH_ROWS === 0) yield sheet.take();
  }
  sheet.raw(Buffer.from(`</sheetData><autoFilter ref="A1:G${rows + 1}"/></worksheet>`));
  yield sheet.take();
}

/** Each writer as the export would drive it: parts, the sheet in pieces, the workbook. */
const DRIVERS = {
  async [BASELINE](_libs, emit, pieces) {
    let bytes = 0;
    for (const piece of pieces) bytes += piece.length;
    emit(new Uint8Array(Math.min(bytes, 1)));
  },
  async ours({ bundle }, emit, pieces, rows) {
    const zip = bundle.createZipWriter(emit, { level: LEVEL });
    for (const [name, text] of PARTS_BEFORE) zip.addFile(name, Buffer.from(text));
    const entry = zip.openEntry('xl/worksheets/sheet1.xml');
    for (const bytes of pieces) await entry.write(bytes);
    await entry.end();
    zip.addFile('xl/workbook.xml', Buffer.from(workbookPart(rows + 1)));
    zip.finish();
  },
  async yazl({ yazl }, emit, pieces, rows) {
    const { PassThrough } = await import('node:stream');
    const { once } = await import('node:events');
    const zip = new yazl.ZipFile();
    zip.outputStream.on('data', emit);
    const done = once(zip.outputStream, 'end');
    const options = { compressionLevel: LEVEL, mtime: new Date() };
    for (const [name, text] of PARTS_BEFORE) zip.addBuffer(Buffer.from(text), name, options);
    const sheet = new PassThrough();
    zip.addReadStream(sheet, 'xl/worksheets/sheet1.xml', options);
    // why: yazl deflates later, on libuv's pool: each piece is copied, as the caller's
    // buffer is filled again at once.
    for (const bytes of pieces) {
      if (!sheet.write(Buffer.from(bytes))) await once(sheet, 'drain');
    }
    sheet.end();
    zip.addBuffer(Buffer.from(workbookPart(rows + 1)), 'xl/workbook.xml', options);
    zip.end();
    await done;
  },
  async fflate({ fflate }, emit, pieces, rows) {
    let finished;
    const done = new Promise((resolve, reject) => {
      finished = { resolve, reject };
    });
    const zip = new fflate.Zip((error, chunk, final) => {
      if (error) return finished.reject(error);
      emit(chunk);
      if (final) finished.resolve();
    });
    const whole = (name, text) => {
      const file = new fflate.ZipDeflate(name, { level: LEVEL });
      zip.add(file);
      file.push(Buffer.from(text), true);
    };
    for (const [name, text] of PARTS_BEFORE) whole(name, text);
    const sheet = new fflate.ZipDeflate('xl/worksheets/sheet1.xml', { level: LEVEL });
    zip.add(sheet);
    // why: fflate deflates during push (its own buffer), so the piece may be reused after.
    for (const bytes of pieces) sheet.push(bytes, false);
    sheet.push(new Uint8Array(0), true);
    whole('xl/workbook.xml', workbookPart(rows + 1));
    zip.end();
    await done;
  },
};

function status(field) {
  const line = readFileSync('/proc/self/status', 'utf8').match(new RegExp(`${field}:\\s+(\\d+)`));
  return line ? Number(line[1]) / 1024 : NaN;
}

/** One writer, one file, in this process: the figures as JSON on stdout. */
async function child(writer, rows, bundlePath, outPath) {
  const { openSync, writeSync, closeSync } = await import('node:fs');
  const libs = {
    bundle: await import(pathToFileURL(bundlePath).href),
    yazl: createRequire(join(TOOLS_DIR, 'package.json'))('yazl'),
    fflate: createRequire(join(TOOLS_DIR, 'package.json'))('fflate'),
  };
  const drive = DRIVERS[writer];
  // A warm-up file, so that each writer's code is compiled before it is measured.
  await drive(libs, () => {}, sheetPieces(libs.bundle.SheetRows, 2_000), 2_000);
  globalThis.gc?.();
  await new Promise((resolve) => setTimeout(resolve, 50));
  const restMb = status('VmRSS');
  writeFileSync('/proc/self/clear_refs', '5'); // why: VmHWM from now on.
  const file = openSync(outPath, 'w');
  let bytes = 0;
  let firstByteMs = null;
  const cpu = process.cpuUsage();
  const started = performance.now();
  await drive(
    libs,
    (chunk) => {
      firstByteMs ??= performance.now() - started;
      bytes += chunk.length;
      writeSync(file, chunk);
    },
    sheetPieces(libs.bundle.SheetRows, rows),
    rows,
  );
  const ms = performance.now() - started;
  const used = process.cpuUsage(cpu);
  closeSync(file);
  const peakMb = status('VmHWM') - restMb;
  console.log(
    JSON.stringify({
      writer,
      ms,
      cpuMs: (used.user + used.system) / 1000,
      firstByteMs,
      peakMb,
      bytes,
    }),
  );
}

function ensureZipLibraries() {
  if (existsSync(join(TOOLS_DIR, 'node_modules', 'yazl', 'package.json'))) return;
  console.log('Installing yazl and fflate into bench/excel-zip/tools (once) ...');
  const result = spawnSync(
    'npm',
    ['ci', '--prefix', TOOLS_DIR, '--no-audit', '--no-fund', '--loglevel=error'],
    {
      stdio: 'inherit',
    },
  );
  if (result.status !== 0) throw new Error('npm ci of bench/excel-zip/tools failed');
}

/** Our SheetRows and zip writer from the api's sources, bundled once for plain Node. */
async function bundleOurs(dir) {
  const esbuild = createRequire(join(root, 'api', 'package.json'))('esbuild');
  const outfile = join(dir, 'ours.mjs');
  await esbuild.build({
    stdin: {
      contents:
        "export { SheetRows } from './sheet-rows.ts';\nexport { createZipWriter } from './zip-writer.ts';\n",
      resolveDir: join(root, 'api', 'src', 'files'),
      loader: 'ts',
    },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    outfile,
    logLevel: 'error',
  });
  return outfile;
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/** The sheet of a file as unzip reads it, hashed; null when unzip finds the file broken. */
function sheetHash(path) {
  if (spawnSync('unzip', ['-tqq', path]).status !== 0) return null;
  const sheet = spawnSync('unzip', ['-p', path, 'xl/worksheets/sheet1.xml'], {
    maxBuffer: 2 ** 30,
  });
  return sheet.status === 0 ? createHash('sha256').update(sheet.stdout).digest('hex') : null;
}

async function main() {
  const rows = Number(arg('rows', '100000'));
  const runs = Number(arg('runs', '5'));
  ensureZipLibraries();
  const dir = mkdtempSync(join(tmpdir(), 'excel-zip-'));
  try {
    const bundlePath = await bundleOurs(dir);
    console.log(
      `excel-zip.bench.mjs: ${rows.toLocaleString('en')} rows, ${runs} rounds; ${machine()}`,
    );
    const results = Object.fromEntries([...WRITERS, BASELINE].map((writer) => [writer, []]));
    for (let round = 0; round < runs; round += 1) {
      // why: the writers take turns, in a different order each round.
      const all = [...WRITERS, BASELINE];
      const order = all.map((_, i) => all[(i + round) % all.length]);
      for (const writer of order) {
        const out = join(dir, `${writer.replace(' ', '-')}.xlsx`);
        const run = spawnSync(
          process.execPath,
          [
            '--expose-gc',
            fileURLToPath(import.meta.url),
            `--child=${writer}`,
            `--rows=${rows}`,
            `--bundle=${bundlePath}`,
            `--out=${out}`,
          ],
          { encoding: 'utf8' },
        );
        if (run.status !== 0) throw new Error(`${writer} failed: ${run.stderr}`);
        results[writer].push(JSON.parse(run.stdout.trim().split('\n').at(-1)));
      }
    }
    const hashes = Object.fromEntries(
      WRITERS.map((writer) => [writer, sheetHash(join(dir, `${writer}.xlsx`))]),
    );
    const figures = Object.fromEntries(
      [...WRITERS, BASELINE].map((writer) => [
        writer,
        Object.fromEntries(
          ['ms', 'cpuMs', 'firstByteMs', 'peakMb', 'bytes'].map((key) => [
            key,
            median(results[writer].map((r) => r[key])),
          ]),
        ),
      ]),
    );
    const base = figures[BASELINE];
    // The zip's own share: a writer's figure less the sheet's encoding alone.
    const zipOnly = (writer, key) => Math.max(figures[writer][key] - base[key], 0.1);
    console.log(
      `\nmedians of ${runs}: whole file, CPU (the zip's share), first byte, peak memory, bytes`,
    );
    console.log(
      `${BASELINE.padEnd(12)} ${base.ms.toFixed(0).padStart(6)} ms ${base.cpuMs.toFixed(0).padStart(6)} ms` +
        `                         ${base.peakMb.toFixed(1).padStart(5)} MB`,
    );
    for (const writer of WRITERS) {
      const f = figures[writer];
      const ratio = (value, ours) => (writer === 'ours' ? '' : ` ${(value / ours).toFixed(2)}x`);
      console.log(
        `${writer.padEnd(12)} ${f.ms.toFixed(0).padStart(6)} ms${ratio(f.ms, figures.ours.ms).padEnd(7)}` +
          ` ${f.cpuMs.toFixed(0).padStart(6)} ms (${zipOnly(writer, 'cpuMs').toFixed(0)} ms` +
          `${ratio(zipOnly(writer, 'cpuMs'), zipOnly('ours', 'cpuMs'))})`.padEnd(12) +
          ` ${f.firstByteMs.toFixed(1).padStart(6)} ms` +
          ` ${f.peakMb.toFixed(1).padStart(5)} MB${ratio(f.peakMb, figures.ours.peakMb).padEnd(7)}` +
          ` ${(f.bytes / 1e6).toFixed(2)} MB${ratio(f.bytes, figures.ours.bytes)}` +
          `  ${hashes[writer] ? 'intact' : 'BROKEN'}`,
      );
    }
    const report = createReport('excel-zip.bench.mjs');
    for (const writer of WRITERS) {
      report.add({
        name: `${writer}: the file is intact and holds the same sheet as ours`,
        value: hashes[writer] !== null && hashes[writer] === hashes.ours ? 1 : 0,
        unit: '',
        min: 1,
      });
    }
    // why: in the export the zip runs in a worker beside the database process on 2 cores,
    // so its CPU (wherever it runs: yazl deflates on libuv's pool) and its memory are what
    // it costs the Excel targets; a library that needs no more of either replaces ours.
    // Whole-file time alone is printed: a second thread shortens it on an idle core the
    // export does not have. 10 %: this machine's run-to-run noise.
    for (const writer of ['yazl', 'fflate']) {
      report.add({
        name: `ours / ${writer}, CPU of the whole file`,
        value: (100 * figures.ours.cpuMs) / figures[writer].cpuMs,
        unit: '%',
        max: 110,
      });
      report.add({
        name: `ours / ${writer}, peak memory`,
        value: (100 * figures.ours.peakMb) / Math.max(figures[writer].peakMb, 1),
        unit: '%',
        max: 110,
      });
      report.add({
        name: `ours / ${writer}, whole file's time`,
        value: (100 * figures.ours.ms) / figures[writer].ms,
        unit: '%',
        info: true,
      });
    }
    process.exitCode = report.summary() > 0 ? 1 : 0;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const childWriter = arg('child', null);
if (childWriter) {
  await child(childWriter, Number(arg('rows', '100000')), arg('bundle', ''), arg('out', ''));
} else {
  await main();
}
