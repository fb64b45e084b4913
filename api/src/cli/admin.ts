// Admin CLI for supplier staff: `pnpm admin <command> [options]` (see README). Uses the
// same database settings as the server (DATA_DIR or DATABASE_URL).
import { parseArgs } from 'node:util';
import { readConfig } from '../config.js';
import { DatabaseLockedError } from '../db/data-dir-lock.js';
import { migrate } from '../db/migrate.js';
import { openDatabase, pgliteDir } from '../db/open-database.js';
import { DatabaseProcessError } from '../db/pglite-process-host.js';
import { createMailer } from '../mail/mailer.js';
import { cliMailSettings, smtpLabel } from '../mail/mail-settings.js';
import { RequestWorkflowError } from '../services/request-workflow.js';
import {
  createOrg,
  invite,
  listUsersCommand,
  MailNotSent,
  outboxCommand,
  resetDemoCommand,
  seedCommand,
  setPermissions,
  UsageError,
  type TCommandContext,
} from './admin-commands.js';
import {
  requestCompleteCommand,
  requestListCommand,
  requestProcessCommand,
  requestRejectCommand,
  requestStepCommand,
} from './request-commands.js';
import { backupCommand, exportToPostgresCommand } from './copy-commands.js';
import { staffInviteCommand } from './staff-commands.js';
import { CopyRefused } from './copy-database.js';
import { passkeysRemoveCommand, twoFactorsCommand } from './passkey-commands.js';
import { ssoLinkCommand, ssoListCommand, SsoRefused, ssoUnlinkCommand } from './sso-commands.js';
import {
  depotCancelCommand,
  depotCompleteCommand,
  depotDeliverCommand,
  depotListCommand,
  depotPlanCommand,
  inspectionRecordCommand,
} from './depot-commands.js';

const USAGE = `Usage: pnpm admin <command> [options]

  create-org --name <name>
  invite --org <id|name> --email <address> --name <full name>
         [--permissions '{"*":1}'] [--management] [--username <name>]
  invite --resend --email <address>   a new register link for an invited account
         (the old link stops working)
  set-permissions --email <address> --permissions '<json>'
  list-users
  outbox            mails written to DATA_DIR/outbox (recipient, subject, link)
  seed              load the demo data into an empty database
  reset-demo        delete ALL data and load the demo data again

The embedded database (PGlite in DATA_DIR/db), also while the portal runs:
  export-to-postgres --to postgres://user:password@host/db   copy it into an empty
                    PostgreSQL database (a superuser: the copy switches triggers off)
  backup --to <folder>   a consistent copy as a new data folder (<folder>/db)

The supplier's staff (the back office at /backoffice; the first account starts here):
  staff-invite --email <address> --name <full name>
               --role customer-service|planner|technician|administrator
               [--supplier <name>]   makes the supplier's organisation when there is none

Customer requests (what the supplier's staff do; customers only follow them):
  request-list [--org <id|name>] [--status OPEN|PROCESSING|COMPLETED|REJECTED]
  request-process --id <n> --employee <name> [--message <text>]   OPEN -> PROCESSING
  request-step --id <n> --action <text> --message <text>          history line
  request-complete --id <n> [--message <text>]                    PROCESSING -> COMPLETED
  request-reject --id <n> --message <reason>                      OPEN|PROCESSING -> REJECTED

Depot orders (the back office's moves; delivering moves the products, completing
completes the request):
  depot-list [--org <id|name>] [--status OPEN|PLANNED|IN_PROGRESS|COMPLETED|CANCELLED]
  depot-plan --id <n> --date yyyy-MM-dd --window HH:mm-HH:mm [--message <text>]
                                                       OPEN|PLANNED -> PLANNED
  depot-deliver --id <n> [--message <text>]            PLANNED -> IN_PROGRESS, delivered
                                                       or picked up: the products move
  depot-complete --id <n> [--minutes <n>] [--message <text>]     IN_PROGRESS -> COMPLETED
  depot-cancel --id <n> --message <reason>             any open, not delivered -> CANCELLED

Single sign-on (an organisation's own OpenID Connect provider; SSO_SECRET_KEY set):
  sso-link --org <id|name> --name <shown name> --issuer <url> --client-id <id>
           --domains <a.nl,b.nl> --groups '{"<group>":{"*":2}}'
           [--management-groups <g1,g2>] [--group-claim groups]
           [--client-secret <secret>, or SSO_CLIENT_SECRET in the environment]
  sso-list
  sso-unlink --org <id|name>

Passkeys (a second factor at sign-in):
  two-factors --org <id|name> [--off]   every user of the organisation adds a passkey
               after her password (--off: no longer required)
  passkeys-remove --email <address>     a user who lost her passkeys and her recovery code

Inspections:
  inspection-record --product <id|serial> --conclusion COMPLETED|REJECTED
                    [--date yyyy-MM-dd] [--inspector <name>]   plans the next one

Database: DATABASE_URL, else PGlite in DATA_DIR/db (default <repo>/data/db).
Mail: as the portal that last started on this database sends it (its SMTP_URL or outbox,
links to its PUBLIC_URL), unless SMTP_URL or PUBLIC_URL is set here.`;

