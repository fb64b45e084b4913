// Every kind of PDF the portal draws, checked with the tools a customer's office uses
// (Debian's poppler-utils and qpdf, installed by scripts/ensure-test-tools.mjs): drawn
// with a corpus of the names care staff and clients carry, each name comes back exactly
// from pdftotext, every font is embedded as a subset with a ToUnicode map, qpdf finds no
// damage, the documents are tagged, an invoice claims PDF/A-2b, nothing is printed outside
// the page's margins, and a long document numbers its pages.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { TInvoiceForPdf } from '../repositories/invoices-repository.js';
import { renderInvoicePdfDocument } from './invoice-pdf-document.js';
import {
  renderInspectionReportDocument,
  renderLabelSheetDocument,
  renderRepairSlipDocument,
} from './product-pdf-documents.js';
import { renderRentalDocument, type TRentalDocumentInput } from './rental-pdf-documents.js';
import { readSupplier } from './supplier-profile.js';
import { REPO_ROOT } from '../package-paths.js';

/** Names with every letter the issue lists, and one long unbroken name. */
export const NAMES = [
  'Şükrü Yılmaz',
  'Ayşe Öztürk-Çelik',
  'Gülsüm Ğüneş',
  'İbrahim Işık',
  'Łukasz Wiśniewski',
  'Małgorzata Król-Żuraw',
  'Józef Ćwikliński',
  'Agnieszka Dąbrowska-Nowak',
  'Ĳsbrand van der Ĳssel',
  'Œnone Lefèvre',
  'Ærøskøbing Håkon Østergård',
  'Strauß Müller',
  'Erdős Pál Szűcs',
  'Ștefan Țăranu',
  'Nguyễn Văn Thắng',
  'Trần Thị Phượng',
  'Lê Hoàng Ngọc Diệp',
  'Hadjoudja Mohammedi Wolfeschlegelsteinhausenbergerdorffvoralternwaren',
];

const supplier = readSupplier({ portalConfigPath: join(REPO_ROOT, 'config', 'portal.json') });
// why: PDF_SHOTS_DIR keeps every rendered PDF there, to look at them (pdftoppm, a viewer).
const kept = process.env.PDF_SHOTS_DIR;
if (kept) mkdirSync(kept, { recursive: true });
const work = kept ?? mkdtempSync(join(tmpdir(), 'portal-pdf-'));
afterAll(() => {
  if (!kept) rmSync(work, { recursive: true, force: true });
});

function tool(command: string, args: string[]): string {
  return execFileSync(command, args, { encoding: 'utf8', maxBuffer: 32 * 1024 * 1024 });
}

function save(name: string, bytes: Uint8Array): string {
  const file = join(work, `${name}.pdf`);
  writeFileSync(file, bytes);
  return file;
}

/** pdftotext's text with every run of white space as one space (lines wrap at spaces). */
function textOf(file: string): string {
  return tool('pdftotext', ['-enc', 'UTF-8', file, '-']).replace(/\s+/g, ' ');
}

/** Each font of `file` as pdffonts lists it: name, embedded, subset, ToUnicode. */
function fontsOf(file: string): { name: string; emb: string; sub: string; uni: string }[] {
  return tool('pdffonts', [file])
    .split('\n')
    .slice(2)
    .filter((line) => line.trim())
    .map((line) => {
      const cells = line.trim().split(/\s+/);
      // name ... emb sub uni object ID
      const [uni, sub, emb] = cells.slice(-3 - 2, -2).reverse();
      return { name: cells[0] ?? '', emb: emb ?? '', sub: sub ?? '', uni: uni ?? '' };
    });
}

/** The boxes of every word (pdftotext -bbox), per page, in points. */
function wordBoxes(file: string): { xMin: number; yMin: number; xMax: number; yMax: number }[] {
  const html = tool('pdftotext', ['-bbox', file, '-']);
  return [
    ...html.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)"/g),
  ].map((m) => ({
    xMin: Number(m[1]),
    yMin: Number(m[2]),
    xMax: Number(m[3]),
    yMax: Number(m[4]),
  }));
}

