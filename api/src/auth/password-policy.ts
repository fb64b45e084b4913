// Whether a password may be set (register and reset; api/src/auth/README.md "Password rules"), in
// the order a user can act on: white space only or under 8 characters (the shared light rule the
// pages check too); on a list of common and breached passwords, English (SecLists) or Dutch
// (api/common-passwords-nl.txt), also with digits and signs around a listed word and the usual
// letter swaps (DEMO_PASSWORD, 'W@chtw00rd'); made of the user's own name, e-mail address,
// organisation or the portal's and supplier's names; and else too easy to guess by zxcvbn-ts with
// its Dutch dictionary (score under 3), estimated in a worker thread. Each refusal is one Dutch
// message for the password field that says how to make it stronger.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { basicPasswordRefusal, MESSAGES } from '@portal/shared/rules';
import { API_ROOT } from '../package-paths.js';
import { runTask } from '../workers/worker-pool.js';

/** zxcvbn's "safely unguessable" (10^8 guesses and more): enough with a slow hash. */
export const MIN_PASSWORD_SCORE = 3;

/** Who sets the password, and where: the words a guesser tries first. */
export type TPasswordContext = {
  fullName: string;
  email: string;
  username: string | null;
  organisationName: string;
  supplierName: string;
};

/** Words of every portal: its purpose. */
const PORTAL_WORDS = ['welkom', 'wachtwoord', 'password', 'portaal', 'klantportaal', 'portal'];

let lists: { whole: ReadonlySet<string>; words: ReadonlySet<string> } | null = null;

function readList(file: string): string[] {
  return readFileSync(join(API_ROOT, file), 'utf8')
    .split(/\r?\n/)
    .map((line) => line.trim().toLowerCase())
    .filter((line) => line !== '' && !line.startsWith('#'));
}

function loadLists() {
  const english = readList('common-passwords.txt');
  const dutch = readList('common-passwords-nl.txt');
  return {
    // why: the English list holds whole passwords ('password123'), some of them digits only.
    whole: new Set([...english, ...dutch]),
    words: new Set([...english, ...dutch].map(coreOf).filter((core) => core.length >= 3)),
  };
}

const LEET: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '8': 'b',
  '@': 'a',
  $: 's',
  '!': 'i',
  '|': 'l',
};

/** Lower case without accents ('Cliënt' -> 'client'). */
function plain(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * The word a password is made of: without the digits and signs around it, letter swaps
 * undone ('W3lk0m2024!' -> 'welkom').
 */
function coreOf(password: string): string {
  const inner = plain(password).replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
  return [...inner].map((char) => LEET[char] ?? char).join('');
}

/** The words of the user and the portal, lower case, 3 letters or more. */
export function contextWords(context: TPasswordContext): string[] {
  const [local = '', domain = ''] = context.email.split('@');
  const texts = [
    context.fullName,
    local,
    domain.replace(/\.[a-z]+$/i, ''),
    context.username ?? '',
    context.organisationName,
    context.supplierName,
  ];
  const words = texts.flatMap((text) => plain(text).split(/[^\p{L}\p{N}]+/u));
  // why: 'De Vries' is also typed as one word.
  const joined = texts.map((text) => plain(text).replace(/[^\p{L}\p{N}]+/gu, ''));
  return [...new Set([...PORTAL_WORDS, ...words, ...joined])].filter((word) => word.length >= 3);
}

/** Whether the password is little more than words of the user or the portal. */
function isPersonal(password: string, words: readonly string[]): boolean {
  const core = coreOf(password);
  let rest = core;
  // why: longest first, so that 'devries' goes before 'vries' leaves 'de'.
  for (const word of [...words].sort((a, b) => b.length - a.length)) {
    rest = rest.split(word).join(' ');
  }
  return rest !== core && rest.replace(/[^\p{L}]/gu, '').length < 4;
}

/** The Dutch message for the password field, or null when the password may be set. */
export async function passwordRefusal(
  password: string,
  context: TPasswordContext,
): Promise<string | null> {
  const basic = basicPasswordRefusal(password);
  if (basic) return basic;
  lists ??= loadLists();
  const lower = plain(password);
  if (lists.whole.has(lower) || lists.words.has(coreOf(password))) {
    return MESSAGES.passwordTooCommon;
  }
  const words = contextWords(context);
  if (isPersonal(password, words)) return MESSAGES.passwordPersonal;
  const strength = await runTask('password-strength', { password, userInputs: words });
  return strength.score >= MIN_PASSWORD_SCORE ? null : MESSAGES.passwordWeak(strength.weakness);
}
