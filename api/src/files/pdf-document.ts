// The frame of every PDF the portal draws (README.md beside this file): A4, the
// supplier's letterhead (logo, name, address, contact from the configuration) at the top
// of the first page and a short one on the next, its legal line (KvK, BTW-id, IBAN) and
// 'Pagina x van y' at the foot, Noto Sans embedded as a subset with ToUnicode, and tagged
// (a Document of headings, paragraphs and tables in reading order; the rest is marked as
// artifact). An invoice also claims PDF/A-2b. Runs in a worker thread (workers/tasks.ts).
import type PDFDocumentClass from 'pdfkit';
import { loadFonts, loadLogo } from './pdf-assets.js';
import { loadPdfkit } from './pdf-libraries.js';
import type { TSupplier } from './supplier-profile.js';

export const MM = 72 / 25.4;
export const PAGE = { width: 595.28, height: 841.89 } as const;
export const MARGIN = { left: 50, right: 50, top: 132, bottom: 72 } as const;
/** The width text may take between the margins. */
export const CONTENT_WIDTH = PAGE.width - MARGIN.left - MARGIN.right;

export const FONT = { regular: 'NotoSans', bold: 'NotoSans-Bold' } as const;
export const INK = '#1d2b2a';
export const MUTED = '#4a5a58';

type TDoc = InstanceType<typeof PDFDocumentClass>;
type TStruct = ReturnType<TDoc['struct']>;

export type TPdfFrame = {
  doc: TDoc;
  /** The Document structure element every block belongs to. */
  root: TStruct;
  supplier: TSupplier;
  /** Ends the document: footers and page numbers, then the bytes. */
  finish(): Promise<Uint8Array>;
};

export type TFrameOptions = {
  title: string;
  supplier: TSupplier;
  /** Claim PDF/A-2b (invoices are kept seven years). */
  archival?: boolean;
  /** No letterhead or footer (the label sheet is cut into labels). */
  bare?: boolean;
  margins?: { top: number; bottom: number; left: number; right: number };
};

/** Draws `draw` as decoration a screen reader skips (a rule, a repeated header). */
export function artifact(
  doc: TDoc,
  draw: () => void,
  type: 'Layout' | 'Pagination' = 'Layout',
): void {
  doc.markContent('Artifact', { type });
  draw();
  doc.endMarkedContent();
}

/** Runs `draw` and puts back the font, size, colour and position it changed. */
function keepState(doc: TDoc, draw: () => void): void {
  const { x, y } = doc;
  // why: pdfkit keeps the current font and size outside the PDF's graphics state.
  const state = doc as unknown as { _font: unknown; _fontSize: number };
  const font = state._font;
  const size = state._fontSize;
  draw();
  state._font = font;
  doc.fontSize(size);
  doc.fillColor(INK);
  doc.x = x;
  doc.y = y;
}

/** The supplier's address and contact lines, as the letterhead prints them. */
export function supplierLines(supplier: TSupplier): string[] {
  const lines: string[] = [];
  if (supplier.address) {
    lines.push(supplier.address.street, `${supplier.address.postalCode} ${supplier.address.city}`);
  }
  if (supplier.phone) lines.push(`Telefoon ${supplier.phone}`);
  if (supplier.email) lines.push(supplier.email);
  if (supplier.website) lines.push(supplier.website);
  return lines;
}

/** 'NL91ABNA0417164300' → 'NL91 ABNA 0417 1643 00', as people read and type it. */
export function groupedIban(iban: string): string {
  return iban.replace(/(.{4})(?=.)/g, '$1 ');
}

/** The line at the foot of every page: who the supplier is in law (Handelsregisterwet). */
export function legalLine(supplier: TSupplier): string {
  return [
    supplier.legalName,
    supplier.kvkNumber ? `KvK ${supplier.kvkNumber}` : null,
    supplier.vatNumber ? `BTW ${supplier.vatNumber}` : null,
    supplier.iban ? `IBAN ${groupedIban(supplier.iban)}` : null,
  ]
    .filter(Boolean)
    .join('  ·  ');
}

const HEADER_TOP = 40;
const LOGO_BOX = { width: 150, height: 44 };
const CONTACT_WIDTH = 230;

