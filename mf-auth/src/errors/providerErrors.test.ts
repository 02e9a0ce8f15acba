import { ApiError } from '@platform/shared';
import { describeAuthFailure, describeProviderCode, PROVIDER_ERROR_TEXTS } from './providerErrors';

describe('describeProviderCode', () => {
  it.each([
    'invalid-credential',
    'too-many-requests',
    'email-already-in-use',
    'missing-code',
    'invalid-verification-code',
    'invalid-action-code',
    'invalid-phone-number',
  ])('shows %s formatted', (code) => {
    expect(describeProviderCode(`auth/${code}`)).toEqual({
      kind: 'message',
      code,
      text: PROVIDER_ERROR_TEXTS[code],
    });
  });

  it('explains invalid-action-code as an expired session or an invalid URL', () => {
    const outcome = describeProviderCode('invalid-action-code');
    expect(outcome.kind === 'message' && outcome.text).toMatch(
      /session has expired or the URL is invalid/,
    );
  });

  it("shows a bad code as 'Please enter a valid verification code'", () => {
    const outcome = describeProviderCode('invalid-verification-code');
    expect(outcome).toMatchObject({ text: 'Please enter a valid verification code' });
  });

  it('resets the two-step dialog on requires-recent-login', () => {
    expect(describeProviderCode('auth/requires-recent-login').kind).toBe('reset-two-step');
  });

  it('starts the phone code flow on multi-factor-auth-required', () => {
    expect(describeProviderCode('multi-factor-auth-required').kind).toBe('start-phone-flow');
  });

  it('ignores popup-closed-by-user', () => {
    expect(describeProviderCode('auth/popup-closed-by-user').kind).toBe('ignore');
  });

  it("shows any other code as 'Unhandled Error: {code}'", () => {
    expect(describeProviderCode('auth/user-disabled')).toEqual({
      kind: 'message',
      code: 'user-disabled',
      text: 'Unhandled Error: user-disabled',
    });
  });
});

describe('describeAuthFailure', () => {
  it('reads the provider code from the response information', () => {
    const error = new ApiError('Wrong password', {
      status: 401,
      info: { status: 401, code: 'invalid-credential' } as never,
    });
    expect(describeAuthFailure(error)).toMatchObject({ code: 'invalid-credential' });
  });

  it("falls back to the server's message when there is no code", () => {
    const error = new ApiError('Account is locked', { status: 403, info: { status: 403 } });
    expect(describeAuthFailure(error)).toEqual({
      kind: 'message',
      code: 'http-403',
      text: 'Account is locked',
    });
  });

  it('treats a 429 without a code as too-many-requests', () => {
    const error = new ApiError('Slow down', { status: 429 });
    expect(describeAuthFailure(error)).toMatchObject({ code: 'too-many-requests' });
  });

  it('ignores cancelled calls', () => {
    expect(describeAuthFailure(new ApiError('x', { status: 0, cancelled: true })).kind).toBe(
      'ignore',
    );
  });
});
