/**
 * The account routes this remote links to: its slice of the one route table (`ROUTE_TABLE`
 * of @portal/shared/rules, spec 000 §2.1, through `tableRoute`), never copied. The shell
 * mounts the remote at /auth/*.
 */
import { tableRoute, type TTableRoute } from '@portal/shared/rules';

export const AUTH_BASE = '/auth';

export const AUTH_ROUTES = {
  login: tableRoute('/auth/login'),
  forgot: tableRoute('/auth/forgot'),
} as const satisfies Record<string, TTableRoute>;
