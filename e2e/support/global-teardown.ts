// After the run: the servers' logs must hold no secret or personal data (log-hygiene.ts)
// and no error, stack trace or 'Unhandled' that no test allowed (log-gate.ts); then this
// run's data folder (outboxes, logs) is removed, so runs do not pile up under e2e/.data. A
// run whose logs fail keeps the folder, to look at.
import { rmSync } from 'node:fs';
import { logGateFindings } from './log-gate';
import { LOGS_DIR, logFindings } from './log-hygiene';
import { RUN_DATA_DIR } from './servers';

export default async function globalTeardown(): Promise<void> {
  const findings = await logFindings();
  if (findings.length > 0) {
    throw new Error(
      `The servers' logs (${LOGS_DIR}) hold what they must not:\n${findings.join('\n')}`,
    );
  }
  const errors = logGateFindings();
  if (errors.length > 0) {
    throw new Error(
      `The servers logged ${errors.length} line(s) that the log gate refuses (issue 35; a ` +
        `test that provokes one on purpose allows it with allowServerLogLines):\n` +
        errors.join('\n'),
    );
  }
  rmSync(RUN_DATA_DIR, { recursive: true, force: true });
}
