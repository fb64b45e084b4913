import { MESSAGES } from '@portal/shared/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ANNA,
  BRAM,
  CARLA,
  createTestContext,
  type TTestContext,
} from '../../testing/test-context.js';

let t: TTestContext;
let anna: string;
let carla: string;
beforeAll(async () => {
  t = await createTestContext();
  anna = await t.login(ANNA);
  carla = await t.login(CARLA);
});
afterAll(() => t.close());

type TOption = { value: number; label: string; selected?: boolean };
const options = (response: unknown, key: string) =>
  (response as Record<string, TOption[]>)[key] ?? [];

async function locationId(name: string): Promise<number> {
  const [row] = await t.db.query<{ id: number }>('SELECT id FROM locations WHERE name = $1', [
    name,
  ]);
  if (!row) throw new Error(`no location ${name}`);
  return row.id;
}

describe('GET /global/locations/:id', () => {
  it('answers the top level for 0 and the children of a location', async () => {
    const top = await t.call('GET', '/global/locations/0', { token: anna });
    expect(top.json.status).toBe('success');
    expect(options(top.json.response, 'locations').map((o) => o.label)).toEqual([
      'Dagbesteding De Boomgaard',
      'Verpleeghuis Het Anker',
      'Woonzorgcentrum De Linde',
    ]);
    const parent = await locationId('Woonzorgcentrum De Linde');
    const children = await t.call('GET', `/global/locations/${parent}`, { token: anna });
    expect(options(children.json.response, 'locations').map((o) => o.label)).toEqual([
      'Paviljoen Noord',
      'Paviljoen Zuid',
    ]);
  });

  it("answers another organisation's location like a missing one", async () => {
    const parent = await locationId('Woonzorgcentrum De Linde');
    const foreign = await t.call('GET', `/global/locations/${parent}`, { token: carla });
    const missing = await t.call('GET', '/global/locations/999999', { token: carla });
    expect(foreign.json).toEqual({ status: 'success', message: null, response: { locations: [] } });
    expect(missing.json).toEqual(foreign.json);
  });

  it('refuses an id that is not a number, with a Dutch field message', async () => {
    const answer = await t.call('GET', '/global/locations/abc', { token: anna });
    expect(answer.statusCode).toBe(200);
    expect(answer.json).toEqual({
      status: 'error',
      message: MESSAGES.invalidInput,
      response: { fields: { id: MESSAGES.numeric } },
    });
  });

  it('needs a session', async () => {
    expect((await t.call('GET', '/global/locations/0')).statusCode).toBe(401);
  });
});

describe('GET /global/departments/:id', () => {
  it('answers the departments of a location', async () => {
    const id = await locationId('Verpleeghuis Het Anker');
    const answer = await t.call('GET', `/global/departments/${id}`, { token: anna });
    expect(options(answer.json.response, 'departments').map((o) => o.label)).toEqual([
      'Afdeling Haven',
      'Afdeling Zeezicht',
    ]);
  });

  it("answers another organisation's location like a missing one", async () => {
    const id = await locationId('Verpleeghuis Het Anker');
    const foreign = await t.call('GET', `/global/departments/${id}`, { token: carla });
    const missing = await t.call('GET', '/global/departments/999999', { token: carla });
    expect(foreign.json).toEqual({
      status: 'success',
      message: null,
      response: { departments: [] },
    });
    expect(missing.json).toEqual(foreign.json);
  });

  it('refuses 0', async () => {
    const answer = await t.call('GET', '/global/departments/0', { token: anna });
    expect(answer.json.response).toEqual({ fields: { id: MESSAGES.invalidValue } });
  });
});

describe('GET /global/contacts', () => {
  it("lists the organisation's contacts with the caller's own selected", async () => {
    const bram = await t.login(BRAM);
    const answer = await t.call('GET', '/global/contacts', { token: bram });
    const contacts = options(answer.json.response, 'contacts');
    expect(contacts.filter((c) => c.selected).map((c) => c.label)).toEqual(['Bram Jansen']);
    expect(contacts.map((c) => c.label)).toContain('Anna de Vries');
    expect(contacts.map((c) => c.label)).not.toContain('Carla Smit');
    expect(contacts.length).toBeGreaterThanOrEqual(5);
  });
});

