// The checks of one read call: its envelope and answer against the contract, the refusals
// its access names (no token, level 1 or a route the account lacks, another organisation's
// records), its paging and totalCount, and that its filters narrow.
import { buildPath, ZRawEnvelope, ZStatus } from '@portal/shared/contract';
import { canOpen } from '@portal/shared/rules';
import type { TPermissions } from '@portal/shared/contract';
import { isDeepStrictEqual } from 'node:util';
import type { TCallExample } from '../call-examples.js';
import type { TContractCall } from '../contract-calls.js';
import type { TAnswer, TClient, TRequest } from './http-client.js';
import { listOf, paged, pagingHolder, requiredPart, searched } from './list-shape.js';
import type { TRecorder } from './results.js';

export type TReadContext = {
  client: TClient;
  recorder: TRecorder;
  /** What identify answered for the level-1 account. */
  levelOnePermissions: TPermissions;
};

const NO_MATCH = 'zz-geen-treffer-zz';

const envelopeOf = (answer: TAnswer) => ZRawEnvelope.safeParse(answer.json);
const statusOf = (answer: TAnswer) => (envelopeOf(answer).data?.status ?? null) as string | null;
const responseOf = (answer: TAnswer) => envelopeOf(answer).data?.response;
const short = (value: unknown) => JSON.stringify(value)?.slice(0, 300) ?? String(value);

/** Whether an answer carries something (not null, not only empty lists or zeros). */
function hasData(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'object') return Object.values(value).some(hasData);
  return true;
}

function routesOf(access: TContractCall['access']): { routes: string[]; level: number } | null {
  if (access === null || access === 'session') return null;
  return 'anyOf' in access
    ? { routes: [...access.anyOf], level: access.level }
    : { routes: [access.route], level: access.level };
}

/** Path parameters that name a record of the first account's organisation. */
const OWN_RECORD_PARAMETERS = /^(id|rentalCaseId|customerRequestId|depotCaseId|sourceId)$/;
/** Body fields that name one record of the first account's organisation (its log, its repairs). */
const OWN_RECORD_FIELDS = /^(productId|rentalCaseId|depotCaseId)$/;
/** Calls whose path id names shared reference data (the article catalogue), not a record. */
const SHARED_REFERENCE = new Set(['GET /customer/articles/customfields/:id']);

