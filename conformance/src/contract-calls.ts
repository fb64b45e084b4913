// Every call of the /Rest/Pwa contract, read through the contract's public exports (the core
// and each area's subpath), with what kind of call it is: a read the kit may call as often
// as it likes, a write that changes records (and takes an Idempotency-Key), or a call of the
// session itself (sign-in, sign-out, password mails), which the kit leaves alone.
import * as core from '@portal/shared/contract';
import * as articles from '@portal/shared/contract/articles';
import * as depot from '@portal/shared/contract/depot';
import * as management from '@portal/shared/contract/management';
import * as backoffice from '@portal/shared/contract/backoffice';
import * as rentals from '@portal/shared/contract/rentals';
import * as requests from '@portal/shared/contract/requests';
import type { TCall } from '@portal/shared/contract';
import type { z } from 'zod';

/** The contract's public modules: the core every page loads and each area's subpath. */
const MODULES: Record<string, Record<string, unknown>> = {
  core,
  rentals,
  requests,
  articles,
  depot,
  management,
  backoffice,
};

const WHOLE_CONTRACT: Record<string, unknown> = Object.assign({}, ...Object.values(MODULES));

function isCall(value: unknown): value is TCall {
  return (
    typeof value === 'object' &&
    value !== null &&
    'method' in value &&
    'path' in value &&
    'params' in value &&
    'body' in value &&
    'response' in value
  );
}

/**
 * The writes that honour the Idempotency-Key header (api http/idempotent-write.ts): the same
 * key twice answers the first result and writes nothing new.
 */
export const IDEMPOTENT_WRITES: ReadonlySet<string> = new Set([
  'PUT /customer/rentals/request/article',
  'PUT /customer/rentals/request/retour/process',
  'PUT /customer/articles/product/request/repair',
  'PUT /customer/articles/product/edit/qrcode',
  'PUT /customer/articles/product/edit/client',
  'PUT /customer/articles/product/edit/data',
  'PUT /global/articles/product/add',
  'PUT /customer/articles/product/edit/location',
  'PUT /customer/articles/product/client/repair',
  'PUT /customer/articles/product/request/depot-in',
  'PUT /customer/depot/request/depot-out',
  'PUT /customer/depot/reservation',
  'PUT /customer/depot/request',
  // The back office's administrator (issue 41; the kit skips back-office calls).
  'POST /backoffice/staff/invite',
  'POST /backoffice/staff/:userId/change',
  'POST /backoffice/sla-targets/save',
]);

/**
 * Calls of the session and the account: signing in and out, the password mails, and the
 * sign-in through an organisation's own provider (issue 40 §1: discover is a sign-in step,
 * finish uses a one-time code), and the passkeys (issue 40 §2).
 */
export const SESSION_CALLS: ReadonlySet<string> = new Set([
  'POST /auth/login',
  'POST /auth/sso/discover',
  'POST /auth/sso/finish',
  // issue 40 §2: each passkey step uses a challenge or a ticket once, or adds or removes a key.
  'POST /auth/passkey/options',
  'POST /auth/passkey/verify',
  'POST /auth/passkey/recovery',
  'POST /auth/passkey/enrol/options',
  'POST /auth/passkey/enrol',
  'POST /account/passkeys/options',
  'POST /account/passkeys/add',
  'POST /account/passkeys/remove',
  'POST /auth/logout',
  'POST /auth/forgot',
  'POST /auth/checkGuid',
  'POST /auth/setPassword',
]);

export type TCallKind = 'read' | 'write' | 'session';

export type TContractCall = TCall & {
  /** The export's name, e.g. `getRentalCasesCall`. */
  name: string;
  /** `METHOD /path`, as the api's logs and idempotency records name it. */
  id: string;
  kind: TCallKind;
  /** The module of the contract that exports it: `core` or an area. */
  area: string;
};

export function callId(call: Pick<TCall, 'method' | 'path'>): string {
  return `${call.method} ${call.path}`;
}

function byPathAndMethod(a: Pick<TCall, 'path' | 'method'>, b: Pick<TCall, 'path' | 'method'>) {
  return a.path.localeCompare(b.path, 'en') || a.method.localeCompare(b.method, 'en');
}

