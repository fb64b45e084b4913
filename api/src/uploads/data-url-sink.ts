// One uploaded file as it streams in: the data URL of the repair contract
// (`data:<type>;base64,<data>`), checked and stored while it arrives. The spec's limit of
// 10,000,000 characters counts the whole data URL; the kind is taken from the file's own
// first bytes (detectUploadType), never from the type the data URL claims.
import { createHash } from 'node:crypto';
import { UPLOAD_LIMIT_ENCODED_CHARS } from '@portal/shared/contract/rentals';
import { detectUploadType, UPLOAD_SNIFF_BYTES, type TUploadMimeType } from '@portal/shared/rules';
import type { TStringSink } from './json-stream-reader.js';

export type TUploadRefusal = 'tooLarge' | 'unsupported' | 'invalid';

/** Why an uploaded file is refused, and which one (its index in `files`). */
export class UploadRefused extends Error {
  constructor(
    readonly reason: TUploadRefusal,
    readonly index: number,
  ) {
    super(`upload ${index} refused: ${reason}`);
  }
}

/** A file that arrived whole: its parts are stored under `guid`. */
export type TStagedFile = {
  kind: 'staged-file';
  guid: string;
  mimeType: TUploadMimeType;
  byteSize: number;
  /** The sha256 (hex) of its base64 text as stored: the same file sent again has the same. */
  sha256: string;
};

export function isStagedFile(value: unknown): value is TStagedFile {
  return (value as { kind?: unknown } | null)?.kind === 'staged-file';
}

/** Where the base64 text of a file goes, in pieces whose length is a multiple of four. */
export type TPartWriter = { append(base64: string): void; close(): void };

const HEADER = /^data:[\w.+-]+\/[\w.+-]+(?:;[\w-]+=[^;,]*)*;base64$/i;
const MAX_HEADER_LENGTH = 200;
const BASE64_TEXT = /^[A-Za-z0-9+/]*$/;
const PADDING = /^(=|==)$/;

export class DataUrlSink implements TStringSink {
  private length = 0;
  private header: string | null = '';
  /** Base64 characters not yet handed on (fewer than four). */
  private pending = '';
  /** The first characters, until the kind is known. */
  private head = '';
  private mimeType: TUploadMimeType | null = null;
  private dataLength = 0;
  private padding = '';
  private readonly hash = createHash('sha256');

  constructor(
    private readonly index: number,
    readonly guid: string,
    private readonly writer: TPartWriter,
    private readonly limit: number = UPLOAD_LIMIT_ENCODED_CHARS,
  ) {}

  write(piece: string): void {
    this.length += piece.length;
    if (this.length > this.limit) throw new UploadRefused('tooLarge', this.index);
    let data = piece;
    if (this.header !== null) {
      const comma = piece.indexOf(',');
      if (comma === -1) {
        this.header += piece;
        if (this.header.length > MAX_HEADER_LENGTH) this.refuse('invalid');
        return;
      }
      const header = this.header + piece.slice(0, comma);
      if (!HEADER.test(header)) this.refuse('invalid');
      this.header = null;
      data = piece.slice(comma + 1);
    }
    this.data(data);
  }

  end(): TStagedFile {
    if (this.header !== null) this.refuse('invalid');
    if (!this.mimeType) this.sniff(true);
    const tail = this.pending;
    // why: unpadded base64 is fine, but one character short of a byte is not.
    if (tail.length === 1 || (this.padding && (this.dataLength + this.padding.length) % 4 !== 0)) {
      this.refuse('invalid');
    }
    // why: the database's base64 decoder wants the last group padded.
    if (tail) this.append(tail.padEnd(4, '='));
    this.writer.close();
    const byteSize = Math.floor((this.dataLength * 3) / 4);
    if (byteSize === 0 || !this.mimeType) this.refuse('invalid');
    const sha256 = this.hash.digest('hex');
    return { kind: 'staged-file', guid: this.guid, mimeType: this.mimeType, byteSize, sha256 };
  }

  private data(text: string): void {
    if (text.length === 0) return;
    if (this.padding) {
      this.padding += text;
      if (!PADDING.test(this.padding)) this.refuse('invalid');
      return;
    }
    const equals = text.indexOf('=');
    const body = equals === -1 ? text : text.slice(0, equals);
    if (!BASE64_TEXT.test(body)) this.refuse('invalid');
    if (equals !== -1) {
      this.padding = text.slice(equals);
      if (!PADDING.test(this.padding)) this.refuse('invalid');
    }
    this.dataLength += body.length;
    if (!this.mimeType) {
      this.head += body;
      this.sniff(false);
    }
    const all = this.pending + body;
    const whole = all.length - (all.length % 4);
    if (whole > 0) this.append(all.slice(0, whole));
    this.pending = all.slice(whole);
  }

  private append(base64: string): void {
    this.hash.update(base64);
    this.writer.append(base64);
  }

  /** Decides the kind once enough bytes are in (or at the end, with what there is). */
  private sniff(isEnd: boolean): void {
    const needed = Math.ceil(UPLOAD_SNIFF_BYTES / 3) * 4;
    if (!isEnd && this.head.length < needed) return;
    const usable = this.head.slice(0, this.head.length - (this.head.length % 4));
    this.mimeType = detectUploadType(new Uint8Array(Buffer.from(usable, 'base64')));
    this.head = '';
    if (!this.mimeType) this.refuse('unsupported');
  }

  private refuse(reason: TUploadRefusal): never {
    throw new UploadRefused(reason, this.index);
  }
}
