// Removes this run's data folder (outboxes), so runs do not pile up under e2e/.data.
import { rmSync } from 'node:fs';
import { RUN_DATA_DIR } from './servers';

export default function globalTeardown(): void {
  rmSync(RUN_DATA_DIR, { recursive: true, force: true });
}
