// Makes the injected database available as app.db and, when the app owns it, closes it
// together with the app.
import type { FastifyInstance } from 'fastify';
import type { TDatabase } from '../db/database.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: TDatabase;
  }
}

export function databasePlugin(app: FastifyInstance, db: TDatabase, ownsDatabase: boolean): void {
  app.decorate('db', db);
  if (ownsDatabase) app.addHook('onClose', () => db.close());
}
