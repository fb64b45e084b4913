// The log gate of the e2e run (issue 35 §2, rule in scripts/log-gate.mjs): after the run the
// global teardown reads every server's log (logs/<name>.log, start-api.mjs) and fails the
// run on any line at level 50 or 60, any stack trace and any 'Unhandled', naming the file
// and line. A test that provokes such a line on purpose says so, narrowly, with
// `allowServerLogLines(testInfo, /pattern/)`; what it allows is kept in the run's folder
// (beside the logs, not among them) under the test's name.
import { appendFileSync, existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TestInfo } from '@playwright/test';
import { logOffence } from '../../scripts/log-gate.mjs';
import { LOGS_DIR } from './log-hygiene';
import { RUN_DATA_DIR } from './servers';

const ALLOWED_FILE = join(RUN_DATA_DIR, 'allowed-log-lines.jsonl');

type TAllowance = { test: string; source: string; flags: string };

/** Lets the servers' lines matching `patterns` through the gate, in the name of this test. */
export function allowServerLogLines(testInfo: TestInfo, ...patterns: RegExp[]): void {
  mkdirSync(RUN_DATA_DIR, { recursive: true });
  const test = testInfo.titlePath.join(' › ');
  for (const { source, flags } of patterns) {
    appendFileSync(ALLOWED_FILE, `${JSON.stringify({ test, source, flags })}\n`);
  }
}

function allowances(): RegExp[] {
  if (!existsSync(ALLOWED_FILE)) return [];
  return readFileSync(ALLOWED_FILE, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const { source, flags } = JSON.parse(line) as TAllowance;
      return new RegExp(source, flags);
    });
}

/** Every offending line as "<file>:<line>: <why>: <text>"; empty when the logs are clean. */
export function logGateFindings(): string[] {
  if (!existsSync(LOGS_DIR)) return [];
  const allowed = allowances();
  const findings: string[] = [];
  for (const file of readdirSync(LOGS_DIR)) {
    const lines = readFileSync(join(LOGS_DIR, file), 'utf8').split('\n');
    lines.forEach((line, index) => {
      const offence = logOffence(line);
      if (!offence || allowed.some((pattern) => pattern.test(line))) return;
      const shown = line.length > 600 ? `${line.slice(0, 600)}…` : line;
      findings.push(`${file}:${index + 1}: ${offence}: ${shown}`);
    });
  }
  return findings;
}
