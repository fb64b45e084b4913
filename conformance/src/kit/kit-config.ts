// What the kit needs to know about the backend it checks, from flags or the environment:
// where it is, three accounts (two of one organisation's rivals, one that may only look), the
// ids of records of the first account's organisation, and whether it may write.
import type { TExampleIds } from '../call-examples.js';

export type TAccount = { user: string; password: string };

export type TKitConfig = {
  /** The backend's origin (or origin and prefix); calls go to `${baseUrl}/Rest/Pwa/...`. */
  baseUrl: string;
  /** An account that may open every page at level 2 (organisation A). */
  main: TAccount;
  /** An account of another organisation (B). */
  other: TAccount;
  /** An account of organisation A with level 1 only, or on a few routes only. */
  levelOne: TAccount;
  /** Records of organisation A the requests name; the kit's defaults are the demo data's. */
  ids: TExampleIds;
  /** Whether the kit may make writes (only ones that create records of its own). */
  writes: boolean;
  /** Where the JUnit XML and HTML reports go. */
  outDir: string;
  /** Only calls whose `METHOD /path` contains this text. */
  only: string | null;
};

/** The demo data's accounts (api/src/seed/demo-accounts.ts) and records. */
const DEMO_PASSWORD = 'Zonnebloem-Tillift-42';
export const DEMO_IDS: TExampleIds = {
  caseId: 1,
  contactId: 1,
  locationId: 1,
  categoryId: 2,
  productId: 1,
  articleId: 2,
  depotProductId: 10,
  depotCaseId: 1,
  warehouseId: 1,
  repairId: 1,
  invoiceId: 1,
};

export const USAGE = `Usage: npm run conformance -- --base-url <url> [options]

  --base-url URL          the backend (env CONFORMANCE_BASE_URL); calls go to URL/Rest/Pwa/...
  --user U --password P   an account of organisation A with every right (CONFORMANCE_USER, _PASSWORD)
  --other-user U --other-password P
                          an account of another organisation (CONFORMANCE_OTHER_USER, _PASSWORD)
  --level1-user U --level1-password P
                          an account of organisation A with level 1 or few routes (CONFORMANCE_LEVEL1_USER, _PASSWORD)
  --ids k=v,k=v           ids of records of organisation A: ${Object.keys(DEMO_IDS).join(', ')}
                          (CONFORMANCE_IDS; default: the demo data's)
  --writes                also make writes, each on a record the kit creates (CONFORMANCE_WRITES=1)
  --out DIR               where junit.xml and report.html go (default: conformance-report)
  --only TEXT             only the calls whose "METHOD /path" contains TEXT
Without accounts the demo data's are used (beheerder@delinde.nl, beheerder@thuiszorgoost.nl,
medewerker@delinde.nl). Exit code 1 when a MUST or SHOULD check fails.`;

function parseIds(text: string): Partial<TExampleIds> {
  const ids: Record<string, number> = {};
  for (const pair of text.split(',').filter(Boolean)) {
    const [key, value] = pair.split('=');
    if (!key || !(key in DEMO_IDS) || !value || !/^\d+$/.test(value)) {
      throw new Error(`--ids: "${pair}" is not one of ${Object.keys(DEMO_IDS).join(', ')}=<id>`);
    }
    ids[key] = Number(value);
  }
  return ids;
}

/** The configuration from command-line flags, falling back to the environment. */
export function readKitConfig(
  argv: readonly string[],
  env: Record<string, string | undefined>,
  cwd: string,
): TKitConfig {
  const flags = new Map<string, string>();
  for (let index = 0; index < argv.length; index += 1) {
    const flag = argv[index] ?? '';
    if (!flag.startsWith('--')) throw new Error(`unexpected argument "${flag}"\n\n${USAGE}`);
    if (flag === '--writes' || flag === '--help') {
      flags.set(flag, '1');
      continue;
    }
    const value = argv[index + 1];
    if (value === undefined) throw new Error(`${flag} needs a value\n\n${USAGE}`);
    flags.set(flag, value);
    index += 1;
  }
  if (flags.has('--help')) throw new Error(USAGE);
  const pick = (flag: string, name: string, fallback?: string) =>
    flags.get(flag) ?? env[name] ?? fallback;
  const baseUrl = pick('--base-url', 'CONFORMANCE_BASE_URL');
  if (!baseUrl) throw new Error(`--base-url is missing\n\n${USAGE}`);
  const account = (prefix: string, name: string, demoUser: string): TAccount => ({
    user: pick(`--${prefix}user`, `CONFORMANCE_${name}USER`, demoUser) ?? demoUser,
    password: pick(`--${prefix}password`, `CONFORMANCE_${name}PASSWORD`, DEMO_PASSWORD) ?? '',
  });
  const outDir = pick('--out', 'CONFORMANCE_OUT', 'conformance-report') ?? 'conformance-report';
  return {
    baseUrl: baseUrl.replace(/\/+$/, ''),
    main: account('', '', 'beheerder@delinde.nl'),
    other: account('other-', 'OTHER_', 'beheerder@thuiszorgoost.nl'),
    levelOne: account('level1-', 'LEVEL1_', 'medewerker@delinde.nl'),
    ids: { ...DEMO_IDS, ...parseIds(pick('--ids', 'CONFORMANCE_IDS', '') ?? '') },
    writes: flags.has('--writes') || env['CONFORMANCE_WRITES'] === '1',
    outDir: outDir.startsWith('/') ? outDir : `${cwd}/${outDir}`,
    only: pick('--only', 'CONFORMANCE_ONLY') ?? null,
  };
}
