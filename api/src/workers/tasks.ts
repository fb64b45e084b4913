// The work that runs in the worker threads (worker-pool.ts): CPU-heavy jobs that must
// never run on the request thread. Add a job here and call it with `runTask(name, input)`
// or, for a job that takes input in parts and answers a byte stream, `openStreamTask`.
// This module is loaded only in the workers; the request thread imports its types only.
// why: each job loads its library on first use, so a worker that only writes PDFs never
// loads the xlsx writer, and the other way round.
import type { TInvoicePdfInput } from '../files/invoice-pdf-document.js';
import type {
  TInspectionReportInput,
  TLabelSheetInput,
  TRepairSlipInput,
} from '../files/product-pdf-documents.js';
import type { TRentalDocumentInput } from '../files/rental-pdf-documents.js';
import type { TPasswordStrengthInput, TPasswordStrength } from '../auth/password-strength.js';
import type { TMailBrand } from '../mail/mail-layout.js';
import type { TExcelExportInput } from './excel-export-task.js';
import type { TXlsxInput, TXlsxRows } from './xlsx-stream-task.js';

/** One-shot jobs: input in, output out (both structured-cloneable). */
export const TASKS = {
  /** An invoice as PDF bytes (pdfkit). */
  'invoice-pdf': async (input: TInvoicePdfInput): Promise<Uint8Array> =>
    (await import('../files/invoice-pdf-document.js')).renderInvoicePdfDocument(input),
  /** An inspection report as PDF bytes. */
  'inspection-pdf': async (input: TInspectionReportInput): Promise<Uint8Array> =>
    (await import('../files/product-pdf-documents.js')).renderInspectionReportDocument(input),
  /** A repair slip (with the signature) as PDF bytes. */
  'repair-pdf': async (input: TRepairSlipInput): Promise<Uint8Array> =>
    (await import('../files/product-pdf-documents.js')).renderRepairSlipDocument(input),
  /** How hard a password is to guess (zxcvbn-ts, auth/password-strength.ts). */
  'password-strength': async (input: TPasswordStrengthInput): Promise<TPasswordStrength> =>
    (await import('../auth/password-strength.js')).estimatePasswordStrength(input),
  /** A rental case's afleverbon, huurovereenkomst or retourbon as PDF bytes. */
  'rental-document-pdf': async (input: TRentalDocumentInput): Promise<Uint8Array> =>
    (await import('../files/rental-pdf-documents.js')).renderRentalDocument(input),
  /** An A4 sheet of QR labels as PDF bytes. */
  'labels-pdf': async (input: TLabelSheetInput): Promise<Uint8Array> =>
    (await import('../files/product-pdf-documents.js')).renderLabelSheetDocument(input),
  /** The HTML layout of the account mails for a branding (MJML), with its slots. */
  'mail-layout': async (input: TMailBrand): Promise<string> =>
    (await import('../mail/mail-layout.js')).compileMailLayout(input),
};

/**
 * Stream jobs: opened with an input, then fed parts (`write`), each answered when it is
 * processed; the bytes they produce flow back as they are written.
 */
export const STREAM_TASKS = {
  /** An .xlsx file written row by row (files/xlsx-writer.ts). */
  xlsx: async (
    input: TXlsxInput,
    emit: (bytes: Uint8Array) => void,
  ): Promise<TStreamWriter<TXlsxRows>> =>
    (await import('./xlsx-stream-task.js')).openXlsxWriter(input, emit),
  /** An Excel download whose rows the worker reads from the database (exports/). */
  'excel-export': async (
    input: TExcelExportInput,
    emit: (bytes: Uint8Array) => void,
  ): Promise<TStreamWriter<null>> =>
    (await import('./excel-export-task.js')).openExcelExport(input, emit),
};

export type TTaskName = keyof typeof TASKS;
export type TTaskInput<K extends TTaskName> = Parameters<(typeof TASKS)[K]>[0];
export type TTaskOutput<K extends TTaskName> = Awaited<ReturnType<(typeof TASKS)[K]>>;

export type TStreamTaskName = keyof typeof STREAM_TASKS;
export type TStreamTaskInput<K extends TStreamTaskName> = Parameters<(typeof STREAM_TASKS)[K]>[0];
export type TStreamTaskPart<K extends TStreamTaskName> = Parameters<
  Awaited<ReturnType<(typeof STREAM_TASKS)[K]>>['write']
>[0];

/** What a stream job gives the worker: where its bytes go, and what to do with parts. */
export type TStreamWriter<TPart> = {
  /**
   * Takes a part. A job that reads its own input answers false once there is no more;
   * any other answer (none) means it goes on.
   */
  write(part: TPart): Promise<unknown>;
  end(): Promise<void>;
  /** The job was stopped (the client left, or a part failed): let go of what it holds. */
  abort?(): void;
};
