// Memory-hard password hashing with node:crypto scrypt. The stored string carries its own
// parameters: `scrypt$<N>$<r>$<p>$<salt b64>$<key b64>`, so the cost can change later.
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

const R = 8;
const P = 1;
const KEY_LENGTH = 64;
const SALT_LENGTH = 16;

function derive(
  password: string,
  salt: Buffer,
  cost: number,
  r: number,
  p: number,
  length: number,
) {
  return new Promise<Buffer>((resolve, reject) => {
    // why: the default maxmem (32 MiB) is exactly what N=2^15, r=8 needs; leave headroom.
    scrypt(
      password,
      salt,
      length,
      { N: cost, r, p, maxmem: 256 * cost * r + 1024 * 1024 },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

export async function hashPassword(password: string, cost: number): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, cost, R, P, KEY_LENGTH);
  return ['scrypt', cost, R, P, salt.toString('base64'), key.toString('base64')].join('$');
}

/** Constant-time check of `password` against a stored hash; false for any malformed hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await derive(
    password,
    Buffer.from(salt, 'base64'),
    Number(n),
    Number(r),
    Number(p),
    expected.length,
  );
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
