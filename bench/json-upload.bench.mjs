#!/usr/bin/env node
// Our streaming JSON reader (api/src/uploads/json-stream-reader.ts) against the well-kept
// libraries stream-json and @streamparser/json, on our own workload: a 10 MB repair upload
// (PUT /customer/articles/product/request/repair: the report's fields and three phone
// photos as data URLs, ~3.3 million base64 characters each), arriving in 64 KB chunks as a
// socket hands them over, every file's data URL going to the real DataUrlSink (form, size,
// kind by its first bytes, sha256) and into parts of 256 K characters as repair-upload.ts
// stores them. The libraries tokenize; the value, the streamed paths and the limits
// around them are json-upload/token-reader.mjs (what the repair call would keep). Each
// reader in a process of its own, taking turns, RUNS rounds, beside the sinks fed the data
// URLs alone (what every reader's figures hold besides the JSON); medians compared as
// ratios within this one run. Then the bodies ours refuses early, tried on each: cut off
// mid-file, nested 5 million deep, a 10 MB description, a 10 MB number, a 10 MB key.
// bench/README.md "excel-zip, worker-pool, json-upload" says what decides.
// Usage: node bench/json-upload.bench.mjs [--runs=5] [--mb=10]
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  arg,
  bundleFromApi,
  ensureTools,
  importTool,
  median,
  remove,
  REPO_ROOT,
  resetPeak,
  statusMb,
  toolsRequire,
  toolVersion,
} from './lib/library-bench.mjs';
import { createReport, machine } from './lib/measure.mjs';
import {
  streamJsonReader,
  streamparserReader,
  TokenLimitError,
  TokenSyntaxError,
} from './json-upload/token-reader.mjs';

const TOOLS_DIR = join(REPO_ROOT, 'bench', 'json-upload', 'tools');
const READERS = ['ours', 'stream-json', '@streamparser/json', '@streamparser/json partial'];
const BASELINE = 'sinks alone';
const CHUNK = 64 * 1024;
/** As repair-upload.ts reads the body. */
const LIMITS = { maxDepth: 8, maxTokenBytes: 64 * 1024, maxKeptBytes: 256 * 1024 };
const PART_CHARS = 256 * 1024;
const MAX_FILES = 10;
const PHOTOS = 3;
/** A reader keeps the guarantee when it refuses a hostile body within this much of it. */
const REFUSED_WITHIN = 4 * CHUNK;
const HOSTILE = ['cut off', 'deep nesting', 'long description', 'long number', 'long key'];

/** Deterministic bytes (xorshift), so every process builds the same body. */
function photoBytes(size, seed) {
  const bytes = Buffer.alloc(size);
  let x = seed | 1;
  for (let i = 0; i < size; i += 1) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    bytes[i] = x & 0xff;
  }
  // why: a JPEG's first bytes (SOI, APP0 'JFIF'), which the sink's kind check reads.
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]).copy(bytes);
  return bytes;
}

/** The repair call's body as the portal's client sends it (JSON.stringify). */
function repairBody(totalMb) {
  const photoSize = Math.floor((totalMb * 1_000_000 * 3) / 4 / PHOTOS) - 200;
  const files = Array.from({ length: PHOTOS }, (_, i) => ({
    name: `foto-${i + 1}.jpg`,
    file: `data:image/jpeg;base64,${photoBytes(photoSize, 7 + i).toString('base64')}`,
  }));
  return Buffer.from(
    JSON.stringify({
      sourceId: 4711,
      requestType: 'REPAIR-RENTAL',
      description: 'De rem van de rolstoel houdt niet meer; cliënt kan niet veilig zitten.',
      files,
      contactId: 12,
    }),
  );
}

function hostileBody(name, totalMb) {
  const size = totalMb * 1_000_000;
  switch (name) {
    case 'cut off': {
      const body = repairBody(totalMb);
      return body.subarray(0, Math.floor(body.length * 0.6));
    }
    case 'deep nesting':
      return Buffer.from(`{"sourceId":1,"description":${'['.repeat(size)}`);
    case 'long description':
      return Buffer.from(`{"sourceId":1,"description":"${'x'.repeat(size)}"}`);
    case 'long number':
      return Buffer.from(`{"sourceId":${'1'.repeat(size)}}`);
    case 'long key':
      return Buffer.from(`{"${'k'.repeat(size)}":1}`);
    default:
      throw new Error(`no hostile body ${name}`);
  }
}

