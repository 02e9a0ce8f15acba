import { redactUrl } from './logger';
import { maskEmail, maskPhone } from './mask';
import { parseQueryString } from './query';
import { relativeTime } from './relative-time';
import {
  hashCode,
  hashPassword,
  hashToken,
  randomDigits,
  randomToken,
  timingSafeEqualStr,
  verifyPassword,
} from './secrets';

describe('secrets', () => {
  it('hashes passwords with scrypt N=2^15, r=8, p=1 and a fresh salt', async () => {
    const first = await hashPassword('Demo1234!');
    const second = await hashPassword('Demo1234!');
    expect(first).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(first).not.toBe(second);
    await expect(verifyPassword('Demo1234!', first)).resolves.toBe(true);
    await expect(verifyPassword('demo1234!', first)).resolves.toBe(false);
    await expect(verifyPassword('Demo1234!', 'sha1$abc')).resolves.toBe(false);
  });

  it('hashes one-time codes with scrypt N=2^12, salted, checked by verifyPassword', async () => {
    const first = await hashCode('042917');
    expect(first).toMatch(/^scrypt\$4096\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(first).not.toBe(await hashCode('042917'));
    await expect(verifyPassword('042917', first)).resolves.toBe(true);
    await expect(verifyPassword('042918', first)).resolves.toBe(false);
    // A code stored with the password cost before ADR 218 still checks.
    await expect(verifyPassword('042917', await hashPassword('042917'))).resolves.toBe(true);
  });

  it('makes 256-bit tokens, stores them as SHA-256 and compares strings fully', () => {
    const token = randomToken();
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(randomDigits(6)).toMatch(/^\d{6}$/);
    expect(timingSafeEqualStr('abc', 'abc')).toBe(true);
    expect(timingSafeEqualStr('abc', 'abd')).toBe(false);
    expect(timingSafeEqualStr('abc', 'abcd')).toBe(false);
  });
});

describe('query strings of the call layer', () => {
  it('turns repeated and [] keys into arrays and keeps the rest as text', () => {
    expect(
      parseQueryString('destinations[]=a&destinations[]=b&single[]=c&x=1&x=2&search=a%20b'),
    ).toEqual({
      destinations: ['a', 'b'],
      single: ['c'],
      x: ['1', '2'],
      search: 'a b',
    });
    expect(parseQueryString('__proto__=1&constructor=2')).toEqual({});
  });
});

describe('log hygiene', () => {
  it('redacts secret query values from logged URLs', () => {
    expect(redactUrl('/global?sessionId=s1&token=abc')).toBe(
      '/global?sessionId=s1&token=%5Bredacted%5D',
    );
    expect(redactUrl('/oauth/consent?state=xyz')).toBe('/oauth/consent?state=%5Bredacted%5D');
    expect(redactUrl('/notifications')).toBe('/notifications');
  });

  it('redacts token-like path segments, keeps ids and names (ADR 187)', () => {
    expect(redactUrl('/documents/Xk3_9aQpL2mZ7vT0bN5cR8dW1yH4')).toBe('/documents/[redacted]');
    expect(redactUrl('/documents/short?x=1')).toBe('/documents/[redacted]?x=1');
    expect(redactUrl('/files/1/AbCdEfGhIjKlMnOpQrStUvWx12')).toBe('/files/1/[redacted]');
    expect(redactUrl('/records/jobs/123/neighbours')).toBe('/records/jobs/123/neighbours');
    expect(redactUrl('/files/1/front-door-photo-2026-05-01.jpg')).toBe(
      '/files/1/front-door-photo-2026-05-01.jpg',
    );
  });

  it('masks recipients', () => {
    expect(maskPhone('+61 400 000 123')).toBe('***0123');
    expect(maskEmail('admin@demo.test')).toBe('a***@demo.test');
  });
});

describe('relative time of a notification', () => {
  it('reads like a person would say it', () => {
    const now = new Date('2026-05-01T12:00:00Z');
    const ago = (ms: number) => relativeTime(new Date(now.getTime() - ms), now);
    expect(ago(10_000)).toBe('just now');
    expect(ago(60_000)).toBe('1 minute ago');
    expect(ago(12 * 60_000)).toBe('12 minutes ago');
    expect(ago(3 * 3600_000)).toBe('3 hours ago');
    expect(ago(2 * 86400_000)).toBe('2 days ago');
  });
});
