// Bounded input (ARCHITECTURE "Bounded input"): every string, array and number a call
// accepts has a maximum no real client reaches, text refuses NUL and lone surrogates, and
// ids fit the database's int4 columns. Every call builds its request schemas from these,
// so an area added later gets the bounds by using them (contract-bounds.test.ts checks).
import { z } from 'zod';

/** Largest id the database stores (PostgreSQL `integer`). */
export const MAX_ID = 2_147_483_647;

/** Largest 1-based first row of a page (a million pages of ten). */
export const MAX_LIMIT_OFFSET = 10_000_000;

/** Largest page a list call answers. */
export const MAX_LIMIT_ROWS = 100;

/** Text lengths the calls share (characters). */
export const TEXT_LIMITS = {
  /** An e-mail address or username (RFC 5321 allows 254). */
  login: 254,
  /** A password as typed. */
  password: 1000,
  /** A register or reset token (ours are 43 characters). */
  token: 200,
  /** A name of a person, file or article. */
  name: 200,
  /** A reference, room, client name, search term or code. */
  short: 100,
  /** Comments and remarks. */
  comments: 2000,
  /** The description of a repair. */
  description: 4000,
} as const;

// why: PostgreSQL refuses NUL in text; a lone surrogate cannot be encoded as UTF-8.
const NUL_OR_LONE_SURROGATE =
  // eslint-disable-next-line no-control-regex -- finding NUL is the point of this pattern
  /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether `text` holds no NUL character and no lone surrogate. */
export function isStorableText(text: string): boolean {
  return !NUL_OR_LONE_SURROGATE.test(text);
}

type TTextOptions = {
  /** Fewest characters after trimming; 1 makes the field required. Default 0. */
  min?: number;
  /** Trim surrounding white space first (default true). */
  trim?: boolean;
};

/** Text of at most `max` characters, without NUL or lone surrogates, trimmed by default. */
export function ZText(max: number, { min = 0, trim = true }: TTextOptions = {}) {
  const base = trim ? z.string().trim() : z.string();
  return (min > 0 ? base.min(min) : base)
    .max(max)
    .refine(isStorableText, { message: 'unstorable text' });
}

/** An id of a database row: a whole number from 1 to MAX_ID, or its digits as text. */
export const ZId = z.union([
  z.number().int().min(1).max(MAX_ID),
  // why: ids often come from an address (route parameter), so clients send them as text.
  z
    .string()
    .max(20)
    .regex(/^\s*\d{1,10}\s*$/)
    .transform(Number)
    .pipe(z.number().int().min(1).max(MAX_ID)),
]);

/** Whether 'yyyy-MM-dd' names a day of the calendar (no 2024-02-30, no month 13, no year 0). */
export function isCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1) return false;
  // why: setUTCFullYear keeps years 1-99 as given (Date.UTC would read them as 19xx), and a
  // day past the month's end rolls over into the next month, which the check then sees.
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * A date as the contract sends it, 'yyyy-MM-dd', and a real one: the one date type of every
 * call, so an impossible date (2024-02-30) is bad input at the schema, never a database
 * error.
 */
export const ZIsoDate = z
  .string()
  .max(10)
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  // why: outOfRange makes the field message 'Ongeldige waarde', as for any value outside
  // its range (api http/validation-errors.ts).
  .refine(isCalendarDate, { message: 'no such date', params: { outOfRange: true } });

/** A list of ids: at least one, at most `max`. */
export function ZIdList(max: number) {
  return z.array(ZId).min(1).max(max);
}

/**
 * A map of at most `maxKeys` entries (template field values keyed by field id). The
 * maximum is kept as metadata so the contract-bounds test can see it.
 */
export function ZBoundedRecord<TKey extends z.core.$ZodRecordKey, TValue extends z.ZodType>(
  key: TKey,
  value: TValue,
  maxKeys: number,
) {
  return z
    .record(key, value)
    .refine((entries) => Object.keys(entries).length <= maxKeys, { abort: true })
    .meta({ maxKeys });
}

/** A whole number from `min` to `max`, or its digits as text (quantity boxes send text). */
export function ZCount(min: number, max: number) {
  return z.union([
    z.number().int().min(min).max(max),
    z
      .string()
      .max(20)
      .regex(/^\s*-?\d{1,10}\s*$/)
      .transform(Number)
      .pipe(z.number().int().min(min).max(max)),
  ]);
}

/** A yes/no flag: a boolean, or the 0/1 the supplier's own front end sends for flags. */
export const ZYesNo = z.union([
  z.boolean(),
  z.union([z.literal(0), z.literal(1)]).transform((value) => value === 1),
]);

/**
 * One of `values`, compared without regard to case (a client may send `rental` where the
 * spec writes `RENTAL`); the output is the listed spelling.
 */
export function ZEnumAnyCase<const T extends readonly [string, ...string[]]>(values: T) {
  const byLower = new Map(values.map((value) => [value.toLowerCase(), value]));
  return z.preprocess(
    (input) => (typeof input === 'string' ? (byLower.get(input.toLowerCase()) ?? input) : input),
    z.enum(values),
  );
}
