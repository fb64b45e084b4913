// `npm run conformance -- --base-url <url> ...`: runs the kit, prints each failure with its
// curl line and the counts, and exits 1 when a MUST or SHOULD check failed.
import { readKitConfig, USAGE } from './kit/kit-config.js';
import { consoleSummary } from './kit/reports.js';
import { runKit } from './kit/run-kit.js';

const args = process.argv.slice(2).filter((arg) => arg !== '--');
if (args.includes('--help')) {
  console.log(USAGE);
  process.exit(0);
}

try {
  const config = readKitConfig(args, process.env, process.env['INIT_CWD'] ?? process.cwd());
  const report = await runKit(config);
  console.log(consoleSummary(report.results));
  console.log(`reports: ${report.files.junit}, ${report.files.html}`);
  process.exitCode = report.failures.length > 0 ? 1 : 0;
} catch (error) {
  const cause =
    error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
  console.error(`${error instanceof Error ? error.message : String(error)}${cause}`);
  process.exitCode = 2;
}