/** Every call of the contract, by path. */
export const CONTRACT_CALLS: readonly TContractCall[] = (() => {
  const calls = new Map<string, TContractCall>();
  for (const [area, exports] of Object.entries(MODULES)) {
    for (const [name, call] of Object.entries(exports)) {
      if (!isCall(call)) continue;
      const id = callId(call);
      // why: an area may re-export a core call; the first module that has it names it.
      if (calls.has(id)) continue;
      const kind: TCallKind = SESSION_CALLS.has(id)
        ? 'session'
        : IDEMPOTENT_WRITES.has(id)
          ? 'write'
          : 'read';
      calls.set(id, { ...call, name, id, kind, area });
    }
  }
  // why: a module namespace's order differs between loaders (tsx, vitest); the document
  // and the kit's report must not.
  return [...calls.values()].sort(byPathAndMethod);
})();

/** A file the contract answers instead of an envelope (Excel, PDF, image, e-invoice). */
export type TContractDownload = {
  method: 'GET' | 'POST';
  path: string;
  /** Path parameters, query or body, validated as a call's are. */
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  access: TCall['access'];
  /** The content types of the file, by case. */
  contentTypes: readonly string[];
  summary: string;
  /**
   * Ours (issue 38): `?inline=1` asks a PDF the portal draws to answer Content-Disposition
   * inline, for the browser's viewer ('Bekijken'); anything else stays an attachment.
   */
  inline?: true;
};

const EXCEL = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function excelBody(constant: string): z.ZodType {
  const pascal = constant
    .replace(/_EXCEL_PATH$/, '')
    .toLowerCase()
    .replace(/(^|_)([a-z])/g, (_, _separator: string, letter: string) => letter.toUpperCase());
  const body = WHOLE_CONTRACT[`Z${pascal}ExcelRequest`];
  if (!body) throw new Error(`${constant} has no Z${pascal}ExcelRequest`);
  return body as z.ZodType;
}

/** The access of each Excel download (the api's routes register them with these). */
const EXCEL_ACCESS: Record<string, TCall['access']> = {
  RENTAL_CASES_EXCEL_PATH: { route: '/rentals', level: 1 },
  REQUESTS_EXCEL_PATH: { route: '/requests', level: 1 },
  PRODUCTS_EXCEL_PATH: { route: '/articles', level: 1 },
  DEPOT_CASES_EXCEL_PATH: depot.DEPOT_TAB_ACCESS,
  MANAGEMENT_EXCEL_PATH: management.MANAGEMENT_EXCEL_ACCESS,
};

/** The downloads of the contract: the Excel lists, stored and drawn files, labels, pictures. */
export const CONTRACT_DOWNLOADS: readonly TContractDownload[] = [
  ...Object.entries(WHOLE_CONTRACT)
    .filter(([name]) => name.endsWith('_EXCEL_PATH'))
    .map(([name, path]) => ({
      method: 'POST' as const,
      path: path as string,
      body: excelBody(name),
      access: EXCEL_ACCESS[name] ?? 'session',
      contentTypes: [EXCEL],
      summary: 'De rijen van de lijst met zijn filters als Excel-bestand (.xlsx).',
      // why: the management download also answers an invoice's PDF and a repair's slip.
      ...(name === 'MANAGEMENT_EXCEL_PATH' ? { inline: true as const } : {}),
    }))
    .sort(byPathAndMethod),
  {
    method: 'GET',
    path: core.DOWNLOAD_PATH,
    access: 'session',
    contentTypes: ['application/pdf', 'application/xml', 'image/png', 'image/jpeg', '*/*'],
    summary:
      'Een bestand van de eigen organisatie: a = document, file, image (b = guid), invoice, invoice-ubl, inspection, repair (b = id) of rental-document (b = documentnummer).',
    inline: true,
  },
  {
    method: 'POST',
    path: articles.PRODUCT_LABELS_PATH,
    body: articles.ZLabelsRequest,
    access: { route: '/articles', level: 1 },
    contentTypes: ['application/pdf'],
    summary: 'Een PDF met QR-labels van de gekozen producten.',
  },
  {
    method: 'GET',
    path: articles.PRODUCT_IMAGE_PATH,
    access: 'session',
    contentTypes: ['image/png', 'image/jpeg', 'image/webp'],
    summary: 'De foto van een product bij zijn guid (?guid=...).',
  },
];
