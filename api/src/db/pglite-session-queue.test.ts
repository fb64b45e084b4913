// Several pg clients on the one PGlite session: what each must (not) see of the others.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LISTEN_CLIENT, NotificationSplitter, URGENT_CLIENT } from './pglite-session-queue.js';
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

describe('notifications on the one session (live updates)', () => {
  it('hands a committed NOTIFY to the listening client, not to the one that committed', async () => {
    const listener = await connect(LISTEN_CLIENT);
    const heard: string[] = [];
    listener.on('notification', (message) => heard.push(`${message.channel}:${message.payload}`));
    await listener.query('LISTEN test_live');
    const writer = await connect();
    const writerHeard: string[] = [];
    writer.on('notification', (message) => writerHeard.push(message.payload ?? ''));
    await writer.query('BEGIN');
    await writer.query("SELECT pg_notify('test_live', 'one')");
    await writer.query('COMMIT');
    await writer.query('BEGIN');
    await writer.query("SELECT pg_notify('test_live', 'rolled back')");
    await writer.query('ROLLBACK');
    await writer.query("SELECT pg_notify('test_live', 'two')");
    const deadline = Date.now() + 3_000;
    while (heard.length < 2 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(heard).toEqual(['test_live:one', 'test_live:two']);
    expect(writerHeard).toEqual([]);
    // Both connections go on answering as before.
    expect((await writer.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
    expect((await listener.query('SELECT 2 AS two')).rows).toEqual([{ two: 2 }]);
    await listener.query('UNLISTEN test_live');
  });
});

describe('NotificationSplitter', () => {
  const message = (type: string, body: number[]) => {
    const bytes = new Uint8Array(5 + body.length);
    bytes[0] = type.charCodeAt(0);
    new DataView(bytes.buffer).setInt32(1, 4 + body.length);
    bytes.set(body, 5);
    return bytes;
  };
  const row = message('D', [0, 1, 0, 0, 0, 2, 65, 66]);
  const notification = message('A', [0, 0, 0, 7, 99, 0, 120, 0]);
  const ready = message('Z', [73]);
  const answer = Buffer.concat([row, notification, row, notification, ready]);
  const rest = Buffer.concat([row, row, ready]);

  it('passes every other byte in order and each notification whole, wherever the chunks are cut', () => {
    for (let first = 0; first <= answer.length; first += 1) {
      for (let second = first; second <= answer.length; second += 3) {
        const splitter = new NotificationSplitter();
        const passed: Uint8Array[] = [];
        const notified: Uint8Array[] = [];
        for (const chunk of [
          answer.subarray(0, first),
          answer.subarray(first, second),
          answer.subarray(second),
        ]) {
          splitter.split(
            chunk,
            (run) => passed.push(Buffer.from(run)),
            (n) => notified.push(n),
          );
        }
        expect(Buffer.concat(passed).equals(rest), `cut at ${first}, ${second}`).toBe(true);
        expect(notified.map((n) => Buffer.from(n).equals(notification))).toEqual([true, true]);
      }
    }
  });
});
