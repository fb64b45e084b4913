// The management PDFs and who may download: a repair's slip, an invoice's PDF (also inline
// for the browser's viewer), every document type refused to a user without the management
// route, and an unknown document type refused as bad input.
import { MESSAGES, todayIso } from '@portal/shared/rules';
import { describe, expect, it } from 'vitest';
import { idOf } from '../../testing/rental-fixtures.js';
import { BRAM } from '../../testing/test-context.js';
import {
  anna,
  download,
  setUpManagementDownloadTests,
  t,
  topLocation,
} from './management-download-context.js';

setUpManagementDownloadTests();

describe('the repair slip and who may download', () => {
  it('answers the slip of a repair of the organisation as a PDF', async () => {
    const repairId = await idOf(
      t.db,
      `SELECT r.id FROM repairs r JOIN organisations o ON o.id = r.organisation_id
       WHERE o.name = 'Zorggroep De Linde' AND r.status = 'FIXED' LIMIT 1`,
    );
    const answer = await download({ documentType: 'repair', repairId });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const foreign = await idOf(
      t.db,
      `SELECT r.id FROM repairs r JOIN organisations o ON o.id = r.organisation_id
       WHERE o.name = 'Thuiszorg Oost' LIMIT 1`,
    );
    expect((await download({ documentType: 'repair', repairId: foreign })).json()).toMatchObject({
      status: 'error',
      message: MESSAGES.notFound,
    });
  });

  it("answers an invoice's PDF of any origin to whom may open the management invoice list", async () => {
    const org = await idOf(t.db, "SELECT id FROM organisations WHERE name = 'Zorggroep De Linde'");
    const controller = await t.loginWith('controller@delinde.nl', {
      '/management/invoices': 1,
    });
    const rentalInvoice = await idOf(
      t.db,
      "SELECT id FROM invoices WHERE organisation_id = $1 AND origin_type = 'RENTAL' LIMIT 1",
      [org],
    );
    // the global download asks for /rentals, which this user lacks
    const global = await t.app.inject({
      url: `/Rest/Pwa/global/download/invoice/${rentalInvoice}`,
      headers: { 'x-auth-token': controller },
    });
    expect(global.statusCode).toBe(403);
    const answer = await download(
      { documentType: 'invoice', invoiceId: rentalInvoice },
      controller,
    );
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(answer.headers['content-disposition']).toMatch(/^attachment; filename="/);
    expect((await download({ documentType: 'repairs' }, controller)).statusCode).toBe(403);
  });

  it("answers an invoice's PDF inline for the browser's viewer with ?inline=1 (issue 38)", async () => {
    const invoiceId = await idOf(
      t.db,
      `SELECT i.id FROM invoices i JOIN organisations o ON o.id = i.organisation_id
       WHERE o.name = 'Zorggroep De Linde' AND i.origin_type = 'Depot' LIMIT 1`,
    );
    const view = await download({ documentType: 'invoice', invoiceId }, anna, '?inline=1');
    expect(view.statusCode).toBe(200);
    expect(view.headers['content-type']).toBe('application/pdf');
    expect(view.headers['content-disposition']).toMatch(/^inline; filename="factuur-/);
    expect(view.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const other = await download({ documentType: 'invoice', invoiceId }, anna, '?inline=true');
    expect(other.headers['content-disposition']).toMatch(/^attachment; /);
    // a spreadsheet stays a file to save
    const sheet = await download({ documentType: 'invoices' }, anna, '?inline=1');
    expect(sheet.headers['content-disposition']).toMatch(/^attachment; /);
  });

  it('refuses medewerker@delinde.nl (only /rentals and /requests) every document type: 403', async () => {
    const bram = await t.login(BRAM);
    const year = Number(todayIso().slice(0, 4));
    const bodies = [
      { documentType: 'rental', tabType: 'DELIVER' },
      { documentType: 'activerental' },
      { documentType: 'rental-category', tabType: 'ACTIVE' },
      { documentType: 'rentaldate', filters: { date: todayIso() } },
      { documentType: 'repairs' },
      { documentType: 'repair', repairId: 1 },
      { documentType: 'depot' },
      { documentType: 'depot-category' },
      { documentType: 'depotdate', filters: { date: todayIso() } },
      { documentType: 'products location' },
      { documentType: 'products depot' },
      {
        documentType: 'rentalcost',
        filters: {
          fromMonth: 1,
          fromYear: year,
          toMonth: 1,
          toYear: year,
          locationId: topLocation,
        },
      },
      { documentType: 'invoices' },
      { documentType: 'invoice', invoiceId: 1 },
    ];
    for (const body of bodies) {
      const answer = await download(body, bram);
      expect(answer.statusCode, body.documentType).toBe(403);
      expect(answer.json()).toMatchObject({ status: 'error', message: MESSAGES.forbidden });
    }
  });

  it('refuses an unknown document type as bad input', async () => {
    const answer = await download({ documentType: 'salaris' });
    expect(answer.json()).toMatchObject({ status: 'error', message: MESSAGES.invalidInput });
  });
});
