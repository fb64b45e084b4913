// The articles area's PDFs, drawn in a worker thread (workers/tasks.ts) in the portal's
// document frame (pdf-document.ts): an inspection report, a repair slip with the
// repairer's signature, and an A4 sheet of QR labels (3 x 8 labels of 70 x 37 mm). The
// request thread calls them through files/product-pdf.ts and caches the reports and slips.
import { formatDate } from '@portal/shared/rules';
import { fields, heading, paragraph, wrapAtSpaces } from './pdf-blocks.js';
import { FONT, INK, MM, MUTED, openPdf, type TPdfFrame } from './pdf-document.js';
import { loadQrCode } from './pdf-libraries.js';
import type { TSupplier } from './supplier-profile.js';

export type TInspectionReportInput = {
  supplier: TSupplier;
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
  supplier: TSupplier;
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
export type TLabelSheetInput = { supplier: TSupplier; labels: TLabel[] };

const date = (iso: string | null) => (iso ? formatDate(iso) : '-');

export async function renderInspectionReportDocument(
  input: TInspectionReportInput,
): Promise<Uint8Array> {
  const title = `Keuringsrapport ${input.inspectionNumber}`;
  const frame = await openPdf({ title, supplier: input.supplier });
  heading(frame, 'Keuringsrapport');
  fields(frame, [
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
    heading(frame, 'Opmerkingen', 2);
    paragraph(frame, input.remarks);
  }
  return frame.finish();
}

function signature(frame: TPdfFrame, image: Uint8Array, repairer: string | null): void {
  const { doc } = frame;
  heading(frame, 'Handtekening', 2);
  const alt = repairer ? `Handtekening van ${repairer}` : 'Handtekening';
  const y = doc.y;
  frame.root.add(
    doc.struct('Figure', { alt }, [
      () => doc.image(Buffer.from(image), doc.page.margins.left, y, { fit: [200, 80] }),
    ]),
  );
  doc.y = y + 86;
}

export async function renderRepairSlipDocument(input: TRepairSlipInput): Promise<Uint8Array> {
  const title = `Reparatiebon ${input.repairNumber}`;
  const frame = await openPdf({ title, supplier: input.supplier });
  heading(frame, 'Reparatiebon');
  fields(frame, [
    ['Reparatienummer', input.repairNumber],
    [
      'Soort reparatie',
      input.isClientRepair
        ? `Eigen reparatie, geregistreerd door ${input.organisationName}`
        : `Reparatie door ${input.supplier.name}`,
    ],
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
  if (input.signature) signature(frame, input.signature, input.repairer);
  return frame.finish();
}

/**
 * Label size and sheet layout: an A4 sheet of 3 x 8 labels of 70 x 37 mm without gaps
 * (the common label stock), each with its QR code `qr` mm square at `inset` mm from the
 * label's left and centred in its height, so nothing is printed in a printer's 5 mm
 * margin (the top row's code starts 6.5 mm from the top, the first column's 6.5 mm from
 * the left) and the code keeps a quiet zone of 4 modules.
 */
export const LABEL = {
  width: 70,
  height: 37,
  columns: 3,
  rows: 8,
  qr: 25,
  inset: 6.5,
  gap: 4,
  margin: 5,
} as const;

type TQrCode = Awaited<ReturnType<typeof loadQrCode>>;

function drawQr(frame: TPdfFrame, QRCode: TQrCode, text: string, x: number, y: number): void {
  const { doc } = frame;
  const size = LABEL.qr * MM;
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const count = qr.modules.size;
  const module = size / count;
  frame.root.add(
    doc.struct('Figure', { alt: `QR-code ${text}` }, [
      () => {
        doc.save().fillColor('#000000');
        for (let row = 0; row < count; row += 1) {
          for (let col = 0; col < count; col += 1) {
            if (qr.modules.get(row, col)) {
              // why: a hair wider than the module, so no white seams show between modules.
              doc.rect(x + col * module, y + row * module, module + 0.05, module + 0.05);
            }
          }
        }
        doc.fill().restore();
      },
    ]),
  );
}

export async function renderLabelSheetDocument(input: TLabelSheetInput): Promise<Uint8Array> {
  const frame = await openPdf({
    title: 'QR-labels',
    supplier: input.supplier,
    bare: true,
    margins: { top: 0, bottom: 0, left: 0, right: 0 },
  });
  const { doc } = frame;
  const QRCode = await loadQrCode();
  const top = ((297 - LABEL.rows * LABEL.height) / 2) * MM;
  input.labels.slice(0, LABEL.columns * LABEL.rows).forEach((label, index) => {
    const x = (index % LABEL.columns) * LABEL.width * MM;
    const y = top + Math.floor(index / LABEL.columns) * LABEL.height * MM;
    const qrY = y + ((LABEL.height - LABEL.qr) / 2) * MM;
    drawQr(frame, QRCode, label.code, x + LABEL.inset * MM, qrY);
    const textX = x + (LABEL.inset + LABEL.qr + LABEL.gap) * MM;
    const textWidth = (LABEL.width - LABEL.inset * 2 - LABEL.qr - LABEL.gap) * MM;
    const text = doc.struct('P');
    frame.root.add(text);
    text.add(() => {
      doc.fillColor(INK).font(FONT.bold).fontSize(8);
      const name = wrapAtSpaces(doc, label.articleName, textWidth);
      doc.text(`${name} `, textX, qrY, { width: textWidth, height: 30, ellipsis: true });
      doc.font(FONT.regular).fontSize(7.5);
      doc.text(`${label.serialNumber} `, textX, qrY + 32, { width: textWidth, lineBreak: false });
      doc.text(`${label.code} `, textX, qrY + 43, { width: textWidth, lineBreak: false });
      doc.fontSize(6).fillColor(MUTED);
      doc.text(`${input.supplier.name} `, textX, qrY + 57, { width: textWidth, lineBreak: false });
    });
    text.end();
  });
  return frame.finish();
}
