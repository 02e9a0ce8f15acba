import { Buffer } from 'node:buffer';
import fc from 'fast-check';
import { decodeStoredValue, encodeStoredValue } from './encoding';
import { configureStorage, EncodedStorage, STORAGE_ALERTS } from './storage';

afterEach(() => localStorage.clear());

function localEncodedStorage(): EncodedStorage {
  return new EncodedStorage({ backend: () => window.localStorage, cookiesEnabled: () => true });
}

describe('stored values are encoded', () => {
  it('writes base64 of UTF-8 JSON, not the plain value', () => {
    const store = localEncodedStorage();
    store.set('user', { name: 'Zoë', user_id: 4 });
    const raw = localStorage.getItem('user') ?? '';
    expect(raw).not.toContain('Zoë');
    expect(raw).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(store.get('user')).toEqual({ name: 'Zoë', user_id: 4 });
  });

  it('round-trips strings, numbers and booleans', () => {
    for (const value of ['token-abc', 42, true, ['a', 'b'], '日本語']) {
      expect(decodeStoredValue(encodeStoredValue(value))).toEqual(value);
    }
  });

  it('writes base64 of the UTF-8 bytes of the JSON, with or without characters beyond ASCII', () => {
    const utf8Base64 = (value: unknown) =>
      Buffer.from(JSON.stringify(value), 'utf8').toString('base64');
    expect(encodeStoredValue({ path: '/jobs/:id', name: 'Jobs "open"' })).toBe(
      'eyJwYXRoIjoiL2pvYnMvOmlkIiwibmFtZSI6IkpvYnMgXCJvcGVuXCIifQ==',
    );
    fc.assert(
      fc.property(fc.jsonValue({ stringUnit: 'grapheme' }), (value) => {
        expect(encodeStoredValue(value)).toBe(utf8Base64(value));
        expect(decodeStoredValue(encodeStoredValue(value))).toEqual(
          JSON.parse(JSON.stringify(value)),
        );
      }),
      { numRuns: 300 },
    );
  });

  it('reads legacy plain JSON and plain strings', () => {
    localStorage.setItem('legacy_json', '{"user_id":3}');
    localStorage.setItem('legacy_text', 'plain text token');
    const store = localEncodedStorage();
    expect(store.get('legacy_json')).toEqual({ user_id: 3 });
    expect(store.get('legacy_text')).toBe('plain text token');
  });

  it('returns null for a missing key and removes on null', () => {
    const store = localEncodedStorage();
    expect(store.get('nothing')).toBeNull();
    store.set('token', 'x');
    store.set('token', null);
    expect(localStorage.getItem('token')).toBeNull();
  });
});

describe('cookie and storage alerts', () => {
  it("alerts 'Cookies are disabled, please enable and try again.' when cookies are disabled", () => {
    const alert = jest.fn();
    configureStorage({ alert });
    const store = new EncodedStorage({
      backend: () => window.localStorage,
      cookiesEnabled: () => false,
    });
    store.set('token', 'abc');
    expect(alert).toHaveBeenCalledWith('Cookies are disabled, please enable and try again.');
    expect(STORAGE_ALERTS.cookiesDisabled).toBe(
      'Cookies are disabled, please enable and try again.',
    );
  });

  it('alerts the contact-administration text when storage throws', () => {
    const alert = jest.fn();
    configureStorage({ alert });
    const store = new EncodedStorage({
      backend: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
      cookiesEnabled: () => true,
    });
    store.get('user');
    expect(alert).toHaveBeenCalledWith(
      'Something has gone wrong, are cookies enabled? Please contact administration.',
    );
  });

  it('alerts once per page and keeps values in memory so the page still works', () => {
    const alert = jest.fn();
    configureStorage({ alert });
    const failing = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('Quota exceeded', 'QuotaExceededError');
      },
      removeItem: () => undefined,
      clear: () => undefined,
    } as unknown as Storage;
    const store = new EncodedStorage({ backend: () => failing, cookiesEnabled: () => true });
    store.set('a', 1);
    store.set('b', 2);
    expect(alert).toHaveBeenCalledTimes(1);
    expect(store.get('a')).toBe(1);
    expect(store.get('b')).toBe(2);
  });
});
