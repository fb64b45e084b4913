// The admin CLI's commands for the supplier's staff on depot orders and inspections
// (api/src/cli/README.md "Depot orders and inspections"): list orders and move them along
// with the back office's own moves (services/depot-workflow.ts: plan, deliver, complete,
// cancel; one behaviour, the CLI sends no version), and record an inspection result
// (services/inspection-record.ts). Each returns the lines to print; a refused move throws
// RequestWorkflowError (admin.ts prints it and exits 1).
import { ZDepotStatus } from '@portal/shared/contract/depot';
import { formatDateTime } from '@portal/shared/rules';
import { depotWorkflow, type TDepotMove } from '../services/depot-workflow.js';
import { recordInspection } from '../services/inspection-record.js';
import { UsageError, type TCommandContext, type TOptions } from './admin-commands.js';
import { organisationId, optionText, requiredId, requiredText, table } from './request-commands.js';

function moved(result: TDepotMove, what: string): string[] {
  return [`Depot order ${result.id}: ${result.from} -> ${result.status} (${what})`];
}

function minutesOption(options: TOptions): number | null {
  const value = optionText(options, 'minutes')?.trim();
  if (!value) return null;
  if (!/^\d{1,6}$/.test(value)) throw new UsageError(`--minutes must be a number, not "${value}"`);
  return Number(value);
}

/** `depot-list [--org <id|name>] [--status OPEN|PLANNED|IN_PROGRESS|COMPLETED|CANCELLED]` */
export async function depotListCommand(context: TCommandContext): Promise<string[]> {
  const status = optionText(context.options, 'status')?.trim().toUpperCase() || null;
  if (status !== null && !ZDepotStatus.safeParse(status).success) {
    throw new UsageError(`--status must be one of ${ZDepotStatus.options.join(', ')}`);
  }
  const rows = await context.db.query<{
    id: number;
    organisation: string;
    formType: string;
    status: string;
    createdAt: Date | string;
    products: number;
    name: string;
    planned: string | null;
  }>(
    `SELECT c.id, o.name AS organisation, c.form_type AS "formType", c.depot_status AS status,
       c.created_at AS "createdAt", c.name,
       to_char(c.planned_date, 'DD-MM-YYYY') || ' ' || c.planned_window AS planned,
       (SELECT count(*)::int FROM depot_case_items i WHERE i.depot_case_id = c.id
          AND i.product_id IS NOT NULL) AS products
     FROM depot_cases c JOIN organisations o ON o.id = c.organisation_id
     WHERE ($1::int IS NULL OR c.organisation_id = $1) AND ($2::text IS NULL OR c.depot_status = $2)
     ORDER BY c.created_at DESC, c.id DESC`,
    [await organisationId(context), status],
  );
  if (rows.length === 0) return ['No depot orders.'];
  return table(
    ['id', 'organisation', 'type', 'status', 'created', 'planned', 'products', 'name'],
    rows.map((row) => [
      String(row.id),
      row.organisation,
      row.formType,
      row.status,
      formatDateTime(new Date(row.createdAt).toISOString()),
      row.planned ?? '',
      String(row.products),
      row.name,
    ]),
  );
}

/** `depot-plan --id N --date yyyy-MM-dd --window HH:mm-HH:mm [--message "..."]` */
export async function depotPlanCommand(context: TCommandContext): Promise<string[]> {
  const { options } = context;
  const date = requiredText(options, 'date');
  const window = requiredText(options, 'window');
  const result = await depotWorkflow(context.db).plan(requiredId(options), {
    date,
    window,
    message: optionText(options, 'message'),
  });
  return moved(result, `planned ${date} ${window}`);
}

/** `depot-deliver --id N [--message "..."]`: delivered or picked up, the products move. */
export async function depotDeliverCommand(context: TCommandContext): Promise<string[]> {
  const { options } = context;
  const result = await depotWorkflow(context.db).deliver(
    requiredId(options),
    optionText(options, 'message'),
  );
  return moved(result, `${result.moved} product(s) moved`);
}

/** `depot-complete --id N [--minutes n] [--message "..."]` */
export async function depotCompleteCommand(context: TCommandContext): Promise<string[]> {
  const { options } = context;
  const result = await depotWorkflow(context.db).complete(
    requiredId(options),
    minutesOption(options),
    optionText(options, 'message'),
  );
  return moved(result, `${result.moved} product(s) moved`);
}

/** `depot-cancel --id N --message "..."` */
export async function depotCancelCommand(context: TCommandContext): Promise<string[]> {
  const { options } = context;
  const result = await depotWorkflow(context.db).cancel(
    requiredId(options),
    requiredText(options, 'message'),
  );
  return moved(result, 'cancelled');
}

/** `inspection-record --product <id|serial> --conclusion COMPLETED|REJECTED [--date] [--inspector]` */
export async function inspectionRecordCommand(context: TCommandContext): Promise<string[]> {
  const { options } = context;
  const conclusion = requiredText(options, 'conclusion').toUpperCase();
  if (conclusion !== 'COMPLETED' && conclusion !== 'REJECTED') {
    throw new UsageError('--conclusion must be COMPLETED or REJECTED');
  }
  const result = await recordInspection(context.db, {
    product: requiredText(options, 'product'),
    conclusion,
    date: optionText(options, 'date'),
    inspector: optionText(options, 'inspector'),
  });
  return [
    `Product ${result.productId}: inspection ${result.inspectionNumber} ${result.conclusion}`,
    result.plannedNumber
      ? `Next inspection ${result.plannedNumber} planned on ${result.nextInspectionDate}`
      : `Next inspection due: ${result.nextInspectionDate ?? 'none (no interval)'}`,
  ];
}