function checkDocument(file: string, names: readonly string[]): string {
  expect(tool('qpdf', ['--check', file])).toContain('No syntax or stream encoding errors');
  const fonts = fontsOf(file);
  expect(fonts.length).toBeGreaterThan(0);
  for (const font of fonts) {
    expect(font, font.name).toMatchObject({ emb: 'yes', sub: 'yes', uni: 'yes' });
    expect(font.name).toMatch(/^[A-Z]{6}\+NotoSans/);
  }
  const info = tool('pdfinfo', [file]);
  expect(info).toMatch(/Tagged:\s+yes/);
  expect(info).toMatch(/Page size:\s+595\.28 x 841\.89 pts \(A4\)/);
  const text = textOf(file);
  for (const name of names) expect(text, name).toContain(name);
  // Nothing in a printer's 5 mm (14 pt) margin, nothing cut off at the page's edge.
  for (const box of wordBoxes(file)) {
    expect(box.xMin).toBeGreaterThanOrEqual(14);
    expect(box.yMin).toBeGreaterThanOrEqual(14);
    expect(box.xMax).toBeLessThanOrEqual(595.28 - 14);
    expect(box.yMax).toBeLessThanOrEqual(841.89 - 14);
  }
  return text;
}

function invoice(overrides: Partial<TInvoiceForPdf> = {}): TInvoiceForPdf {
  return {
    id: 1,
    invoiceNumber: 'VF-2026-000001',
    invoiceDate: '2026-10-31',
    title: `Levering en installatie Hoog-laagbed voor ${NAMES[0]}`,
    documentName: 'factuur-VF-2026-000001.pdf',
    amountCents: 0,
    invoiceType: 0,
    paymentStatus: 'OPEN',
    originType: 'SALE',
    lines: NAMES.map((name, at) => ({
      description: `Bezorgen en installeren Hoog-laagbed (SN-DEMO-000${at}) bij ${name}`,
      quantity: 1,
      unitPriceCents: 7500,
      amountCents: 7500,
      vatRate: at % 3 === 0 ? 21 : 9,
    })),
    organisationName: 'Zorggroep De Linde',
    customerKvk: '41234567',
    customerAddress: {
      street: 'Lindelaan 12',
      postalCode: '3571 AB',
      city: 'Utrecht',
      country: 'NL',
    },
    locationName: 'Paviljoen Noord',
    address: 'Lindelaan 12a, 3571 AB Utrecht',
    rentalCaseId: 12,
    rentalCaseName: 'Hoog-laagbed',
    serialNumber: 'SN-DEMO-0001',
    creditedInvoice: null,
    ...overrides,
  };
}

function rental(kind: TRentalDocumentInput['kind'], name: string): TRentalDocumentInput {
  return {
    supplier,
    kind,
    documentNumber: 'AB-DL-000012',
    documentDate: '2026-10-31',
    rentalCaseId: 12,
    organisationName: 'Zorggroep De Linde',
    customerAddress: 'Lindelaan 12, 3571 AB Utrecht',
    articleName: 'Hoog-laagbed',
    serialNumber: 'SN-DEMO-0001',
    productBrand: 'Invacare',
    productType: 'SB 755',
    barcode: 'VH-DEMO-0001',
    startDate: '2026-10-31',
    endDate: '2026-11-20',
    endUser: name,
    generalUse: false,
    locationName: 'Paviljoen Noord',
    rentalAddress: 'Paviljoen Noord, Lindelaan 12a, 3571 AB Utrecht',
    department: 'Kortdurende opname',
    room: 'Kamer N1',
    contactName: NAMES[4] ?? null,
    contactPhone: '030 234 56 00',
    priceDisplay: '€ 4,50 per dag',
  };
}

