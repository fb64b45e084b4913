// Calls of the /Rest/Pwa contract over real HTTP, for the ops suite.
import { DEMO_PASSWORD } from '../../src/seed/demo-accounts.js';
import { sql } from './databases.js';

// why: one demo password, the seed's (README), so the suite follows when it changes.
export { DEMO_PASSWORD };
export const ANNA = 'beheerder@delinde.nl';

export type TAnswer = {
  status: number;
  headers: Headers;
  json: { status: string; message: string | null; response: unknown; auth?: { token: string } };
};

export async function call(
  base: string,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  {
    token,
    body,
    headers,
  }: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<TAnswer> {
  const answer = await fetch(`${base}/Rest/Pwa${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { 'x-auth-token': token } : {}),
      ...headers,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await answer.text();
  return {
    status: answer.status,
    headers: answer.headers,
    json: JSON.parse(text) as TAnswer['json'],
  };
}

export async function login(base: string, email = ANNA, password = DEMO_PASSWORD): Promise<string> {
  const answer = await call(base, 'POST', '/auth/login', {
    body: { emailaddress: email, password },
  });
  const token = answer.json.auth?.token;
  if (!token) throw new Error(`login of ${email} failed: ${JSON.stringify(answer.json)}`);
  return token;
}

const inAMonth = () => new Date(Date.now() + 30 * 864e5).toISOString().slice(0, 10);

/** A rental request of the demo data (Anna, De Linde), with a client name and birth date. */
export function rentalRequestBody(ids: TRentalRequestIds): Record<string, unknown> {
  return {
    articles: [
      { categoryId: ids.beds, name: 'Hoog-laagbed', amount: 1, key: 'bed-1', priceDisplay: null },
    ],
    measurementsBed: '90x210',
    deliverDate: inAMonth(),
    urgency: false,
    locationId: ids.location,
    departmentId: ids.department,
    room: 'Kamer 103',
    generalUse: false,
    clientName: 'Mevr. T. Verbeek',
    birthDate: '1941-05-17',
    customerReference: 'PO-7781',
    contactId: ids.contact,
    comments: null,
  };
}

export type TRentalRequestIds = {
  beds: number;
  location: number;
  department: number;
  contact: number;
};

/** The ids a rental request of Anna needs, read from the demo data in `database`. */
export async function rentalRequestIds(database: string): Promise<TRentalRequestIds> {
  const [ids] = await sql<TRentalRequestIds>(database, RENTAL_REQUEST_IDS_SQL);
  if (!ids) throw new Error('the demo ids are missing');
  return ids;
}

const RENTAL_REQUEST_IDS_SQL = `SELECT
  (SELECT id FROM article_categories WHERE title = 'Hoog-laagbedden') AS beds,
  (SELECT id FROM locations WHERE name = 'Woonzorgcentrum De Linde') AS location,
  (SELECT d.id FROM departments d JOIN locations l ON l.id = d.location_id
    WHERE d.name = 'Somatiek' AND l.name = 'Woonzorgcentrum De Linde') AS department,
  (SELECT c.id FROM contacts c JOIN users u ON u.id = c.user_id
    WHERE u.email = 'beheerder@delinde.nl') AS contact`;
