// With --writes: the writes that create a record of their own (a rental request, a depot
// request), each sent twice with one Idempotency-Key: the second answers as the first did,
// and creates nothing more. The kit changes no record it did not create.
import { IDEMPOTENCY_HEADER, ZRawEnvelope } from '@portal/shared/contract';
import { isDeepStrictEqual } from 'node:util';
import { randomUUID } from 'node:crypto';
import { MATTRESS_SIZES } from '@portal/shared/contract/rentals';
import type { TCallExample } from '../call-examples.js';
import type { TContractCall } from '../contract-calls.js';
import type { TClient } from './http-client.js';
import type { TRecorder } from './results.js';

/** Writes whose every call creates a new record and changes none. */
export const CREATING_WRITES: ReadonlySet<string> = new Set([
  'PUT /customer/rentals/request/article',
  'PUT /customer/depot/request',
]);

/** A day two weeks ahead, 'yyyy-MM-dd': a delivery date any backend accepts. */
function comingDate(): string {
  return new Date(Date.now() + 14 * 24 * 3600 * 1000).toISOString().slice(0, 10);
}

/** The example as a real request: a coming delivery date, a mattress size where one is asked. */
function realistic(body: unknown): unknown {
  if (typeof body !== 'object' || body === null) return body;
  return {
    ...body,
    ...('deliverDate' in body ? { deliverDate: comingDate() } : {}),
    ...('measurementsBed' in body ? { measurementsBed: MATTRESS_SIZES[0] } : {}),
  };
}

export async function checkCreatingWrite(
  call: TContractCall,
  example: TCallExample,
  client: TClient,
  recorder: TRecorder,
): Promise<void> {
  const request = {
    method: call.method,
    path: call.path,
    body: realistic(example.body),
    as: 'main' as const,
    headers: { [IDEMPOTENCY_HEADER]: `conformance-${randomUUID()}` },
  };
  const first = await client.send(request);
  const created = recorder.expect(
    first.status === 200 &&
      call.response.safeParse(first.json).success &&
      ZRawEnvelope.safeParse(first.json).data?.status === 'success',
    call.id,
    'MUST',
    "creates the record and answers success in the call's response schema",
    () => `HTTP ${first.status}: ${JSON.stringify(first.json)?.slice(0, 300)}`,
    first.curl,
  );
  if (!created) return;
  const again = await client.send(request);
  recorder.expect(
    again.status === first.status && isDeepStrictEqual(again.json, first.json),
    call.id,
    'MUST',
    `the same ${IDEMPOTENCY_HEADER} again answers the first answer (and creates nothing)`,
    () =>
      `first ${JSON.stringify(first.json)?.slice(0, 200)}, then ${JSON.stringify(again.json)?.slice(0, 200)}`,
    again.curl,
  );
}
