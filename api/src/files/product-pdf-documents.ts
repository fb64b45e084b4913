// The articles area's PDFs, rendered with pdfkit in a worker thread (workers/tasks.ts): an
// inspection report, a repair slip with the repairer's signature, and an A4 sheet of QR
// labels (3 x 8 labels of 70 x 37 mm). The request thread calls them through
// files/product-pdf.ts and caches the reports and slips in `files`.
import { formatDate } from '@portal/shared/rules';
import { loadPdfkit, loadQrCode } from './pdf-libraries.js';

const MM = 72 / 25.4;

export type TInspectionReportInput = {
  supplierName: string;
  organisationName: string;
  inspectionNumber: string;
  conclusionLabel: string;
  inspectionType: string | null;
  plannedDate: string | null;
  inspectDate: string | null;
  inspector: string | null;
  remarks: string | null;
  articleName: string;
  serialNumber: string;
  place: string | null;
  nextInspectionDate: string | null;
};

export type TRepairSlipInput = {
  supplierName: string;
  organisationName: string;
  repairNumber: string;
  statusLabel: string;
  isClientRepair: boolean;
  createDate: string;
  repairDate: string | null;
  repairer: string | null;
  description: string | null;
  remark: string | null;
  articleName: string;
  serialNumber: string;
  place: string | null;
  signature: Uint8Array | null;
};

export type TLabel = { code: string; articleName: string; serialNumber: string };
export type TLabelSheetInput = { supplierName: string; labels: TLabel[] };

async function open(
  title: string,
  author: string,
  margin = 56,
): Promise<{
  doc: PDFKit.PDFDocument;
  done: Promise<Uint8Array>;
}> {
  const PDFDocument = await loadPdfkit();
  const doc = new PDFDocument({ size: 'A4', margin, info: { Title: title, Author: author } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Uint8Array>((resolve, reject) => {
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
  });
  return { doc, done };
}

const date = (iso: string | null) => (iso ? formatDate(iso) : '-');

/** Label: value rows under a heading. */
function rows(doc: PDFKit.PDFDocument, pairs: [string, string | null][]): void {
  for (const [label, value] of pairs) {
    doc.font('Helvetica-Bold').text(`${label}: `, { continued: true });
    doc.font('Helvetica').text(value ?? '-');
  }
}

export async function renderInspectionReportDocument(
  input: TInspectionReportInput,
): Promise<Uint8Array> {
  const { doc, done } = await open(`Keuringsrapport ${input.inspectionNumber}`, input.supplierName);
  doc.font('Helvetica-Bold').fontSize(18).text(input.supplierName);
  doc.moveDown(0.5).fontSize(14).text('Keuringsrapport');
  doc.moveDown().fontSize(10);
  rows(doc, [
    ['Keuringsnummer', input.inspectionNumber],
    ['Organisatie', input.organisationName],
    ['Hulpmiddel', input.articleName],
    ['Serienummer', input.serialNumber],
    ['Locatie', input.place],
    ['Soort keuring', input.inspectionType],
    ['Geplande datum', date(input.plannedDate)],
    ['Keuringsdatum', date(input.inspectDate)],
    ['Keurmeester', input.inspector],
    ['Conclusie', input.conclusionLabel],
    ['Volgende keuring', date(input.nextInspectionDate)],
  ]);
  if (input.remarks) {
    doc.moveDown().font('Helvetica-Bold').text('Opmerkingen');
    doc.font('Helvetica').text(input.remarks);
  }
  doc.end();
  return done;
}

export async function renderRepairSlipDocument(input: TRepairSlipInput): Promise<Uint8Array> {
  const { doc, done } = await open(`Reparatiebon ${input.repairNumber}`, input.supplierName);
  doc.font('Helvetica-Bold').fontSize(18).text(input.supplierName);
  doc
    .moveDown(0.5)
    .fontSize(14)
    .text(input.isClientRepair ? 'Reparatie registreren' : 'Reparatiebon');
  doc.moveDown().fontSize(10);
  rows(doc, [
    ['Reparatienummer', input.repairNumber],
    ['Organisatie', input.organisationName],
    ['Hulpmiddel', input.articleName],
    ['Serienummer', input.serialNumber],
    ['Locatie', input.place],
    ['Aangemaakt op', date(input.createDate)],
    ['Reparatiedatum', date(input.repairDate)],
    ['Hersteld door', input.repairer],
    ['Status', input.statusLabel],
    ['Omschrijving', input.description],
    ['Opmerking', input.remark],
  ]);
  if (input.signature) {
    doc.moveDown().font('Helvetica-Bold').text('Handtekening');
    doc.image(Buffer.from(input.signature), { fit: [200, 80] });
  }
  doc.end();
  return done;
}

/** Label size and sheet layout (an A4 sheet of 3 x 8 labels, no gaps). */
export const LABEL = { width: 70, height: 37, columns: 3, rows: 8, qr: 27, quiet: 4.5 } as const;

type TQrCode = Awaited<ReturnType<typeof loadQrCode>>;

function drawQr(
  doc: PDFKit.PDFDocument,
  QRCode: TQrCode,
  text: string,
  x: number,
  y: number,
  size: number,
): void {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const count = qr.modules.size;
  const module = size / count;
  doc.save().fillColor('#000000');
  for (let row = 0; row < count; row += 1) {
    for (let col = 0; col < count; col += 1) {
      if (qr.modules.get(row, col)) {
        // why: a hair wider than the module, so no white seams show between dark modules.
        doc.rect(x + col * module, y + row * module, module + 0.05, module + 0.05);
      }
    }
  }
  doc.fill().restore();
}

export async function renderLabelSheetDocument(input: TLabelSheetInput): Promise<Uint8Array> {
  const { doc, done } = await open('QR labels', input.supplierName, 0);
  const QRCode = await loadQrCode();
  const top = ((297 - LABEL.rows * LABEL.height) / 2) * MM;
  input.labels.slice(0, LABEL.columns * LABEL.rows).forEach((label, index) => {
    const x = (index % LABEL.columns) * LABEL.width * MM;
    const y = top + Math.floor(index / LABEL.columns) * LABEL.height * MM;
    const qrY = y + ((LABEL.height - LABEL.qr) / 2) * MM;
    drawQr(doc, QRCode, label.code, x + LABEL.quiet * MM, qrY, LABEL.qr * MM);
    const textX = x + (LABEL.quiet * 2 + LABEL.qr) * MM;
    const textWidth = (LABEL.width - LABEL.quiet * 3 - LABEL.qr) * MM;
    doc.fillColor('#000000').font('Helvetica-Bold').fontSize(8);
    doc.text(label.articleName, textX, qrY, { width: textWidth, height: 30, ellipsis: true });
    doc.font('Helvetica').fontSize(7.5);
    doc.text(label.serialNumber, textX, qrY + 34, { width: textWidth, lineBreak: false });
    doc.text(label.code, textX, qrY + 46, { width: textWidth, lineBreak: false });
    doc.fontSize(6).fillColor('#555555');
    doc.text(input.supplierName, textX, qrY + 62, { width: textWidth, lineBreak: false });
  });
  doc.end();
  return done;
}
