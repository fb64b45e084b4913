// GET /customer/requests/details/{id}: status, type, people, custom data and steps, the
// files sent with a request, the handling employee, another organisation's request like a
// missing one, and stored markup never sent unescaped.

import { MESSAGES } from '@portal/shared/rules';
import { describe, expect, it } from 'vitest';
import { appendProcessStep } from '../../repositories/customer-requests-repository.js';
import { insertFile } from '../../repositories/files-repository.js';
import {
  anna,
  carla,
  clock,
  contact1,
  ids,
  linde,
  make,
  setUpCustomerRequestTests,
  t,
  top,
} from './customer-requests-context.js';

setUpCustomerRequestTests();

describe('GET /customer/requests/details/{id}', () => {
  it('answers status, type, people, custom data in stored order and steps oldest first', async () => {
    const id = await make(linde, 'OPEN', 'DEPOT-IN', {
      contactId: contact1.id,
      locationFromId: top.id,
      customData: [
        { key: 'reference', title: 'Eigen referentie', value: 'Kamer 12 & 13' },
        { key: 'comments', title: 'Opmerkingen', value: 'Regel 1\nRegel 2' },
        { key: 'amount', title: 'Aantal', value: '2' },
      ],
    });
    await appendProcessStep(t.db, {
      organisationId: linde,
      requestId: id,
      action: 'Gebeld',
      message: 'Afspraak gemaakt',
      createdAt: new Date(clock + 3_600_000),
    });
    await appendProcessStep(t.db, {
      organisationId: linde,
      requestId: id,
      action: 'Ingepland',
      message: null,
      createdAt: new Date(clock + 1_800_000),
    });
    const answer = await t.call('GET', `/customer/requests/details/${id}`, { token: anna });
    expect(answer.statusCode).toBe(200);
    const details = (answer.json.response as { details: Record<string, unknown> }).details;
    expect(details).toMatchObject({
      title: `Aanvraag ${id}`,
      status: 'OPEN',
      type: 'DEPOT-IN',
      customerRequestId: id,
      user: 'Anna de Vries',
      contact: contact1.name,
      employee: null,
    });
    expect(Object.keys(details.customData as object)).toEqual(['reference', 'comments', 'amount']);
    expect(details.customData).toEqual({
      reference: { title: 'Eigen referentie', value: 'Kamer 12 &amp; 13' },
      comments: { title: 'Opmerkingen', value: 'Regel 1<br>Regel 2' },
      amount: { title: 'Aantal', value: '2' },
    });
    expect(
      (details.process as { action: string; message: string }[]).map((step) => [
        step.action,
        step.message,
      ]),
    ).toEqual([
      ['Aanvraag ingediend', 'Ingediend via het klantportaal'],
      ['Ingepland', ''],
      ['Gebeld', 'Afspraak gemaakt'],
    ]);
  });

  it('lists the files sent with the request, which its users can download', async () => {
    const id = await make(linde, 'OPEN', 'REPAIR-RENTAL', {});
    const guid = await insertFile(t.db, {
      organisationId: linde,
      ownerType: 'customer_request',
      ownerId: id,
      type: 'IMAGE',
      typeDisplay: 'Foto',
      description: 'zijhek.png',
      fileName: 'zijhek.png',
      mimeType: 'image/png',
      content: new Uint8Array(Buffer.from(`\x89PNG\r\n\x1a\n${'x'.repeat(200)}`, 'latin1')),
    });
    const answer = await t.call('GET', `/customer/requests/details/${id}`, { token: anna });
    expect(answer.json.response).toMatchObject({
      details: { files: [{ guid, fileName: 'zijhek.png', mimeType: 'image/png', type: 'IMAGE' }] },
    });
    const image = await t.app.inject({
      url: `/Rest/Pwa/global/download/image/${guid}`,
      headers: { 'x-auth-token': anna },
    });
    expect(image.headers['content-type']).toBe('image/png');
    const foreign = await t.app.inject({
      url: `/Rest/Pwa/global/download/image/${guid}`,
      headers: { 'x-auth-token': carla },
    });
    expect(foreign.json()).toEqual({ status: 'error', message: MESSAGES.notFound, response: null });
  });

  it('shows the handling employee when there is one', async () => {
    const answer = await t.call('GET', `/customer/requests/details/${ids.done}`, { token: anna });
    expect(answer.json.response).toMatchObject({
      details: { status: 'COMPLETED', employee: 'Piet Pieters' },
    });
  });

  it("answers another organisation's request exactly like a missing one", async () => {
    const foreign = await t.call('GET', `/customer/requests/details/${ids.oost}`, { token: anna });
    const missing = await t.call('GET', '/customer/requests/details/987654', { token: anna });
    const huge = await t.call('GET', '/customer/requests/details/99999999999', { token: anna });
    expect(foreign.statusCode).toBe(200);
    expect(foreign.json).toEqual({ status: 'error', message: MESSAGES.notFound, response: null });
    expect(missing.statusCode).toBe(foreign.statusCode);
    expect(missing.json).toEqual(foreign.json);
    expect(missing.raw.body).toBe(foreign.raw.body);
    // an id beyond the column's range is bad input, not a missing request
    expect(huge.json).toMatchObject({ status: 'error', message: MESSAGES.invalidInput });
    // Its owner does see it.
    const own = await t.call('GET', `/customer/requests/details/${ids.oost}`, { token: carla });
    expect(own.json.status).toBe('success');
  });

  it('never sends stored markup unescaped: user text shows as text', async () => {
    const attack = '<img src=x onerror=alert(1)>';
    const id = await make(linde, 'OPEN', 'REPAIR-RENTAL', {
      customData: [
        { key: 'description', title: 'Omschrijving', value: attack },
        { key: 'script', title: 'Script', value: '<script>alert(2)</script>"\'' },
        { key: 'link', title: 'Link', value: '<a href="javascript:alert(3)">klik</a>' },
        {
          key: 'formatted',
          title: 'Samenvatting',
          value: '<b>Bed</b> <script>alert(4)</script><i onclick="alert(5)">x</i><br/>',
          isHtml: true,
        },
      ],
    });
    const answer = await t.call('GET', `/customer/requests/details/${id}`, { token: anna });
    const body = answer.raw.body;
    expect(body).not.toContain('<img');
    expect(body).not.toContain('<script');
    expect(body).not.toContain('<a ');
    expect(body).not.toContain('<i ');
    const customData = (
      answer.json.response as { details: { customData: Record<string, { value: string }> } }
    ).details.customData;
    expect(customData.description?.value).toBe('&lt;img src=x onerror=alert(1)&gt;');
    expect(customData.script?.value).toBe('&lt;script&gt;alert(2)&lt;/script&gt;&quot;&#39;');
    expect(customData.link?.value).toBe(
      '&lt;a href=&quot;javascript:alert(3)&quot;&gt;klik&lt;/a&gt;',
    );
    expect(customData.formatted?.value).toBe(
      '<b>Bed</b> &lt;script&gt;alert(4)&lt;/script&gt;' +
        '&lt;i onclick=&quot;alert(5)&quot;&gt;x</i><br>',
    );
  });
});