describe('every PDF kind prints every name', () => {
  it('an invoice: PDF/A-2b, BTW per rate, two numbered pages with the letterhead', async () => {
    const file = save('invoice', await renderInvoicePdfDocument({ supplier, invoice: invoice() }));
    const text = checkDocument(file, [...NAMES, 'SN-DEMO-0001']);
    expect(tool('pdfinfo', ['-meta', file])).toMatch(
      /<pdfaid:part>2<\/pdfaid:part>\s*<pdfaid:conformance>B</,
    );
    expect(tool('pdfinfo', [file])).toMatch(/Pages:\s+2/);
    for (const part of [
      'Pagina 1 van 2',
      'Pagina 2 van 2',
      'Vitalis Zorghulpmiddelen B.V.',
      'Kanaalweg 14',
      'KvK 30123456',
      'BTW NL812345678B01',
      'IBAN NL91 ABNA 0417 1643 00',
      'Factuurdatum 31-10-2026',
      'Vervaldatum 30-11-2026',
      'BTW 9% € 900,00 € 81,00',
      'BTW 21% € 450,00 € 94,50',
      'Totaal incl. BTW € 1.525,50',
    ]) {
      expect(text, part).toContain(part);
    }
    // The serial never breaks at its hyphen.
    expect(tool('pdftotext', ['-enc', 'UTF-8', file, '-'])).not.toMatch(/SN-\s*\n/);
  });

  it('a credit invoice: negative amounts and the invoice it corrects', async () => {
    const file = save(
      'credit',
      await renderInvoicePdfDocument({
        supplier,
        invoice: invoice({
          invoiceType: 1,
          lines: invoice().lines.slice(0, 2),
          creditedInvoice: { number: 'VF-2026-000000', date: '2026-09-30' },
        }),
      }),
    );
    const text = checkDocument(file, NAMES.slice(0, 2));
    expect(text).toContain('Creditfactuur VF-2026-000001');
    expect(text).toContain('Correctie op factuur VF-2026-000000 van 30-09-2026');
    expect(text).toContain('Totaal incl. BTW € -172,50');
  });

  it('an inspection report', async () => {
    const file = save(
      'inspection',
      await renderInspectionReportDocument({
        supplier,
        organisationName: 'Zorggroep De Linde',
        inspectionNumber: 'K-000012',
        conclusionLabel: 'Goedgekeurd',
        inspectionType: 'NEN 3140',
        plannedDate: '2026-10-01',
        inspectDate: '2026-10-03',
        inspector: NAMES[4] ?? null,
        remarks: `Besproken met ${NAMES.join(', ')}.`,
        articleName: 'Hoog-laagbed',
        serialNumber: 'SN-DEMO-0001',
        place: 'Paviljoen Noord',
        nextInspectionDate: '2027-10-03',
      }),
    );
    const text = checkDocument(file, NAMES);
    expect(text).toContain('Keuringsrapport');
    expect(text).toContain('Keuringsdatum 03-10-2026');
  });

  it('both repair slips are headed Reparatiebon', async () => {
    for (const isClientRepair of [true, false]) {
      const file = save(
        `repair-${isClientRepair}`,
        await renderRepairSlipDocument({
          supplier,
          organisationName: 'Zorggroep De Linde',
          repairNumber: isClientRepair ? 'EIG-000001' : 'R-000001',
          statusLabel: 'Gerepareerd',
          isClientRepair,
          createDate: '2026-10-01',
          repairDate: '2026-10-02',
          repairer: NAMES[14] ?? null,
          description: 'Wiel vervangen',
          remark: `Gemeld door ${NAMES.join(', ')}`,
          articleName: 'Hoog-laagbed',
          serialNumber: 'SN-DEMO-0001',
          place: 'Paviljoen Noord',
          signature: null,
        }),
      );
      const text = checkDocument(file, NAMES);
      expect(text).toContain('Reparatiebon');
      expect(text).not.toContain('Reparatie registreren');
    }
  });

  it('the afleverbon, the huurovereenkomst and the retourbon', async () => {
    for (const [kind, title] of [
      ['delivery', 'Afleverbon'],
      ['contract', 'Huurovereenkomst'],
      ['return', 'Retourbon'],
    ] as const) {
      for (const [at, name] of NAMES.entries()) {
        if (at % 6 !== (kind === 'delivery' ? 0 : kind === 'contract' ? 1 : 2)) continue;
        const file = save(`${kind}-${at}`, await renderRentalDocument(rental(kind, name)));
        const text = checkDocument(file, kind === 'contract' ? [] : [name]);
        expect(text).toContain(title);
        const start = kind === 'contract' ? 'Ingangsdatum' : 'Startdatum huur';
        expect(text).toContain(`${start} 31-10-2026`);
        expect(text).not.toContain('2026-10-31');
      }
    }
  });

  it('a sheet of QR labels', async () => {
    const file = save(
      'labels',
      await renderLabelSheetDocument({
        supplier,
        labels: NAMES.slice(0, 17).map((name, at) => ({
          code: `VZ-DL-${String(at + 1).padStart(6, '0')}`,
          articleName: name,
          serialNumber: `SN-DEMO-${String(at).padStart(4, '0')}`,
        })),
      }),
    );
    checkDocument(file, [
      'VZ-DL-000001',
      'SN-DEMO-0016',
      ...NAMES.slice(0, 17).filter((n) => n.length < 20),
    ]);
  });
});