const COMMANDS: Record<string, (context: TCommandContext) => Promise<string[]>> = {
  'create-org': createOrg,
  invite,
  'set-permissions': setPermissions,
  'list-users': listUsersCommand,
  'reset-demo': resetDemoCommand,
  seed: seedCommand,
  'staff-invite': staffInviteCommand,
  'request-list': requestListCommand,
  'request-process': requestProcessCommand,
  'request-step': requestStepCommand,
  'request-complete': requestCompleteCommand,
  'request-reject': requestRejectCommand,
  'depot-list': depotListCommand,
  'depot-plan': depotPlanCommand,
  'depot-deliver': depotDeliverCommand,
  'depot-complete': depotCompleteCommand,
  'depot-cancel': depotCancelCommand,
  'inspection-record': inspectionRecordCommand,
  'export-to-postgres': exportToPostgresCommand,
  backup: backupCommand,
  'sso-link': ssoLinkCommand,
  'sso-list': ssoListCommand,
  'sso-unlink': ssoUnlinkCommand,
  'two-factors': twoFactorsCommand,
  'passkeys-remove': passkeysRemoveCommand,
};

async function main(): Promise<number> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      name: { type: 'string' },
      org: { type: 'string' },
      email: { type: 'string' },
      username: { type: 'string' },
      permissions: { type: 'string' },
      management: { type: 'boolean' },
      id: { type: 'string' },
      employee: { type: 'string' },
      action: { type: 'string' },
      message: { type: 'string' },
      status: { type: 'string' },
      minutes: { type: 'string' },
      product: { type: 'string' },
      conclusion: { type: 'string' },
      date: { type: 'string' },
      window: { type: 'string' },
      inspector: { type: 'string' },
      to: { type: 'string' },
      resend: { type: 'boolean' },
      issuer: { type: 'string' },
      'client-id': { type: 'string' },
      'client-secret': { type: 'string' },
      domains: { type: 'string' },
      groups: { type: 'string' },
      'management-groups': { type: 'string' },
      'group-claim': { type: 'string' },
      off: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const command = positionals[0];
  const config = readConfig();
  if (!command || values.help || command === 'help') {
    console.log(USAGE);
    return command || values.help ? 0 : 2;
  }
  if (command === 'outbox') {
    console.log(outboxCommand(config).join('\n'));
    return 0;
  }
  const run = COMMANDS[command];
  if (!run) {
    console.error(`Unknown command: ${command}\n\n${USAGE}`);
    return 2;
  }

  let db;
  try {
    // why: while the portal runs, the CLI talks to the portal's own database process.
    db = await openDatabase(config, { shareRunning: true });
  } catch (error) {
    if (error instanceof DatabaseLockedError) {
      console.error(
        `The database in ${pgliteDir(config)} is in use by process ${error.ownerPid}, which ` +
          'does not serve it (yet): the portal may still be starting. Try again in a moment.',
      );
      return 1;
    }
    if (error instanceof DatabaseProcessError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
  try {
    await migrate(db);
    // why: the CLI's mails go the way the portal's go, links to its PUBLIC_URL (mail-settings.ts).
    const { settings, source, linkSource, passwordMissing } = await cliMailSettings(db, config);
    const mailConfig = { ...config, ...settings };
    if (passwordMissing && command === 'invite') {
      // why: before the account is made, so nothing is left half done.
      console.error(
        `The portal sends mail through ${smtpLabel(settings.smtpUrl ?? '')}, which asks for a password; ` +
          'the database does not keep it. Run this command with SMTP_PASSWORD set as the portal has it.',
      );
      return 1;
    }
    const lines = await run({
      db,
      config: mailConfig,
      mailer: createMailer(mailConfig),
      mailSource: source,
      linkSource,
      options: values,
    });
    console.log(lines.join('\n'));
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`${error.message}\n\n${USAGE}`);
      return 2;
    }
    if (
      error instanceof RequestWorkflowError ||
      error instanceof CopyRefused ||
      error instanceof SsoRefused
    ) {
      console.error(`Refused: ${error.message}`);
      return 1;
    }
    if (error instanceof MailNotSent) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    await db.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
