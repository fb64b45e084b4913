// The administrator's 'Reactietijden' calls (issue 41, level 3 of /backoffice): the SLA
// targets per request type and urgency, read and saved with the version the page showed
// (backoffice/sla-targets.ts: of two administrators saving at once one is refused). No
// customer's data, so no access entries (client-data-calls.ts: null); a save is logged with
// who made it and what changed (`audit`). The save honours the Idempotency-Key.
import { getSlaTargetsCall, saveSlaTargetsCall } from '@portal/shared/contract/backoffice';
import { BACKOFFICE_ADMIN_TEXTS } from '@portal/shared/rules/backoffice-texts';
import type { FastifyInstance } from 'fastify';
import type { TDeps } from '../../deps.js';
import { failure, success } from '../../answer/envelope.js';
import { idempotentWrite } from '../../http/idempotent-write.js';
import { callName, registerCall, sessionOf } from '../../http/register-call.js';
import {
  readSlaTargets,
  saveSlaTargets,
  type TSlaSaveResult,
} from '../../backoffice/sla-targets.js';

const T = BACKOFFICE_ADMIN_TEXTS.sla;

export function slaTargetCalls(app: FastifyInstance, { db }: TDeps): void {
  registerCall(app, getSlaTargetsCall, async () => success(await readSlaTargets(db)));

  registerCall(app, saveSlaTargetsCall, async (context) => {
    const session = sessionOf(context);
    const call = callName(saveSlaTargetsCall);
    const { version, targets } = context.body;
    // why: what this very call changed, for the log (a replayed key changes nothing).
    const done: { result?: TSlaSaveResult } = {};
    const answer = await idempotentWrite(db, { ...context, session, call }, async (tx) => {
      const result = await saveSlaTargets(tx, version, targets);
      done.result = result;
      if ('refused' in result) {
        return result.refused === 'CONFLICT'
          ? failure(T.errors.conflict)
          : failure(T.errors.defaultRequired);
      }
      return success(result.saved, T.saved);
    });
    const saved = done.result;
    if (answer.status !== 'error' && saved && 'changed' in saved) {
      context.request.log.info(
        { audit: 'sla-targets', actor: session.userId, changed: saved.changed },
        'SLA targets saved',
      );
    }
    return answer;
  });
}
