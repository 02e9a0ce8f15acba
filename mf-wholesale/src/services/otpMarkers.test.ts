import { resetSession } from '@platform/shared/testing';
import {
  clearSent,
  codeMayBeValid,
  cooldownLeft,
  fingerprint,
  markSent,
  readSent,
} from './otpMarkers';

afterEach(resetSession);

describe('one-time code markers', () => {
  it('remember when a code was sent, per link and per order, across reloads (local storage)', () => {
    markSent({ kind: 'link', key: 'key-a' }, 1_000);
    markSent({ kind: 'order', orderId: 7 }, 2_000);
    expect(readSent({ kind: 'link', key: 'key-a' })).toEqual({ sentAt: 1_000 });
    expect(readSent({ kind: 'link', key: 'key-b' })).toBeNull();
    expect(readSent({ kind: 'order', orderId: 7 })).toEqual({ sentAt: 2_000 });
    expect(Object.keys(localStorage).some((name) => name.includes('key-a'))).toBe(false);
  });

  it('are cleared after a successful verification', () => {
    markSent({ kind: 'link', key: 'key-a' });
    clearSent({ kind: 'link', key: 'key-a' });
    expect(readSent({ kind: 'link', key: 'key-a' })).toBeNull();
  });

  it('count down the 60 s resend cooldown in whole seconds', () => {
    const sent = { sentAt: 10_000 };
    expect(cooldownLeft(sent, 10_000)).toBe(60);
    expect(cooldownLeft(sent, 10_001)).toBe(60);
    expect(cooldownLeft(sent, 69_000)).toBe(1);
    expect(cooldownLeft(sent, 70_000)).toBe(0);
    expect(cooldownLeft(null, 70_000)).toBe(0);
  });

  it('treat a code older than five minutes as expired', () => {
    expect(codeMayBeValid({ sentAt: 0 }, 299_999)).toBe(true);
    expect(codeMayBeValid({ sentAt: 0 }, 300_000)).toBe(false);
    expect(codeMayBeValid(null, 0)).toBe(false);
  });

  it('fingerprints keys stably', () => {
    expect(fingerprint('abc')).toBe(fingerprint('abc'));
    expect(fingerprint('abc')).not.toBe(fingerprint('abd'));
  });
});
