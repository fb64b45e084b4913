// Several pg clients on the one PGlite session: what each must (not) see of the others.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { URGENT_CLIENT } from './pglite-session-queue.js';
import { SOCKET_PORT, startPgliteServer, type TPgliteServer } from './pglite-server.js';

const IDLE_IN_TRANSACTION_MS = 1_500;
let socketDir: string;
let server: TPgliteServer;
const clients: pg.Client[] = [];

async function connect(applicationName = 'test'): Promise<pg.Client> {
  const client = new pg.Client({
    host: socketDir,
    port: SOCKET_PORT,
    user: 'postgres',
    database: 'postgres',
    application_name: applicationName,
  });
  client.on('error', () => undefined);
  await client.connect();
  clients.push(client);
  return client;
}

/** Whether `promise` settles within `ms`. */
async function settlesWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  const result = await Promise.race([promise.then(() => true), late]);
  clearTimeout(timer);
  return result;
}

beforeAll(async () => {
  socketDir = mkdtempSync(join(tmpdir(), 'portal-queue-'));
  server = await startPgliteServer({
    dataDir: null,
    socketDir,
    idleInTransactionMs: IDLE_IN_TRANSACTION_MS,
  });
  const setup = await connect();
  await setup.query('CREATE TABLE items (id serial PRIMARY KEY, label text NOT NULL)');
});

afterAll(async () => {
  await Promise.all(clients.map((client) => client.end().catch(() => undefined)));
  await server.close();
  rmSync(socketDir, { recursive: true, force: true });
});

describe('the PGlite session shared over the socket', () => {
  it('keeps another client out of an open transaction until it ends', async () => {
    const [a, b] = [await connect(), await connect()];
    await a.query('BEGIN');
    await a.query("INSERT INTO items (label) VALUES ('uncommitted')");
    const read = b.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM items WHERE label = 'uncommitted'",
    );
    expect(await settlesWithin(read, 300)).toBe(false);
    await a.query('ROLLBACK');
    expect((await read).rows[0]?.n).toBe(0);
  });

  it('never mixes the extended-protocol messages of parallel clients', async () => {
    const pool = new pg.Pool({
      host: socketDir,
      port: SOCKET_PORT,
      user: 'postgres',
      database: 'postgres',
      max: 12,
    });
    try {
      const wrong: string[] = [];
      await Promise.all(
        Array.from({ length: 24 }, async (_, k) => {
          for (let i = 0; i < 20; i += 1) {
            // why: statements with different parameter counts: a Bind that reached another
            // client's Parse would fail or answer the other client's value.
            const { rows } =
              k % 2 === 0
                ? await pool.query<{ v: string }>('SELECT $1::text || $2::text AS v', ['k', k])
                : await pool.query<{ v: string }>('SELECT $1::text AS v', [`k${k}`]);
            if (rows[0]?.v !== `k${k}`) wrong.push(`${k}: ${rows[0]?.v}`);
          }
        }),
      );
      expect(wrong).toEqual([]);
    } finally {
      await pool.end();
    }
  });

  it('passes large answers on whole and in order, several at once', async () => {
    // why: PGlite hands an answer over in views of its memory that the next piece
    // overwrites; the queue gathers them into larger writes (AnswerGatherer).
    const readers = await Promise.all([connect(), connect(), connect()]);
    const answers = await Promise.all(
      readers.map((client, k) =>
        client.query<{ g: number; v: string }>(
          `SELECT g, repeat(chr(97 + (g + $1::int) % 26), 1 + g % 300) AS v
           FROM generate_series(1, 20000) g`,
          [k],
        ),
      ),
    );
    answers.forEach((answer, k) => {
      expect(answer.rows).toHaveLength(20_000);
      const wrong = answer.rows.filter(
        ({ g, v }) => v !== String.fromCharCode(97 + ((g + k) % 26)).repeat(1 + (g % 300)),
      );
      expect(wrong).toEqual([]);
    });
  });

  it('rolls back what a client left open when it disconnects', async () => {
    const [a, b] = [await connect(), await connect()];
    await a.query('BEGIN');
    await a.query("INSERT INTO items (label) VALUES ('left behind')");
    await a.end();
    const { rows } = await b.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM items WHERE label = 'left behind'",
    );
    expect(rows[0]?.n).toBe(0);
  });

  it('answers the next client normally after a failed statement of another', async () => {
    const [a, b] = [await connect(), await connect()];
    await expect(a.query('SELECT * FROM missing_table WHERE id = $1', [1])).rejects.toThrow();
    const { rows } = await b.query<{ v: number }>('SELECT $1::int AS v', [7]);
    expect(rows[0]?.v).toBe(7);
    expect((await a.query<{ v: number }>('SELECT 1 AS v')).rows[0]?.v).toBe(1);
  });

  it('cuts off a client that sits in a transaction doing nothing', async () => {
    const [a, b] = [await connect(), await connect()];
    await a.query('BEGIN');
    await a.query("INSERT INTO items (label) VALUES ('stuck')");
    const started = Date.now();
    const { rows } = await b.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM items WHERE label = 'stuck'",
    );
    expect(rows[0]?.n).toBe(0);
    expect(Date.now() - started).toBeGreaterThanOrEqual(IDLE_IN_TRANSACTION_MS - 100);
    await expect(a.query('COMMIT')).rejects.toThrow();
  });

  it('serves an urgent client before the clients that waited longer', async () => {
    const [holder, normal, urgent] = [
      await connect(),
      await connect(),
      await connect(URGENT_CLIENT),
    ];
    await holder.query('BEGIN');
    const order: string[] = [];
    const normalRead = normal.query('SELECT 1').then(() => order.push('normal'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const urgentRead = urgent.query('SELECT 1').then(() => order.push('urgent'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    await holder.query('COMMIT');
    await Promise.all([normalRead, urgentRead]);
    expect(order).toEqual(['urgent', 'normal']);
  });
});
