// POST /customer/requests/overview: the tabs, the list fields, paging, each filter alone and
// combined, never another organisation's request; and who may call the requests area.

import { MESSAGES } from '@portal/shared/rules';
import { describe, expect, it } from 'vitest';
import { replacePermissions } from '../../repositories/users-repository.js';
import { BRAM } from '../../testing/test-context.js';
import {
  anna,
  carla,
  child,
  contact2,
  ids,
  idsOf,
  one,
  openIds,
  overview,
  setUpCustomerRequestTests,
  t,
  top,
} from './customer-requests-context.js';

setUpCustomerRequestTests();

describe('POST /customer/requests/overview', () => {
  it('maps tabs to statuses: open, processing, archive (completed and rejected)', async () => {
    expect((await overview({ tabType: 'open' })).totalCount).toBe(25);
    const processing = await overview({ tabType: 'processing' });
    expect(processing.totalCount).toBe(4);
    expect(idsOf(processing.requests)).toEqual([ids.p4, ids.p3, ids.p2, ids.p1]);
    const archive = await overview({ tabType: 'archive' });
    expect(idsOf(archive.requests)).toEqual([ids.rejected, ids.done]);
  });

  it('answers the list fields: type, ISO date, location names and contact', async () => {
    const { requests } = await overview({ tabType: 'processing' });
    const p2 = requests.find((row) => row.customerRequestId === ids.p2);
    expect(p2).toEqual({
      customerRequestId: ids.p2,
      type: 'DEPOT-OUT',
      createDate: expect.stringMatching(/^2026-01-01T\d\d:\d\d:00\.000Z$/),
      requestLocationFrom: null,
      requestLocationTo: child.name,
      contact: contact2.name,
      // Issue 38: what tells it apart (running-requests.test.ts shows them filled).
      status: 'PROCESSING',
      subject: null,
      room: null,
    });
  });

  it('pages with limitOffset = page*10-9, newest first, with the total count', async () => {
    const newestFirst = [...openIds].reverse();
    const page1 = await overview({ tabType: 'open', limitOffset: 1 });
    const page2 = await overview({ tabType: 'open', limitOffset: 11 });
    const page3 = await overview({ tabType: 'open', limitOffset: 21 });
    const page4 = await overview({ tabType: 'open', limitOffset: 31 });
    expect(idsOf(page1.requests)).toEqual(newestFirst.slice(0, 10));
    expect(idsOf(page2.requests)).toEqual(newestFirst.slice(10, 20));
    expect(idsOf(page3.requests)).toEqual(newestFirst.slice(20, 25));
    expect(page4.requests).toEqual([]);
    for (const page of [page1, page2, page3, page4]) expect(page.totalCount).toBe(25);
  });

  it('filters by each field alone', async () => {
    const byLocation = await overview({ tabType: 'processing', location: top.id });
    expect(idsOf(byLocation.requests)).toEqual([ids.p2, ids.p1]);
    expect(byLocation.totalCount).toBe(2);
    const byChild = await overview({ tabType: 'processing', location: child.id });
    expect(idsOf(byChild.requests)).toEqual([ids.p2]);
    const byType = await overview({ tabType: 'processing', requestType: 'DEPOT-IN' });
    expect(idsOf(byType.requests)).toEqual([ids.p3, ids.p1]);
    const byContact = await overview({ tabType: 'processing', contact: contact2.id });
    expect(idsOf(byContact.requests)).toEqual([ids.p3, ids.p2]);
    const byId = await overview({ tabType: 'processing', customerRequestId: ids.p3 });
    expect(idsOf(byId.requests)).toEqual([ids.p3]);
    expect(byId.totalCount).toBe(1);
  });

  it('combines filters (all must match)', async () => {
    const typeAndContact = await overview({
      tabType: 'processing',
      requestType: 'DEPOT-IN',
      contact: contact2.id,
    });
    expect(idsOf(typeAndContact.requests)).toEqual([ids.p3]);
    const typeAndLocation = await overview({
      tabType: 'processing',
      requestType: 'DEPOT-IN',
      location: top.id,
    });
    expect(idsOf(typeAndLocation.requests)).toEqual([ids.p1]);
    const all = await overview({
      tabType: 'processing',
      requestType: 'DEPOT-OUT',
      location: top.id,
      contact: contact2.id,
      customerRequestId: ids.p2,
    });
    expect(idsOf(all.requests)).toEqual([ids.p2]);
    const none = await overview({
      tabType: 'processing',
      customerRequestId: ids.p1,
      contact: contact2.id,
    });
    expect(none.requests).toEqual([]);
    expect(none.totalCount).toBe(0);
    // An id from another tab is not in this one.
    expect((await overview({ tabType: 'open', customerRequestId: ids.p1 })).totalCount).toBe(0);
    // Null filters are no filters.
    const nulls = await overview({
      tabType: 'processing',
      location: null,
      requestType: null,
      customerRequestId: null,
      contact: null,
    });
    expect(nulls.totalCount).toBe(4);
  });

  it("never lists another organisation's requests, even by id", async () => {
    expect((await overview({ tabType: 'open', customerRequestId: ids.oost })).totalCount).toBe(0);
    const oostList = await overview({ tabType: 'open' }, carla);
    expect(idsOf(oostList.requests)).toEqual([ids.oost]);
    // An id beyond the column's range is bad input, never a failure.
    const huge = await overview({ tabType: 'open', customerRequestId: 99_999_999_999 });
    expect(huge.answer.statusCode).toBe(200);
    expect(huge.answer.json).toMatchObject({ status: 'error', message: MESSAGES.invalidInput });
  });

  it('refuses a bad body with field messages', async () => {
    const { answer } = await overview({ tabType: 'everything', limitOffset: 0 });
    expect(answer.statusCode).toBe(200);
    expect(answer.json).toMatchObject({ status: 'error', message: MESSAGES.invalidInput });
  });
});

describe('access', () => {
  it('needs a session (401 SESSION_EXPIRED)', async () => {
    const answer = await t.call('POST', '/customer/requests/overview', {
      body: { tabType: 'open', limitOffset: 1, limitRows: 10 },
    });
    expect(answer.statusCode).toBe(401);
    expect(answer.json.status).toBe('SESSION_EXPIRED');
  });

  it('answers 403 to a user without the /requests permission, and lets a level-1 user in', async () => {
    const bram = await t.login(BRAM);
    expect((await overview({ tabType: 'open' }, bram)).answer.statusCode).toBe(200);
    const bramId = (await one<{ id: number }>('SELECT id FROM users WHERE email = $1', [BRAM])).id;
    await t.db.transaction((tx) => replacePermissions(tx, bramId, { '/rentals': 1 }));
    const list = await overview({ tabType: 'open' }, bram);
    expect(list.answer.statusCode).toBe(403);
    expect(list.answer.json).toEqual({
      status: 'error',
      message: MESSAGES.forbidden,
      response: null,
    });
    const details = await t.call('GET', `/customer/requests/details/${ids.p1}`, { token: bram });
    expect(details.statusCode).toBe(403);
    await t.db.transaction((tx) =>
      replacePermissions(tx, bramId, { '/rentals': 1, '/requests': 1 }),
    );
  });

  it('has no customer call that moves a request', async () => {
    for (const path of ['/customer/requests/process', '/customer/requests/complete']) {
      const answer = await t.call('POST', path, { token: anna, body: { id: ids.p1 } });
      expect(answer.statusCode).toBe(404);
    }
  });
});
