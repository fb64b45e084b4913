// The strength estimate of a password (zxcvbn-ts with its common and Dutch dictionaries),
// run in a worker thread (workers/tasks.ts 'password-strength'): building the matcher takes
// ~75 ms and one estimate 2-200 ms of CPU, which the request thread must not spend
// (api/src/auth/README.md "Password rules"). Loaded only in the workers that get such a job: the
// libraries are imported when the first estimate is asked for. why: bundled into the worker's
// entry, a static import here became one at the entry's top, and every worker (an Excel's too)
// loaded the dictionaries at start: ~100 ms and ~30 MB (api/src/workers/README.md "Decisions").
import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import type { TPasswordWeakness } from '@portal/shared/rules';

export type TPasswordStrengthInput = {
  password: string;
  /** Words of the user and the portal (name, e-mail, organisation, supplier). */
  userInputs: string[];
};

export type TPasswordStrength = {
  /** zxcvbn's score: 0 (guessed at once) to 4 (very hard to guess). */
  score: number;
  /** What makes it weak, for the message at the field. */
  weakness: TPasswordWeakness;
};

/**
 * Characters the estimate looks at: a longer password is judged by its start (a password
 * whose first 64 characters are weak is weak; scoring 1,000 would take seconds).
 */
const SCORED_LENGTH = 64;

let factory: Promise<ZxcvbnFactory> | null = null;

function estimator(): Promise<ZxcvbnFactory> {
  factory ??= (async () => {
    const [{ ZxcvbnFactory }, common, dutch] = await Promise.all([
      import('@zxcvbn-ts/core'),
      import('@zxcvbn-ts/language-common'),
      import('@zxcvbn-ts/language-nl-be'),
    ]);
    return new ZxcvbnFactory({
      dictionary: { ...common.dictionary, ...dutch.dictionary },
      graphs: common.adjacencyGraphs,
      maxLength: SCORED_LENGTH,
    });
  })();
  return factory;
}

/** zxcvbn's warning keys (its default translations are the keys themselves) to ours. */
const WEAKNESS: Record<string, TPasswordWeakness> = {
  straightRow: 'keyboard',
  keyPattern: 'keyboard',
  simpleRepeat: 'repeat',
  extendedRepeat: 'repeat',
  sequences: 'sequence',
  recentYears: 'dates',
  dates: 'dates',
  topTen: 'common',
  topHundred: 'common',
  common: 'common',
  similarToCommon: 'common',
  pwned: 'common',
  wordByItself: 'words',
  namesByThemselves: 'names',
  commonNames: 'names',
  userInputs: 'personal',
};

export async function estimatePasswordStrength({
  password,
  userInputs,
}: TPasswordStrengthInput): Promise<TPasswordStrength> {
  const result = (await estimator()).check(password, userInputs);
  const warning = result.feedback.warning;
  return { score: result.score, weakness: (warning && WEAKNESS[warning]) || 'short' };
}