/** What repair-upload.ts stores of a file: its base64 in parts (dropped here, not inserted). */
class CountingPartWriter {
  constructor() {
    this.buffer = '';
    this.parts = 0;
  }
  append(base64) {
    this.buffer += base64;
    while (this.buffer.length >= PART_CHARS) {
      this.parts += 1;
      this.buffer = this.buffer.slice(PART_CHARS);
    }
  }
  close() {
    if (this.buffer) this.parts += 1;
  }
}

class TooManyFiles extends Error {}

async function loadLibraries(dir) {
  const ours = await import(pathToFileURL(join(dir, 'ours.mjs')).href);
  const load = toolsRequire(TOOLS_DIR);
  return {
    ours,
    streamJson: { parser: load('stream-json').parser, none: load('stream-chain').none },
    streamparser: await importTool(TOOLS_DIR, '@streamparser/json'),
  };
}

/** A reader by name, its files going to DataUrlSinks as in repairUploadReader. */
function openReader(name, libs) {
  const { JsonStreamReader, DataUrlSink } = libs.ours;
  const options = {
    ...LIMITS,
    streamString(path) {
      const [files, index, file] = path;
      if (files !== 'files' || typeof index !== 'number' || file !== 'file' || path.length !== 3) {
        return null;
      }
      if (index >= MAX_FILES) throw new TooManyFiles();
      return new DataUrlSink(index, `guid-${index}`, new CountingPartWriter());
    },
  };
  if (name === 'ours') {
    const reader = new JsonStreamReader(options);
    return { push: (chunk) => reader.push(chunk), end: () => reader.end() };
  }
  if (name === 'stream-json') return streamJsonReader(libs.streamJson, options);
  return streamparserReader(libs.streamparser, options, { partial: name.endsWith('partial') });
}

/** The sinks alone: each file's data URL in pieces of CHUNK characters, no JSON. */
function openBaseline(libs) {
  const { DataUrlSink } = libs.ours;
  return {
    feed(body) {
      const value = JSON.parse(body.toString('latin1'));
      const staged = [];
      value.files.forEach((entry, index) => {
        const sink = new DataUrlSink(index, `guid-${index}`, new CountingPartWriter());
        for (let at = 0; at < entry.file.length; at += CHUNK) {
          sink.write(entry.file.slice(at, at + CHUNK));
        }
        staged.push(sink.end());
      });
      return staged;
    },
  };
}

function kindOf(error, libs) {
  const { JsonLimitError, JsonSyntaxError, UploadRefused } = libs.ours;
  if (error instanceof JsonLimitError || error instanceof TokenLimitError) return 'limit';
  if (error instanceof JsonSyntaxError || error instanceof TokenSyntaxError) return 'syntax';
  if (error instanceof UploadRefused) return `refused file (${error.reason})`;
  if (error instanceof TooManyFiles) return 'too many files';
  return `error: ${error?.name}: ${String(error?.message).slice(0, 60)}`;
}

/** Feeds `body` chunk by chunk, the event loop turning between chunks, as a socket would. */
async function feed(reader, body) {
  let fed = 0;
  let maxHoldMs = 0;
  for (let at = 0; at < body.length; at += CHUNK) {
    const chunk = body.subarray(at, at + CHUNK);
    const began = performance.now();
    await reader.push(chunk);
    maxHoldMs = Math.max(maxHoldMs, performance.now() - began);
    fed = at + chunk.length;
    await new Promise((resolve) => setImmediate(resolve));
  }
  const began = performance.now();
  const value = await reader.end();
  maxHoldMs = Math.max(maxHoldMs, performance.now() - began);
  return { value, fed, maxHoldMs };
}

