// The streaming body of the repair call (PUT /customer/articles/product/request/repair):
// the spec's JSON with files as data URLs, read as it arrives. Each file's base64 is
// checked (size, form, kind by its first bytes) and stored in parts while it streams in,
// so the largest allowed upload (ten files of 10,000,000 characters) neither holds the
// event loop nor sits in memory; the other fields are kept and validated as usual.
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { MAX_REPAIR_FILES, UPLOAD_LIMIT_ENCODED_CHARS } from '@portal/shared/contract/rentals';
import { MESSAGES } from '@portal/shared/rules';
import type { FastifyRequest } from 'fastify';
import type { TDatabase } from '../db/database.js';
import { failure, forbidden, type TFailure } from '../answer/envelope.js';
import { DEFAULT_BODY_LIMIT, type TBodyReader } from '../http/register-call.js';
import { deleteUnclaimedParts, insertFilePart } from '../repositories/file-parts-repository.js';
import { DataUrlSink, UploadRefused, type TPartWriter } from './data-url-sink.js';
import { JsonLimitError, JsonStreamReader, JsonSyntaxError } from './json-stream-reader.js';
import { countInProgress, uploadsInProgress } from '../service/metrics.js';

/**
 * Largest repair body: every file at the limit (with room for a client that escapes '/'
 * as '\/') plus the ordinary fields.
 */
export const REPAIR_BODY_LIMIT =
  MAX_REPAIR_FILES * Math.ceil(UPLOAD_LIMIT_ENCODED_CHARS * 1.1) + DEFAULT_BODY_LIMIT;

/** Base64 characters per stored part (192 KiB of file); each insert stays short. */
export const PART_CHARS = 256 * 1024;

/** Collects a file's base64 into parts and stores the full ones when flushed. */
class PartWriter implements TPartWriter {
  readonly guid = randomUUID();
  private buffer = '';
  private readonly ready: string[] = [];
  private seq = 0;
  private isClosed = false;

  append(base64: string): void {
    this.buffer += base64;
    while (this.buffer.length >= PART_CHARS) {
      this.ready.push(this.buffer.slice(0, PART_CHARS));
      this.buffer = this.buffer.slice(PART_CHARS);
    }
  }

  close(): void {
    this.isClosed = true;
  }

  async flush(db: TDatabase): Promise<void> {
    if (this.isClosed && this.buffer) {
      this.ready.push(this.buffer);
      this.buffer = '';
    }
    for (const part of this.ready.splice(0)) {
      await insertFilePart(db, this.guid, this.seq, part);
      this.seq += 1;
    }
  }
}

class TooManyFiles extends Error {}

/** The guids of the files a request staged, for cleaning up before the answer goes out. */
const stagedByRequest = new WeakMap<FastifyRequest, string[]>();

type TRefusal = { refused: { statusCode: number; answer: TFailure } };

const refusal = (statusCode: number, answer: TFailure): TRefusal => ({
  refused: { statusCode, answer },
});

function refusalFor(error: unknown): TRefusal | null {
  if (error instanceof UploadRefused) {
    const field = `files.${error.index}.file`;
    const message =
      error.reason === 'tooLarge'
        ? MESSAGES.fileTooLarge
        : error.reason === 'unsupported'
          ? MESSAGES.fileNotSupported
          : MESSAGES.invalidValue;
    const top = error.reason === 'invalid' ? MESSAGES.invalidInput : message;
    return refusal(200, failure(top, { fields: { [field]: message } }));
  }
  if (error instanceof TooManyFiles) {
    const message = MESSAGES.tooManyFiles(MAX_REPAIR_FILES);
    return refusal(200, failure(message, { fields: { files: message } }));
  }
  if (error instanceof JsonLimitError) {
    const field = error.path.join('.') || '_';
    return refusal(
      200,
      failure(MESSAGES.invalidInput, { fields: { [field]: MESSAGES.invalidValue } }),
    );
  }
  if (error instanceof JsonSyntaxError) return refusal(400, failure(MESSAGES.invalidInput));
  return null;
}

/** Reads the repair body from `stream`, storing the files as they arrive. */
export function repairUploadReader(db: TDatabase): TBodyReader {
  return async (stream: Readable, { request, session }) => {
    // why: the call's access (anyOf its routes) refused, before this, a user who may
    // report no repair at all.
    if (!session) return refusal(403, forbidden());
    const writers: PartWriter[] = [];
    stagedByRequest.set(request, []);
    const reader = new JsonStreamReader({
      maxDepth: 8,
      maxTokenBytes: 64 * 1024,
      maxKeptBytes: DEFAULT_BODY_LIMIT,
      streamString(path) {
        const [files, index, file] = path;
        if (
          files !== 'files' ||
          typeof index !== 'number' ||
          file !== 'file' ||
          path.length !== 3
        ) {
          return null;
        }
        if (index >= MAX_REPAIR_FILES) throw new TooManyFiles();
        const writer = new PartWriter();
        writers.push(writer);
        stagedByRequest.get(request)?.push(writer.guid);
        return new DataUrlSink(index, writer.guid, writer);
      },
    });
    let received = 0;
    const finished = countInProgress(uploadsInProgress);
    try {
      await readChunks(stream, async (chunk) => {
        received += chunk.length;
        if (received > REPAIR_BODY_LIMIT) throw new BodyTooLarge();
        reader.push(chunk);
        for (const writer of writers) await writer.flush(db);
      });
      const body = reader.end();
      for (const writer of writers) await writer.flush(db);
      return { body };
    } catch (error) {
      if (error instanceof BodyTooLarge) return refusal(413, failure(MESSAGES.invalidInput));
      // why: a client that went away mid-upload gets no answer; its parts are removed.
      if (error instanceof ClientGone) return refusal(400, failure(MESSAGES.invalidInput));
      const answer = refusalFor(error);
      if (answer) return answer;
      throw error;
    } finally {
      finished();
    }
  };
}

class BodyTooLarge extends Error {}
class ClientGone extends Error {}

/**
 * Hands each chunk of `stream` to `onChunk` and waits for it before reading on (so the
 * upload is read no faster than its parts are stored). On an error it stops reading but
 * leaves the connection to the answer. why: an async iterator would destroy the request,
 * and with it the socket the refusal must go out on.
 */
function readChunks(stream: Readable, onChunk: (chunk: Buffer) => Promise<void>): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    let chain = Promise.resolve();
    let isDone = false;
    const stop = (error?: unknown) => {
      if (isDone) return;
      isDone = true;
      stream.off('data', onData);
      stream.off('error', stop);
      stream.pause();
      if (error === undefined) resolve();
      else reject(error instanceof Error ? error : new Error(String(error)));
    };
    const onData = (chunk: Buffer) => {
      stream.pause();
      chain = chain
        .then(() => onChunk(chunk))
        .then(() => {
          if (!isDone) stream.resume();
        }, stop);
    };
    stream.on('data', onData);
    stream.once('end', () => void chain.then(() => stop(), stop));
    stream.once('error', stop);
    stream.once('close', () => {
      if (!stream.readableEnded) void chain.then(() => stop(new ClientGone()), stop);
    });
  });
}

/** Removes the parts of every file the request staged that no files row claims. */
export async function releaseStagedFiles(db: TDatabase, request: FastifyRequest): Promise<void> {
  const guids = stagedByRequest.get(request) ?? [];
  stagedByRequest.delete(request);
  await deleteUnclaimedParts(db, guids);
}