describe('supplier reference data', () => {
  it('lists warehouses and inspection types', async () => {
    const warehouses = await t.call('GET', '/global/warehouses', { token: carla });
    expect(options(warehouses.json.response, 'warehouses').map((o) => o.label)).toContain(
      'Magazijn Zwolle',
    );
    const types = await t.call('GET', '/global/inspections/types', { token: carla });
    expect(options(types.json.response, 'inspectionTypes').length).toBeGreaterThanOrEqual(3);
  });

  it('lists the categories of a list, with price and flags', async () => {
    const answer = await t.call('POST', '/global/articles/categories', {
      token: anna,
      body: { articleType: 'rental' },
    });
    const categories = (answer.json.response as { categories: Record<string, unknown>[] })
      .categories;
    const beds = categories.find((c) => c.title === 'Hoog-laagbedden');
    expect(beds).toMatchObject({
      priceDisplay: '€ 4,50 per dag',
      isRentable: 1,
      hasMeasurementsBed: 1,
    });
    expect(categories.find((c) => c.title === 'Bedden')).toMatchObject({
      parentId: null,
      isRentable: 0,
    });
    expect(categories.find((c) => c.title === 'Plafondliften')).toBeUndefined();
    const intern = await t.call('POST', '/global/articles/categories', {
      token: anna,
      body: { articleType: 'intern' },
    });
    const internTitles = (
      intern.json.response as { categories: { title: string }[] }
    ).categories.map((c) => c.title);
    expect(internTitles).toContain('Plafondliften');
  });

  it('refuses an unknown list', async () => {
    const answer = await t.call('POST', '/global/articles/categories', {
      token: anna,
      body: { articleType: 'x' },
    });
    expect(answer.json).toEqual({
      status: 'error',
      message: MESSAGES.invalidInput,
      response: { fields: { articleType: MESSAGES.invalidValue } },
    });
  });

  it('lists the articles of a category and type', async () => {
    const [category] = await t.db.query<{ id: number }>(
      "SELECT id FROM article_categories WHERE title = 'Hoog-laagbedden'",
    );
    const rental = await t.call('POST', '/global/articles/list', {
      token: anna,
      body: { categoryId: category?.id, articleType: 'RENTAL' },
    });
    const names = (
      rental.json.response as { articles: { id: number; name: string }[] }
    ).articles.map((a) => a.name);
    expect(names).toEqual([
      'Hoog-laagbed Invacare Medley Ergo',
      'Hoog-laagbed Vitalis Comfort 90x200',
    ]);
    const missing = await t.call('POST', '/global/articles/list', {
      token: anna,
      body: { articleType: 'DEPOT' },
    });
    expect(missing.json.response).toEqual({ fields: { categoryId: MESSAGES.required } });
    const text = await t.call('POST', '/global/articles/list', {
      token: anna,
      body: { categoryId: 'twee', articleType: 'DEPOT' },
    });
    expect(text.json.response).toEqual({ fields: { categoryId: MESSAGES.numeric } });
  });
});

describe('GET /global/administrators', () => {
  it("names the own organisation's administrators to any signed-in user, nobody else's", async () => {
    const bram = await t.login(BRAM);
    const answer = await t.call('GET', '/global/administrators', { token: bram });
    expect(answer.json.status).toBe('success');
    const administrators = (
      answer.json.response as { administrators: { fullName: string; email: string }[] }
    ).administrators;
    const emails = administrators.map((a) => a.email);
    expect(emails).toContain(ANNA);
    expect(emails).not.toContain(BRAM);
    expect(emails).not.toContain(CARLA);
    const other = await t.call('GET', '/global/administrators', { token: carla });
    const otherEmails = (
      other.json.response as { administrators: { email: string }[] }
    ).administrators.map((a) => a.email);
    expect(otherEmails).toContain(CARLA);
    expect(otherEmails).not.toContain(ANNA);
  });

  it('refuses a caller without a session', async () => {
    const answer = await t.call('GET', '/global/administrators', {});
    expect(answer.json.status).not.toBe('success');
  });
});