async function child(name, dir, caseName, totalMb) {
  const libs = await loadLibraries(dir);
  const body = caseName === 'upload' ? repairBody(totalMb) : hostileBody(caseName, totalMb);
  // A warm-up on a small body, so that each reader's code is compiled before it is measured.
  const small = repairBody(0.3);
  if (name === BASELINE) openBaseline(libs).feed(small);
  else await feed(openReader(name, libs), small);
  globalThis.gc?.();
  await new Promise((resolve) => setTimeout(resolve, 50));
  const restMb = statusMb('VmRSS');
  resetPeak();
  const delay = monitorEventLoopDelay({ resolution: 1 });
  delay.enable();
  const cpu = process.cpuUsage();
  const started = performance.now();
  let outcome = 'accepted';
  let value = null;
  let fed = body.length;
  let maxHoldMs = null;
  if (name === BASELINE) {
    value = { files: openBaseline(libs).feed(body) };
  } else {
    const reader = openReader(name, libs);
    let at = 0;
    const counting = {
      push(chunk) {
        at += chunk.length;
        return reader.push(chunk);
      },
      end: () => reader.end(),
    };
    try {
      ({ value, maxHoldMs } = await feed(counting, body));
    } catch (error) {
      outcome = kindOf(error, libs);
      fed = at;
    }
  }
  const ms = performance.now() - started;
  const used = process.cpuUsage(cpu);
  delay.disable();
  const peakMb = statusMb('VmHWM') - restMb;
  const files = value?.files?.map((file) => file.file?.sha256 ?? file.sha256) ?? [];
  console.log(
    JSON.stringify({
      name,
      outcome,
      fed,
      ms,
      cpuMs: (used.user + used.system) / 1000,
      peakMb,
      maxHoldMs,
      loopMaxMs: delay.max / 1e6,
      hash: value ? createHash('sha256').update(JSON.stringify(value)).digest('hex') : null,
      files,
    }),
  );
}

function runChild(args) {
  const run = spawnSync(
    process.execPath,
    ['--expose-gc', fileURLToPath(import.meta.url), ...args],
    { encoding: 'utf8', maxBuffer: 2 ** 24 },
  );
  const last = run.stdout?.trim().split('\n').at(-1);
  if (run.status !== 0 || !last?.startsWith('{')) {
    return {
      crashed: `exit ${run.status ?? run.signal}: ${run.stderr.trim().split('\n').slice(-3).join(' | ')}`,
    };
  }
  return JSON.parse(last);
}

const fmt = (value, digits = 0) => (value ?? NaN).toFixed(digits).padStart(7);

