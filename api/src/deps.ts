// What the routes are built from: injected by app.ts, never imported as globals.
import type { TConfig } from './config.js';
import type { TDatabase } from './db/database.js';
import type { TMailer } from './mail/mailer.js';

export type TDeps = {
  config: TConfig;
  db: TDatabase;
  mailer: TMailer;
};
