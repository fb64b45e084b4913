// The admin CLI's commands for the supplier's staff on customer requests: list them and
// move them along (services/request-workflow.ts). Each returns the lines to print; a
// refused move throws RequestWorkflowError (admin.ts prints it and exits 1).
import { ZRequestStatus, type TRequestStatus } from '@portal/shared/contract/requests';
import { formatDateTime } from '@portal/shared/rules';
import { listRequestsForStaff } from '../repositories/customer-requests-query-repository.js';
import { sendDueRequestMails } from '../mail/request-mail-sender.js';
import { requestWorkflow, type TWorkflowResult } from '../services/request-workflow.js';
import { UsageError, type TCommandContext, type TOptions } from './admin-commands.js';

export function optionText(options: TOptions, name: string): string | undefined {
  const value = options[name];
  return typeof value === 'string' ? value : undefined;
}

export function requiredText(options: TOptions, name: string): string {
  const value = optionText(options, name)?.trim();
  if (!value) throw new UsageError(`--${name} is required`);
  return value;
}

export function requiredId(options: TOptions): number {
  const value = requiredText(options, 'id');
  if (!/^\d{1,9}$/.test(value) || Number(value) === 0) {
    throw new UsageError(`--id must be an id (a positive number), not "${value}"`);
  }
  return Number(value);
}

export async function organisationId(context: TCommandContext): Promise<number | null> {
  const ref = optionText(context.options, 'org')?.trim();
  if (!ref) return null;
  const rows = /^\d+$/.test(ref)
    ? await context.db.query<{ id: number }>('SELECT id FROM organisations WHERE id = $1', [
        Number(ref),
      ])
    : await context.db.query<{ id: number }>(
        'SELECT id FROM organisations WHERE lower(name) = lower($1)',
        [ref],
      );
  const id = rows[0]?.id;
  if (id === undefined) throw new UsageError(`No organisation ${ref} (see list-users for names)`);
  return id;
}

function statusOption(options: TOptions): TRequestStatus | null {
  const value = optionText(options, 'status')?.trim().toUpperCase();
  if (!value) return null;
  const parsed = ZRequestStatus.safeParse(value);
  if (!parsed.success) {
    throw new UsageError(`--status must be one of ${ZRequestStatus.options.join(', ')}`);
  }
  return parsed.data;
}

export function table(head: string[], rows: string[][]): string[] {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  return [line(head), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)];
}

function moved(result: TWorkflowResult, what: string): string[] {
  return [`Request ${result.id}: ${result.from} -> ${result.status} (${what})`];
}

/**
 * Sends the requester's mail of the move just made (and any other due), so it goes out
 * without a running portal; one the mail server does not take now stays in the outbox
 * for the api's sender to try again (mail/README.md "Request mails").
 */
async function withMails(context: TCommandContext, lines: string[]): Promise<string[]> {
  const counts = await sendDueRequestMails(context.db, context.mailer, context.config);
  const where = context.config.smtpUrl
    ? context.mailer.destination
    : `.eml files in ${context.mailer.destination}`;
  const told = [...lines];
  if (counts.sent > 0) told.push(`Mails sent: ${counts.sent} (${where})`);
  if (counts.failed > 0) {
    told.push(
      `Mails not sent now: ${counts.failed} (${where} did not take them); ` +
        'they stay in the outbox and the portal tries again.',
    );
  }
  return told;
}

/** `request-list [--org <id|name>] [--status OPEN|PROCESSING|COMPLETED|REJECTED]` */
export async function requestListCommand(context: TCommandContext): Promise<string[]> {
  const rows = await listRequestsForStaff(context.db, {
    organisationId: await organisationId(context),
    status: statusOption(context.options),
  });
  if (rows.length === 0) return ['No customer requests.'];
  return table(
    ['id', 'organisation', 'type', 'status', 'created', 'contact', 'handled by'],
    rows.map((row) => [
      String(row.id),
      row.organisation,
      row.type,
      row.status,
      formatDateTime(row.createdAt),
      row.contact ?? '',
      row.handledBy ?? '',
    ]),
  );
}

/** `request-process --id N --employee "Naam" [--message "..."]` */
export async function requestProcessCommand(context: TCommandContext): Promise<string[]> {
  const { options } = context;
  const result = await requestWorkflow(context.db).takeIntoProcessing(
    requiredId(options),
    requiredText(options, 'employee'),
    optionText(options, 'message'),
  );
  return withMails(context, moved(result, `handled by ${requiredText(options, 'employee')}`));
}

/** `request-step --id N --action "..." --message "..."` */
export async function requestStepCommand(context: TCommandContext): Promise<string[]> {
  const { options } = context;
  const result = await requestWorkflow(context.db).addProcessStep(
    requiredId(options),
    requiredText(options, 'action'),
    requiredText(options, 'message'),
  );
  return withMails(context, [
    `Request ${result.id} (${result.status}): step "${requiredText(options, 'action')}" added`,
  ]);
}

/** `request-complete --id N [--message "..."]` */
export async function requestCompleteCommand(context: TCommandContext): Promise<string[]> {
  const { options } = context;
  const result = await requestWorkflow(context.db).complete(
    requiredId(options),
    optionText(options, 'message'),
  );
  return withMails(context, moved(result, 'completed'));
}

/** `request-reject --id N --message "..."` */
export async function requestRejectCommand(context: TCommandContext): Promise<string[]> {
  const { options } = context;
  const result = await requestWorkflow(context.db).reject(
    requiredId(options),
    requiredText(options, 'message'),
  );
  return withMails(context, moved(result, 'rejected'));
}