export async function checkReadCall(
  call: TContractCall,
  example: TCallExample,
  { client, recorder, levelOnePermissions }: TReadContext,
): Promise<void> {
  const id = call.id;
  const request = (as: TRequest['as'], body: unknown = example.body): TRequest => ({
    method: call.method,
    path: buildPath(call.path, example.params ?? {}),
    as,
    ...(body === undefined ? {} : { body }),
  });

  // The envelope and the answer, as the first account
  const main = await client.send(request('main'));
  const envelope = envelopeOf(main);
  const enveloped = recorder.expect(
    main.status === 200 && /^application\/json/i.test(main.contentType) && envelope.success,
    id,
    'MUST',
    'answers HTTP 200 with the JSON envelope { status, message, response }',
    () => `HTTP ${main.status} ${main.contentType}: ${short(main.json)}`,
    main.curl,
  );
  if (!enveloped) return;
  const status = envelope.data?.status ?? '';
  recorder.expect(
    ZStatus.safeParse(status).success,
    id,
    'MUST',
    'status is one of success, error, handled, SESSION_EXPIRED',
    () => `status ${short(status)}`,
    main.curl,
  );
  if (status === 'success') {
    const parsed = call.response.safeParse(main.json);
    recorder.expect(
      parsed.success,
      id,
      'MUST',
      "a success answer matches the call's response schema",
      () =>
        (parsed.error?.issues ?? [])
          .slice(0, 5)
          .map((issue) => `${issue.path.join('.') || '(answer)'}: ${issue.message}`)
          .join('; '),
      main.curl,
    );
  } else {
    recorder.expect(
      typeof envelope.data?.message === 'string' && envelope.data.message.length > 0,
      id,
      'MUST',
      'a refusal carries a message to show',
      () => short(main.json),
      main.curl,
    );
  }
  recorder.expect(
    status === 'success',
    id,
    'SHOULD',
    "answers success to the contract's example request",
    () => `status ${status}: ${short(envelope.data?.message)}`,
    main.curl,
  );

  // The refusals its access names
  if (call.access !== null) {
    const anonymous = await client.send(request('anonymous'));
    recorder.expect(
      anonymous.status === 401 && statusOf(anonymous) === 'SESSION_EXPIRED',
      id,
      'MUST',
      'without X-Auth-Token: HTTP 401 with status SESSION_EXPIRED',
      () => `HTTP ${anonymous.status}: ${short(anonymous.json)}`,
      anonymous.curl,
    );
  }
  const needs = routesOf(call.access);
  if (needs) {
    const mayOpen = needs.routes.some((route) => canOpen(levelOnePermissions, route, needs.level));
    const levelOne = await client.send(request('levelOne'));
    if (mayOpen) {
      recorder.expect(
        levelOne.status !== 403,
        id,
        'SHOULD',
        'the level-1 account, whose rights reach this call, is not refused',
        () => `HTTP ${levelOne.status}: ${short(levelOne.json)}`,
        levelOne.curl,
      );
    } else {
      recorder.expect(
        levelOne.status === 403 && statusOf(levelOne) === 'error',
        id,
        'MUST',
        `an account without level ${needs.level} on ${needs.routes.join(' or ')}: HTTP 403, status error`,
        () => `HTTP ${levelOne.status}: ${short(levelOne.json)}`,
        levelOne.curl,
      );
    }
  }
  const body = example.body;
  const ownRecord =
    Object.keys(example.params ?? {}).some((name) => OWN_RECORD_PARAMETERS.test(name)) ||
    (typeof body === 'object' &&
      body !== null &&
      Object.keys(body).some((name) => OWN_RECORD_FIELDS.test(name)));
  if (ownRecord && !SHARED_REFERENCE.has(id) && status === 'success' && hasData(responseOf(main))) {
    const other = await client.send(request('other'));
    recorder.expect(
      !(statusOf(other) === 'success' && isDeepStrictEqual(responseOf(other), responseOf(main))),
      id,
      'MUST',
      "another organisation's account does not get this organisation's record or its rows",
      () => `status ${statusOf(other)}: ${short(responseOf(other))}`,
      other.curl,
    );
  }

  // Paging, totalCount and filters
  if (status !== 'success' || !pagingHolder(example.body)) return;
  // why: a field may be required only with some others (a product's repairs need productId),
  // which the server checks and the shape does not say: then the list is the example's.
  let base = paged(requiredPart(call.body, example.body), 1, 10);
  let first = await client.send(request('main', base));
  if (statusOf(first) !== 'success') {
    base = paged(example.body, 1, 10);
    first = await client.send(request('main', base));
  }
  const firstList = listOf(responseOf(first));
  if (!firstList) {
    recorder.fail(
      id,
      'MUST',
      'a paged list answers its rows and totalCount',
      short(first.json),
      first.curl,
    );
    return;
  }
  recorder.expect(
    firstList.rows.length <= 10 && firstList.totalCount >= firstList.rows.length,
    id,
    'MUST',
    'a page holds at most limitRows rows, and totalCount counts at least those',
    () => `${firstList.rows.length} rows, totalCount ${firstList.totalCount}`,
    first.curl,
  );
  const one = await client.send(request('main', paged(base, 1, 1)));
  const oneList = listOf(responseOf(one));
  recorder.expect(
    oneList !== null &&
      oneList.rows.length === Math.min(1, firstList.totalCount) &&
      oneList.totalCount === firstList.totalCount,
    id,
    'MUST',
    'limitRows 1 answers one row and the same totalCount (the count of all pages)',
    () =>
      `${oneList?.rows.length} rows, totalCount ${oneList?.totalCount} (was ${firstList.totalCount})`,
    one.curl,
  );
  if (firstList.totalCount >= 2) {
    const second = await client.send(request('main', paged(base, 2, 1)));
    const secondList = listOf(responseOf(second));
    recorder.expect(
      secondList !== null &&
        secondList.rows.length === 1 &&
        isDeepStrictEqual(secondList.rows[0], firstList.rows[1]),
      id,
      'SHOULD',
      'limitOffset is the 1-based first row: offset 2 answers the second row of offset 1',
      () => short(secondList?.rows[0]),
      second.curl,
    );
  }
  const beyond = await client.send(request('main', paged(base, firstList.totalCount + 1, 10)));
  const beyondList = listOf(responseOf(beyond));
  recorder.expect(
    beyondList !== null && beyondList.rows.length === 0,
    id,
    'SHOULD',
    'a page beyond totalCount is empty',
    () => short(beyond.json),
    beyond.curl,
  );
  const noMatch = searched(call, base, NO_MATCH);
  if (noMatch) {
    const narrowed = await client.send(request('main', noMatch));
    const narrowedList = listOf(responseOf(narrowed));
    recorder.expect(
      narrowedList !== null && narrowedList.totalCount === 0 && narrowedList.rows.length === 0,
      id,
      'MUST',
      'a search that matches nothing answers no rows and totalCount 0',
      () => short(narrowed.json),
      narrowed.curl,
    );
  }
  const filtered = await client.send(request('main', paged(example.body, 1, 10)));
  const filteredList = listOf(responseOf(filtered));
  recorder.expect(
    filteredList !== null && filteredList.totalCount <= firstList.totalCount,
    id,
    'SHOULD',
    'every filter set answers at most the rows of the list without its filters',
    () => `totalCount ${filteredList?.totalCount} with filters, ${firstList.totalCount} without`,
    filtered.curl,
  );
}
