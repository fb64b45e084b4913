// The kit's reports: JUnit XML (one test suite per tier, one test case per check, for CI),
// an HTML page for people, and the lines printed to the console; failures with their curl.
import { TOKEN_VARIABLES } from './http-client.js';
import { failuresOf, type TResult } from './results.js';

const xml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    // eslint-disable-next-line no-control-regex -- XML 1.0 refuses these characters
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '');

/** How to get the tokens the curl lines name. */
export function tokenHelp(baseUrl: string): string {
  return Object.entries(TOKEN_VARIABLES)
    .filter((entry): entry is [string, string] => entry[1] !== null)
    .map(
      ([who, variable]) =>
        `${variable}=$(curl -sS -X POST '${baseUrl}/Rest/Pwa/auth/login' -H 'Content-Type: application/json' --data '{"emailaddress":"<${who} user>","password":"<password>"}' | node -pe 'JSON.parse(require("fs").readFileSync(0)).auth.token')`,
    )
    .join('\n');
}

export function junitXml(results: readonly TResult[]): string {
  const suites = (['MUST', 'SHOULD'] as const).map((tier) => {
    const mine = results.filter((result) => result.tier === tier);
    const cases = mine.map((result) => {
      const inner =
        result.outcome === 'fail'
          ? `<failure message="${xml(result.detail ?? '')}">${xml(`${result.detail ?? ''}\n${result.curl ?? ''}`)}</failure>`
          : result.outcome === 'skip'
            ? `<skipped message="${xml(result.detail ?? '')}"/>`
            : '';
      return `    <testcase classname="${xml(result.call)}" name="${xml(result.check)}">${inner}</testcase>`;
    });
    const count = (outcome: TResult['outcome']) => mine.filter((r) => r.outcome === outcome).length;
    return [
      `  <testsuite name="${tier}" tests="${mine.length}" failures="${count('fail')}" skipped="${count('skip')}">`,
      ...cases,
      '  </testsuite>',
    ].join('\n');
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="portal-conformance">\n${suites.join('\n')}\n</testsuites>\n`;
}

const html = (text: string) => xml(text).replace(/\n/g, '<br>');

export function htmlReport(results: readonly TResult[], baseUrl: string): string {
  const failures = failuresOf(results);
  const byCall = new Map<string, TResult[]>();
  for (const result of results)
    byCall.set(result.call, [...(byCall.get(result.call) ?? []), result]);
  const rows = [...byCall].map(([call, checks]) => {
    const items = checks
      .map(
        (check) =>
          `<li class="${check.outcome}"><b>${check.outcome.toUpperCase()}</b> <i>${check.tier}</i> ${xml(check.check)}${
            check.detail ? `<div class="detail">${html(check.detail)}</div>` : ''
          }${check.curl ? `<pre>${xml(check.curl)}</pre>` : ''}</li>`,
      )
      .join('');
    const failed = checks.some((check) => check.outcome === 'fail');
    return `<section class="${failed ? 'fail' : 'pass'}"><h2>${xml(call)}</h2><ul>${items}</ul></section>`;
  });
  const count = (tier: string, outcome: string) =>
    results.filter((r) => r.tier === tier && r.outcome === outcome).length;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Conformance of ${xml(baseUrl)}</title>
<style>
body{font-family:system-ui,sans-serif;margin:2rem;max-width:72rem}
section{border-left:4px solid #2e7d32;padding:.25rem 1rem;margin:1rem 0}
section.fail{border-color:#c62828}
li.fail b{color:#c62828} li.pass b{color:#2e7d32} li.skip b{color:#777}
pre{white-space:pre-wrap;background:#f4f4f4;padding:.5rem;font-size:.8rem}
.detail{color:#444;font-size:.9rem}
</style></head><body>
<h1>Conformance of ${xml(baseUrl)}</h1>
<p>MUST: ${count('MUST', 'pass')} passed, ${count('MUST', 'fail')} failed, ${count('MUST', 'skip')} skipped.
SHOULD: ${count('SHOULD', 'pass')} passed, ${count('SHOULD', 'fail')} failed, ${count('SHOULD', 'skip')} skipped.</p>
${failures.length ? `<p>Tokens for the curl lines:</p><pre>${xml(tokenHelp(baseUrl))}</pre>` : ''}
${rows.join('\n')}
</body></html>
`;
}

/** The console's summary: a line per failure with its curl, then the counts. */
export function consoleSummary(results: readonly TResult[]): string {
  const lines = failuresOf(results).map(
    (result) =>
      `FAIL ${result.tier} ${result.call}: ${result.check}\n  ${result.detail ?? ''}\n  ${result.curl ?? ''}`,
  );
  const count = (tier: string, outcome: string) =>
    results.filter((r) => r.tier === tier && r.outcome === outcome).length;
  lines.push(
    `MUST: ${count('MUST', 'pass')} passed, ${count('MUST', 'fail')} failed, ${count('MUST', 'skip')} skipped`,
    `SHOULD: ${count('SHOULD', 'pass')} passed, ${count('SHOULD', 'fail')} failed, ${count('SHOULD', 'skip')} skipped`,
  );
  return lines.join('\n');
}
