// A zip file written front to back, for files too large to hold (an .xlsx of 100,000
// rows): small entries are added whole, a large entry is deflated piece by piece as it is
// written (at once, each piece a run of deflate blocks), with its checksum and sizes in a
// data descriptor after it (PKWARE APPNOTE 4.3.9), and every byte goes to `emit` as soon
// as it exists. One writer can start a zip
// and another (in a worker thread) continue it from `resumePoint()`.
// Ours, not yazl or fflate (bench/excel-zip.bench.mjs, bench/README.md "excel-zip"):
// on a 100,000-row sheet the zip's own CPU is 287 ms here, 527 ms with yazl (1.8x: zlib
// streams on libuv's pool, the design the export left in issue 25 for more CPU per file) and
// 1,394 ms with fflate (4.9x, deflate in JavaScript); peak memory 3.3 MB against 8.2 and 14.0
// MB. yazl's whole file is quicker alone (0.76x) only by a second thread, which the export,
// beside the database process on 2 cores, does not have to spare; neither can continue a
// zip another thread started.
import { constants, crc32, deflateRawSync } from 'node:zlib';

type TEntryRecord = {
  name: Uint8Array;
  crc: number;
  compressedSize: number;
  size: number;
  offset: number;
  flags: number;
};

const UTF8_NAMES = 0x0800;
const DATA_DESCRIPTOR = 0x0008;
const DEFLATE = 8;
const VERSION = 20;

/** MS-DOS time and date of `date` (local time, as zip tools read it). */
function dosDateTime(date: Date): { time: number; date: number } {
  return {
    time: (date.getHours() << 11) | (date.getMinutes() << 5) | Math.floor(date.getSeconds() / 2),
    date: ((date.getFullYear() - 1980) << 9) | ((date.getMonth() + 1) << 5) | date.getDate(),
  };
}

export type TZipEntryWriter = {
  /**
   * Deflates and emits `bytes`; resolves when they are out. `bytes` are read before it
   * returns, so the caller may fill them again at once (xlsx-writer.ts does).
   */
  write(bytes: Uint8Array): Promise<void>;
  /** Flushes the entry and writes its data descriptor. */
  end(): Promise<void>;
};

/** Where a zip stands after some entries: structured-cloneable, so a worker can go on. */
export type TZipResumePoint = {
  /** Bytes written so far. */
  offset: number;
  entries: readonly TEntryRecord[];
  /** The entries' time stamp (ms since the epoch). */
  modified: number;
};

export type TZipWriter = {
  /** Adds an entry whose bytes are all known. */
  addFile(name: string, bytes: Uint8Array): void;
  /** Starts an entry written in pieces; add nothing else until it has ended. */
  openEntry(name: string): TZipEntryWriter;
  /** Writes the central directory; the zip is complete after it. */
  finish(): void;
  /** What another writer needs to continue this zip (after the last whole entry). */
  resumePoint(): TZipResumePoint;
};

export function createZipWriter(
  emit: (bytes: Uint8Array) => void,
  {
    level = 6,
    modified = new Date(),
    resume,
  }: { level?: number; modified?: Date; resume?: TZipResumePoint } = {},
): TZipWriter {
  const entries: TEntryRecord[] = [...(resume?.entries ?? [])];
  const stamp = dosDateTime(resume ? new Date(resume.modified) : modified);
  const stampMs = resume?.modified ?? modified.getTime();
  let offset = resume?.offset ?? 0;
  const out = (bytes: Uint8Array) => {
    offset += bytes.length;
    emit(bytes);
  };

  function localHeader(record: Omit<TEntryRecord, 'offset'>): Buffer {
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(VERSION, 4);
    header.writeUInt16LE(record.flags, 6);
    header.writeUInt16LE(DEFLATE, 8);
    header.writeUInt16LE(stamp.time, 10);
    header.writeUInt16LE(stamp.date, 12);
    header.writeUInt32LE(record.crc, 14);
    header.writeUInt32LE(record.compressedSize, 18);
    header.writeUInt32LE(record.size, 22);
    header.writeUInt16LE(record.name.length, 26);
    header.writeUInt16LE(0, 28);
    return Buffer.concat([header, record.name]);
  }

  return {
    addFile(name, bytes) {
      const compressed = deflateRawSync(bytes, { level });
      const record = {
        name: Buffer.from(name, 'utf8'),
        crc: crc32(bytes),
        compressedSize: compressed.length,
        size: bytes.length,
        flags: UTF8_NAMES,
      };
      entries.push({ ...record, offset });
      out(localHeader(record));
      out(compressed);
    },

    openEntry(name) {
      const record: TEntryRecord = {
        name: Buffer.from(name, 'utf8'),
        crc: 0,
        compressedSize: 0,
        size: 0,
        offset,
        flags: UTF8_NAMES | DATA_DESCRIPTOR,
      };
      out(localHeader(record));
      const emitCompressed = (chunk: Uint8Array) => {
        record.compressedSize += chunk.length;
        out(chunk);
      };
      return {
        write(bytes) {
          record.crc = crc32(bytes, record.crc);
          record.size += bytes.length;
          // why: each piece is deflated on its own, here and now, and ends on a sync flush
          // (byte-aligned, not final), so the pieces one after the other are one deflate
          // stream (as pigz joins its blocks). A zlib stream on libuv's thread pool did the
          // same work on another thread while this one waited for it, once per batch: a
          // hand-over and a wake-up per 250 rows, which on a busy machine cost more than
          // the deflating (bench/README.md). Each piece starts without the previous one's
          // window: ~1 % larger for pieces of ~100 KB.
          if (bytes.length > 0) {
            emitCompressed(deflateRawSync(bytes, { level, finishFlush: constants.Z_SYNC_FLUSH }));
          }
          return Promise.resolve();
        },
        end() {
          // The final block: empty, with BFINAL set.
          emitCompressed(deflateRawSync(new Uint8Array(0), { level }));
          const descriptor = Buffer.alloc(16);
          descriptor.writeUInt32LE(0x08074b50, 0);
          descriptor.writeUInt32LE(record.crc, 4);
          descriptor.writeUInt32LE(record.compressedSize, 8);
          descriptor.writeUInt32LE(record.size, 12);
          out(descriptor);
          entries.push(record);
          return Promise.resolve();
        },
      };
    },

    finish() {
      const start = offset;
      for (const entry of entries) {
        const header = Buffer.alloc(46);
        header.writeUInt32LE(0x02014b50, 0);
        header.writeUInt16LE(VERSION, 4);
        header.writeUInt16LE(VERSION, 6);
        header.writeUInt16LE(entry.flags, 8);
        header.writeUInt16LE(DEFLATE, 10);
        header.writeUInt16LE(stamp.time, 12);
        header.writeUInt16LE(stamp.date, 14);
        header.writeUInt32LE(entry.crc, 16);
        header.writeUInt32LE(entry.compressedSize, 20);
        header.writeUInt32LE(entry.size, 24);
        header.writeUInt16LE(entry.name.length, 28);
        header.writeUInt32LE(entry.offset, 42);
        out(Buffer.concat([header, entry.name]));
      }
      const end = Buffer.alloc(22);
      end.writeUInt32LE(0x06054b50, 0);
      end.writeUInt16LE(entries.length, 8);
      end.writeUInt16LE(entries.length, 10);
      end.writeUInt32LE(offset - start, 12);
      end.writeUInt32LE(start, 16);
      out(end);
    },

    resumePoint() {
      return { offset, entries: [...entries], modified: stampMs };
    },
  };
}