function drawLetterhead(doc: TDoc, root: TStruct, supplier: TSupplier, logo: Buffer | null) {
  const right = PAGE.width - MARGIN.right - CONTACT_WIDTH;
  keepState(doc, () => {
    if (logo) {
      root.add(
        doc.struct('Figure', { alt: `Logo ${supplier.name}` }, [
          () =>
            doc.image(logo, MARGIN.left, HEADER_TOP, { fit: [LOGO_BOX.width, LOGO_BOX.height] }),
        ]),
      );
    } else {
      root.add(
        doc.struct('P', {}, [
          () =>
            doc
              .font(FONT.bold)
              .fontSize(16)
              .fillColor(supplier.color)
              .text(supplier.name, MARGIN.left, HEADER_TOP + 8, { width: 260 }),
        ]),
      );
    }
    const contact = doc.struct('P');
    root.add(contact);
    contact.add(() => {
      doc.font(FONT.bold).fontSize(9).fillColor(INK);
      doc.text(`${supplier.legalName} `, right, HEADER_TOP, {
        width: CONTACT_WIDTH,
        align: 'right',
      });
      doc.font(FONT.regular).fontSize(8.5).fillColor(MUTED);
      for (const line of supplierLines(supplier)) {
        doc.text(`${line} `, { width: CONTACT_WIDTH, align: 'right' });
      }
    });
    contact.end();
    artifact(doc, () => {
      doc
        .moveTo(MARGIN.left, MARGIN.top - 22)
        .lineTo(PAGE.width - MARGIN.right, MARGIN.top - 22)
        .lineWidth(1.5)
        .strokeColor(supplier.color)
        .stroke();
    });
  });
}

/** The header of the pages after the first: the supplier's name and the document's title. */
function drawRunningHead(doc: TDoc, supplier: TSupplier, title: string) {
  keepState(doc, () => {
    artifact(
      doc,
      () => {
        doc.font(FONT.bold).fontSize(9).fillColor(supplier.color);
        doc.text(supplier.name, MARGIN.left, HEADER_TOP, { width: 240, lineBreak: false });
        doc.font(FONT.regular).fontSize(9).fillColor(MUTED);
        doc.text(title, PAGE.width - MARGIN.right - 260, HEADER_TOP, {
          width: 260,
          align: 'right',
          lineBreak: false,
        });
        doc
          .moveTo(MARGIN.left, HEADER_TOP + 18)
          .lineTo(PAGE.width - MARGIN.right, HEADER_TOP + 18)
          .lineWidth(0.75)
          .strokeColor(supplier.color)
          .stroke();
      },
      'Pagination',
    );
  });
}

/** The foot of every page: the legal line, and the page number when there are several. */
function drawFooters(doc: TDoc, supplier: TSupplier) {
  const range = doc.bufferedPageRange();
  for (let index = 0; index < range.count; index += 1) {
    doc.switchToPage(range.start + index);
    const bottom = doc.page.margins.bottom;
    // why: text below the bottom margin would start a new page.
    doc.page.margins.bottom = 0;
    const y = PAGE.height - 44;
    artifact(
      doc,
      () => {
        doc.font(FONT.regular).fontSize(7.5).fillColor(MUTED);
        doc.text(legalLine(supplier), MARGIN.left, y, {
          width: CONTENT_WIDTH - 90,
          lineBreak: false,
        });
        if (range.count > 1) {
          doc.text(`Pagina ${index + 1} van ${range.count}`, PAGE.width - MARGIN.right - 90, y, {
            width: 90,
            align: 'right',
            lineBreak: false,
          });
        }
      },
      'Pagination',
    );
    doc.page.margins.bottom = bottom;
  }
}

/** A new document in the frame; draw its blocks (pdf-blocks.ts), then `finish()`. */
export async function openPdf(options: TFrameOptions): Promise<TPdfFrame> {
  const PDFDocument = await loadPdfkit();
  const { supplier } = options;
  const margins = options.margins ?? MARGIN;
  const doc = new PDFDocument({
    size: 'A4',
    margins,
    autoFirstPage: false,
    bufferPages: true,
    pdfVersion: '1.7',
    tagged: true,
    lang: 'nl-NL',
    displayTitle: true,
    ...(options.archival ? { subset: 'PDF/A-2b' as const } : {}),
    info: {
      Title: options.title,
      Author: supplier.legalName,
      Subject: options.title,
      Creator: `Klantportaal ${supplier.name}`,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Uint8Array>((resolve, reject) => {
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
  });
  const fonts = await loadFonts();
  // why: @types/pdfkit knows only bytes and paths; pdfkit 0.20 takes a parsed fontkit font.
  doc.registerFont(FONT.regular, fonts.regular as unknown as Buffer);
  doc.registerFont(FONT.bold, fonts.bold as unknown as Buffer);
  const root = doc.struct('Document');
  doc.addStructure(root);
  const logo = options.bare ? null : await loadLogo(supplier.logoFile);
  let pages = 0;
  doc.on('pageAdded', () => {
    pages += 1;
    if (options.bare) return;
    if (pages === 1) drawLetterhead(doc, root, supplier, logo);
    else drawRunningHead(doc, supplier, options.title);
  });
  doc.addPage();
  doc.font(FONT.regular).fontSize(10).fillColor(INK);
  doc.x = margins.left;
  doc.y = margins.top;
  return {
    doc,
    root,
    supplier,
    async finish() {
      if (!options.bare) drawFooters(doc, supplier);
      root.end();
      doc.end();
      return done;
    },
  };
}
