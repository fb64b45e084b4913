// The server log keeps no SQL parameters, details or quoted values of a failed query.
import { Writable } from 'node:stream';
import { defineCall, ZStatusOnly } from '@portal/shared/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../app.js';
import { readConfig } from '../config.js';
import { success } from '../answer/envelope.js';
import { registerCall } from '../http/register-call.js';
import { openTestDatabase, type TTestDatabase } from '../testing/test-database.js';
import type { FastifyInstance } from 'fastify';

let database: TTestDatabase;
let app: FastifyInstance;
const lines: string[] = [];

const leakyCall = defineCall({
  method: 'POST',
  path: '/test/leaky',
  params: z.object({}),
  body: z.object({ email: z.string().max(100) }),
  response: ZStatusOnly,
  access: null,
});

beforeAll(async () => {
  database = await openTestDatabase();
  await database.db.exec('CREATE TABLE leak_test (email text UNIQUE)');
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  app = await buildApp({
    config: { ...readConfig({}), checkResponses: true },
    db: database.db,
    logger: { level: 'info', stream },
  });
  registerCall(app, leakyCall, async ({ body }) => {
    await database.db.query('INSERT INTO leak_test VALUES ($1)', [body.email]);
    await database.db.query('SELECT $1::int', [body.email]);
    return success(null);
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

describe('the server log', () => {
  it('keeps the SQLSTATE and constraint of a failed query, never its parameters or values', async () => {
    for (let n = 0; n < 2; n += 1) {
      const answer = await app.inject({
        method: 'POST',
        url: '/Rest/Pwa/test/leaky',
        payload: { email: 'geheim.persoon@example.nl' },
      });
      expect(answer.statusCode).toBe(500);
    }
    const log = lines.join('');
    expect(log).toContain('unexpected error');
    expect(log).toMatch(/"code":"(22P02|23505)"/);
    expect(log).toContain('"constraint":"leak_test_email_key"');
    expect(log).not.toContain('geheim.persoon');
  });

  it('logs a client error in one line without a stack (a flood of them stays small)', async () => {
    lines.length = 0;
    const answer = await app.inject({
      method: 'POST',
      url: '/Rest/Pwa/test/leaky',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "geheim.persoon@example.nl"',
    });
    expect(answer.statusCode).toBe(400);
    const entry = lines.find((line) => line.includes('client error'));
    expect(entry).toBeDefined();
    expect(entry).toContain('"statusCode":400');
    expect(entry).not.toContain('stack');
    expect(entry).not.toContain('    at ');
    expect(lines.join('')).not.toContain('geheim.persoon');
  });
});
