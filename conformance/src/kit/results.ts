// One verdict of the kit: a check of a call, its tier (MUST: the spec says so; SHOULD: our
// decisions, which a portal front end relies on), and for a failure what was seen and a
// curl line that shows it again.
export type TTier = 'MUST' | 'SHOULD';

export type TResult = {
  /** `METHOD /path` of the call or download. */
  call: string;
  check: string;
  tier: TTier;
  outcome: 'pass' | 'fail' | 'skip';
  detail?: string;
  curl?: string;
};

export type TRecorder = {
  results: TResult[];
  pass(call: string, tier: TTier, check: string): void;
  fail(call: string, tier: TTier, check: string, detail: string, curl?: string): void;
  skip(call: string, tier: TTier, check: string, detail: string): void;
  /** Passes when `ok`, else fails with `detail`. */
  expect(
    ok: boolean,
    call: string,
    tier: TTier,
    check: string,
    detail: () => string,
    curl?: string,
  ): boolean;
};

export function createRecorder(): TRecorder {
  const results: TResult[] = [];
  const recorder: TRecorder = {
    results,
    pass: (call, tier, check) => void results.push({ call, tier, check, outcome: 'pass' }),
    fail: (call, tier, check, detail, curl) =>
      void results.push({ call, tier, check, outcome: 'fail', detail, ...(curl ? { curl } : {}) }),
    skip: (call, tier, check, detail) =>
      void results.push({ call, tier, check, outcome: 'skip', detail }),
    expect(ok, call, tier, check, detail, curl) {
      if (ok) recorder.pass(call, tier, check);
      else recorder.fail(call, tier, check, detail(), curl);
      return ok;
    },
  };
  return recorder;
}

export const failuresOf = (results: readonly TResult[]) =>
  results.filter((result) => result.outcome === 'fail');
