import { createHash, randomBytes, randomInt, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * scrypt cost parameters (docs/decisions/021-secrets-and-tokens.md): N=2^15, r=8, p=1 needs
 * 32 MiB per hash and about 50–100 ms on one core of this machine kind.
 */
export const SCRYPT_PARAMS = { N: 2 ** 15, r: 8, p: 1, keyLength: 32, saltLength: 16 } as const;
const SCRYPT_MAXMEM = 64 * 1024 * 1024;

/**
 * scrypt cost for a one-time code (docs/decisions/218): valid 5 minutes, single use, burnt after
 * 5 wrong entries. 4 MiB and about 20 ms a hash instead of a password's 285 ms on this machine
 * kind, so a burst of order submits does not queue behind its own hashing; still salted and
 * slow enough that trying all 10^6 codes of a stolen row takes hours, long after it expired.
 */
export const CODE_SCRYPT_PARAMS = { ...SCRYPT_PARAMS, N: 2 ** 12 } as const;

export interface Secrets {
  hashPassword(password: string): Promise<string>;
  /** A one-time code's hash (CODE_SCRYPT_PARAMS); `verifyPassword` checks it. */
  hashCode(code: string): Promise<string>;
  verifyPassword(password: string, stored: string): Promise<boolean>;
  /** A random URL-safe token of `bytes` random bytes (32 bytes = 256 bits by default). */
  randomToken(bytes?: number): string;
  /** A random numeric code of `digits` digits, e.g. the six-digit phone code. */
  randomDigits(digits: number): string;
  /** SHA-256 of a high-entropy token, as stored in the database. */
  hashToken(token: string): string;
  timingSafeEqualStr(a: string, b: string): boolean;
}

function scryptAsync(
  password: string,
  salt: Buffer,
  N: number,
  r: number,
  p: number,
  length: number,
) {
  return new Promise<Buffer>((resolve, reject) => {
    scrypt(password, salt, length, { N, r, p, maxmem: SCRYPT_MAXMEM }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** Compares two strings in time that depends only on their lengths. */
export function timingSafeEqualStr(a: string, b: string): boolean {
  const left = createHash('sha256').update(a).digest();
  const right = createHash('sha256').update(b).digest();
  return timingSafeEqual(left, right) && a.length === b.length;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export function randomDigits(digits: number): string {
  let code = '';
  for (let index = 0; index < digits; index += 1) code += String(randomInt(0, 10));
  return code;
}

/** Format: scrypt$N$r$p$salt$hash (salt and hash base64url), so parameters can change later. */
export function hashPassword(password: string): Promise<string> {
  return hashWith(password, SCRYPT_PARAMS);
}

export function hashCode(code: string): Promise<string> {
  return hashWith(code, CODE_SCRYPT_PARAMS);
}

async function hashWith(
  password: string,
  { N, r, p, keyLength, saltLength }: typeof SCRYPT_PARAMS | typeof CODE_SCRYPT_PARAMS,
): Promise<string> {
  const salt = randomBytes(saltLength);
  const key = await scryptAsync(password, salt, N, r, p, keyLength);
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await scryptAsync(
    password,
    Buffer.from(salt, 'base64url'),
    Number(n),
    Number(r),
    Number(p),
    expected.length,
  );
  return timingSafeEqual(key, expected);
}

export const secrets: Secrets = {
  hashPassword,
  hashCode,
  verifyPassword,
  randomToken,
  randomDigits,
  hashToken,
  timingSafeEqualStr,
};