async function main() {
  const runs = Number(arg('runs', '5'));
  const totalMb = Number(arg('mb', '10'));
  ensureTools(TOOLS_DIR, 'stream-json');
  const versions = ['stream-json', '@streamparser/json'].map(
    (name) => `${name} ${toolVersion(TOOLS_DIR, name)}`,
  );
  let dir = null;
  try {
    dir = await bundleFromApi('json-upload', 'uploads', {
      'ours.mjs':
        "export { JsonStreamReader, JsonLimitError, JsonSyntaxError } from './json-stream-reader.ts';\n" +
        "export { DataUrlSink, UploadRefused } from './data-url-sink.ts';\n",
    });
    console.log(
      `json-upload.bench.mjs: a ${totalMb} MB repair upload in ${CHUNK / 1024} KB chunks, ${runs} rounds; ` +
        `${versions.join(', ')}; ${machine()}`,
    );
    const all = [...READERS, BASELINE];
    const results = Object.fromEntries(all.map((name) => [name, []]));
    for (let round = 0; round < runs; round += 1) {
      const order = all.map((_, i) => all[(i + round) % all.length]);
      for (const name of order) {
        const result = runChild([
          `--child=${name}`,
          `--dir=${dir}`,
          '--case=upload',
          `--mb=${totalMb}`,
        ]);
        if (result.crashed) throw new Error(`${name} ${result.crashed}`);
        results[name].push(result);
      }
    }
    const figures = Object.fromEntries(
      all.map((name) => [
        name,
        {
          ...Object.fromEntries(
            ['ms', 'cpuMs', 'peakMb', 'maxHoldMs', 'loopMaxMs'].map((key) => [
              key,
              median(results[name].map((r) => r[key] ?? 0)),
            ]),
          ),
          outcome: results[name][0].outcome,
          files: results[name][0].files,
          hash: results[name][0].hash,
        },
      ]),
    );
    const base = figures[BASELINE];
    const jsonShare = (name) => Math.max(figures[name].cpuMs - base.cpuMs, 1);
    console.log(
      `\nmedians of ${runs}: whole body, CPU (the JSON's share beyond the sinks), peak memory above rest, longest chunk, event-loop max`,
    );
    for (const name of all) {
      const f = figures[name];
      const ratio = (value, ours) =>
        name === 'ours' || name === BASELINE ? '' : ` ${(value / ours).toFixed(1)}x`;
      console.log(
        `${name.padEnd(27)} ${fmt(f.ms)} ms ${fmt(f.cpuMs)} ms` +
          (name === BASELINE
            ? '          '
            : ` (${fmt(jsonShare(name))} ms${ratio(jsonShare(name), jsonShare('ours')).padEnd(7)})`) +
          ` ${fmt(f.peakMb, 1)} MB${ratio(f.peakMb, Math.max(figures.ours.peakMb, 0.5)).padEnd(8)}` +
          ` ${fmt(f.maxHoldMs, 1)} ms ${fmt(f.loopMaxMs, 1)} ms  ${f.outcome}`,
      );
    }

    console.log(
      '\nthe bodies ours refuses early, on each reader: outcome, read before it, peak memory, time',
    );
    const hostile = {};
    for (const caseName of HOSTILE) {
      hostile[caseName] = {};
      for (const name of READERS) {
        const result = runChild([
          `--child=${name}`,
          `--dir=${dir}`,
          `--case=${caseName}`,
          `--mb=${totalMb}`,
        ]);
        hostile[caseName][name] = result;
        const shown = result.crashed
          ? `CRASHED ${result.crashed.slice(0, 120)}`
          : `${result.outcome.padEnd(10)} after ${(result.fed / 1024).toFixed(0).padStart(6)} KB` +
            ` ${fmt(result.peakMb, 1)} MB ${fmt(result.ms)} ms`;
        console.log(`${caseName.padEnd(17)} ${name.padEnd(27)} ${shown}`);
      }
    }

    const report = createReport('json-upload.bench.mjs');
    const keeps = {};
    for (const name of READERS) {
      const same =
        figures[name].hash === figures.ours.hash && figures[name].files.length === PHOTOS;
      const refusals = HOSTILE.every((caseName) => {
        const mine = hostile[caseName].ours;
        const theirs = hostile[caseName][name];
        const early = caseName === 'cut off' || theirs.fed <= REFUSED_WITHIN;
        return !theirs.crashed && theirs.outcome === mine.outcome && early;
      });
      keeps[name] = same && refusals;
      const figure = {
        name: `${name}: the same value and files as ours, and every hostile body refused as ours refuses it (within ${REFUSED_WITHIN / 1024} KB)`,
        value: keeps[name] ? 1 : 0,
        unit: '',
        min: 1,
      };
      // why: a library that loses a guarantee cannot replace ours; that is its finding, not
      // a miss of the portal's target.
      report.add(
        name === 'ours'
          ? figure
          : { ...figure, info: true, name: `${figure.name}: ${keeps[name] ? 'yes' : 'NO'}` },
      );
    }
    // why: the repair call reads on the request thread, beside every other tap, so the
    // reader's CPU and memory are what it costs; a library that keeps every guarantee and
    // needs no more of either (10 %: this machine's noise) replaces ours.
    for (const name of READERS.filter((reader) => reader !== 'ours')) {
      const judged = keeps[name] ? {} : { info: true };
      // why: the whole body's CPU, not the JSON's share alone: ours' share is within the
      // noise of the sinks alone (a ratio to ~0 ms says nothing).
      report.add({
        name: `ours / ${name}, CPU of the whole body (sinks included)`,
        value: (100 * figures.ours.cpuMs) / figures[name].cpuMs,
        unit: '%',
        max: 110,
        ...judged,
      });
      report.add({
        name: `ours / ${name}, peak memory`,
        value: (100 * Math.max(figures.ours.peakMb, 1)) / Math.max(figures[name].peakMb, 1),
        unit: '%',
        max: 110,
        ...judged,
      });
    }
    process.exitCode = report.summary() > 0 ? 1 : 0;
  } finally {
    remove(dir);
  }
}

const childName = arg('child', null);
if (childName) {
  await child(childName, arg('dir', ''), arg('case', 'upload'), Number(arg('mb', '10')));
} else {
  await main();
}
