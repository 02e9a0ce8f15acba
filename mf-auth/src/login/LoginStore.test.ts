import {
  fakeGateway,
  fakeNotifier,
  loginResult,
  providerError,
  signedInUser,
} from '../testing/fakes';
import { LoginStore } from './LoginStore';

/** The jobs page's first data, as a sign-in's answer carries it (ADR 259). */
const JOBS_LANDING = {
  path: '/_demo_/jobs',
  query: { route_id: 2, tabs_route_id: 3, multi_view_id: 20 },
  data: { page_info: { status: 200, body: { data: { page_name: 'Jobs' }, info: {} } } },
};

function setup(overrides: Parameters<typeof fakeGateway>[0] = {}, intended?: string | null) {
  const gateway = fakeGateway(overrides);
  const notifier = fakeNotifier();
  const onSignedIn = jest.fn();
  const onSigningIn = jest.fn();
  const store = new LoginStore({ gateway, notifier, onSignedIn, onSigningIn, intended });
  return { gateway, notifier, onSignedIn, onSigningIn, store };
}

const challenge = { mfa_required: { session: 'mfa-session', phone_hint: '***0123' } };

describe('LoginStore: normal mode', () => {
  it('signs in with e-mail and password', async () => {
    const user = signedInUser();
    const { store, gateway, onSignedIn } = setup({ login: async () => loginResult({ user }) });
    await store.signIn(' admin@demo.test ', 'Demo1234!');
    expect(gateway.login).toHaveBeenCalledWith({
      email: 'admin@demo.test',
      password: 'Demo1234!',
      forceOldLogin: false,
    });
    expect(onSignedIn).toHaveBeenCalledWith(user, undefined);
  });

  it('asks for the landing page’s data with the sign-in and hands it on (ADR 259)', async () => {
    const user = signedInUser();
    const { store, gateway, onSignedIn } = setup(
      { login: async () => loginResult({ user, landing: JOBS_LANDING }) },
      '/_demo_/jobs',
    );
    await store.signIn('admin@demo.test', 'Demo1234!');
    expect(gateway.login).toHaveBeenCalledWith({
      email: 'admin@demo.test',
      password: 'Demo1234!',
      forceOldLogin: false,
      intended: '/_demo_/jobs',
    });
    expect(onSignedIn).toHaveBeenCalledWith(user, JOBS_LANDING);
  });

  it('shows a wrong password as the formatted invalid-credential text', async () => {
    const { store, notifier, onSignedIn } = setup({
      login: async () => Promise.reject(providerError('invalid-credential')),
    });
    await store.signIn('admin@demo.test', 'wrong');
    expect(notifier.error).toHaveBeenCalledWith(
      'Invalid credential: the email address or password is incorrect.',
    );
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(store.busy).toBe(false);
  });
});

describe('LoginStore: the page told a sign-in request is on its way (ADR 250)', () => {
  it('tells before the credentials are sent, so the answer is not waited for', async () => {
    const { store, gateway, onSigningIn } = setup({ login: () => new Promise(() => undefined) });
    void store.signIn('admin@demo.test', 'Demo1234!');
    expect(onSigningIn).toHaveBeenCalledTimes(1);
    expect(onSigningIn.mock.invocationCallOrder[0]).toBeLessThan(
      gateway.login.mock.invocationCallOrder[0],
    );
  });

  it('tells again for a phone code and for an identity provider answer, not for a rejected code', async () => {
    const { store, gateway, onSigningIn } = setup({
      login: async () => loginResult(challenge),
      completePhoneSignIn: async () => loginResult({ user: signedInUser() }),
      identitySignIn: async () => loginResult({ user: signedInUser() }),
    });
    await store.signIn('twostep@demo.test', 'Demo1234!');
    await store.submitCode('12a');
    expect(onSigningIn).toHaveBeenCalledTimes(1);
    await store.submitCode('123456');
    expect(gateway.completePhoneSignIn).toHaveBeenCalledTimes(1);
    expect(onSigningIn).toHaveBeenCalledTimes(2);
    await store.completeIdentitySignIn('code-1', 'state-1');
    expect(onSigningIn).toHaveBeenCalledTimes(3);
  });

  it('does not tell for a password reset link', async () => {
    const { store, onSigningIn } = setup({ sendPasswordReset: async () => undefined });
    store.openForgotPassword();
    await store.sendPasswordReset('admin@demo.test');
    expect(onSigningIn).not.toHaveBeenCalled();
  });
});

describe('LoginStore: forgot-password mode', () => {
  it('opens and cancel returns to the sign-in form', () => {
    const { store } = setup();
    store.openForgotPassword();
    expect(store.mode).toBe('forgot');
    store.backToSignIn();
    expect(store.mode).toBe('normal');
  });

  it("sends the link, says 'Password reset link successfully send to your email address' and returns", async () => {
    const { store, gateway, notifier } = setup({ sendPasswordReset: async () => undefined });
    store.openForgotPassword();
    expect(await store.sendPasswordReset(' admin@demo.test')).toBe(true);
    expect(gateway.sendPasswordReset).toHaveBeenCalledWith('admin@demo.test');
    expect(notifier.success).toHaveBeenCalledWith(
      'Password reset link successfully send to your email address',
    );
    expect(store.mode).toBe('normal');
  });

  it('stays in forgot mode when sending fails', async () => {
    const { store, notifier } = setup({
      sendPasswordReset: async () => Promise.reject(providerError('too-many-requests', 429)),
    });
    store.openForgotPassword();
    expect(await store.sendPasswordReset('admin@demo.test')).toBe(false);
    expect(notifier.error).toHaveBeenCalledWith(expect.stringMatching(/^Too many requests/));
    expect(store.mode).toBe('forgot');
  });
});

describe('LoginStore: two-step mode', () => {
  it('starts the phone code entry when the server asks for the second factor', async () => {
    const { store } = setup({ login: async () => loginResult(challenge) });
    await store.signIn('twostep@demo.test', 'Demo1234!');
    expect(store.mode).toBe('two-step');
    expect(store.twoStep).toMatchObject({ phase: 'entry', phoneHint: '***0123', autoSubmit: true });
  });

  it('starts the phone flow on a multi-factor-auth-required error that carries the challenge', async () => {
    const error = providerError('auth/multi-factor-auth-required');
    Object.assign(error, { data: challenge });
    const { store } = setup({ login: async () => Promise.reject(error) });
    await store.signIn('twostep@demo.test', 'Demo1234!');
    expect(store.mode).toBe('two-step');
  });

  it("shows 'Something went wrong!' for a second factor that is not a phone", async () => {
    const { store, notifier } = setup({
      login: async () =>
        loginResult({ mfa_required: { ...challenge.mfa_required, factor: 'totp' } as never }),
    });
    await store.signIn('twostep@demo.test', 'Demo1234!');
    expect(notifier.error).toHaveBeenCalledWith('Something went wrong!');
    expect(store.mode).toBe('normal');
  });

  it('submits the code automatically at the sixth digit and signs in', async () => {
    const user = signedInUser();
    const { store, gateway, onSignedIn } = setup({
      login: async () => loginResult(challenge),
      completePhoneSignIn: async () => loginResult({ user }),
    });
    await store.signIn('twostep@demo.test', 'Demo1234!');
    store.codeCompleted('123456');
    await Promise.resolve();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(gateway.completePhoneSignIn).toHaveBeenCalledWith({
      session: 'mfa-session',
      code: '123456',
    });
    expect(onSignedIn).toHaveBeenCalledWith(user, undefined);
  });

  it("after a wrong code shows 'Please enter a valid verification code' and needs a manual submit", async () => {
    const user = signedInUser();
    const completePhoneSignIn = jest
      .fn()
      .mockRejectedValueOnce(providerError('invalid-verification-code'))
      .mockResolvedValueOnce(loginResult({ user }));
    const { store, gateway, onSignedIn } = setup({ login: async () => loginResult(challenge) });
    gateway.completePhoneSignIn.mockImplementation(completePhoneSignIn);
    await store.signIn('twostep@demo.test', 'Demo1234!');
    const attemptBefore = store.twoStep!.attempt;
    await store.submitCode('111111');
    expect(store.twoStep).toMatchObject({
      error: 'Please enter a valid verification code',
      autoSubmit: false,
    });
    expect(store.twoStep!.attempt).toBe(attemptBefore + 1);

    store.codeCompleted('222222');
    expect(gateway.completePhoneSignIn).toHaveBeenCalledTimes(1);
    await store.submitCode('222222');
    expect(onSignedIn).toHaveBeenCalledWith(user, undefined);
  });

  it('rejects a code that is not six digits without calling the server', async () => {
    const { store, gateway } = setup({ login: async () => loginResult(challenge) });
    await store.signIn('twostep@demo.test', 'Demo1234!');
    await store.submitCode('12a');
    expect(store.twoStep?.error).toBe('Please enter a valid verification code');
    expect(gateway.completePhoneSignIn).not.toHaveBeenCalled();
  });

  it('sends a new code by signing in again, showing the sending phase meanwhile', async () => {
    let release: () => void = () => undefined;
    const { store, gateway } = setup({ login: async () => loginResult(challenge) });
    await store.signIn('twostep@demo.test', 'Demo1234!');
    gateway.login.mockImplementation(
      () => new Promise((resolve) => (release = () => resolve(loginResult(challenge)))),
    );
    const resending = store.resendCode();
    expect(store.twoStep?.phase).toBe('sending');
    release();
    await resending;
    expect(store.twoStep?.phase).toBe('entry');
    expect(gateway.login).toHaveBeenCalledTimes(2);
  });

  it('cancel returns to the sign-in form', async () => {
    const { store } = setup({ login: async () => loginResult(challenge) });
    await store.signIn('twostep@demo.test', 'Demo1234!');
    store.backToSignIn();
    expect(store.mode).toBe('normal');
    expect(store.twoStep).toBeNull();
  });
});

describe('LoginStore: legacy-account migration', () => {
  const migration = (forced: boolean) =>
    loginResult({
      register_firebase: true,
      firebase_force_migrate: forced,
      password_migration: { forced },
    });

  it("opens the prompt; 'Do it later' does nothing when the migration is forced", async () => {
    const { store, gateway } = setup({ login: async () => migration(true) });
    await store.signIn('legacy@demo.test', 'Demo1234!');
    expect(store.migration).toEqual({ forced: true, pendingUser: null });
    await store.postponeMigration();
    expect(gateway.login).toHaveBeenCalledTimes(1);
    expect(store.migration).not.toBeNull();
  });

  it("'Do it later' signs in with the old password when the migration is optional", async () => {
    const user = signedInUser();
    const { store, gateway, onSignedIn } = setup({ login: async () => migration(false) });
    await store.signIn('legacy-optional@demo.test', 'Demo1234!');
    gateway.login.mockResolvedValueOnce(loginResult({ user }));
    await store.postponeMigration();
    expect(gateway.login).toHaveBeenLastCalledWith({
      email: 'legacy-optional@demo.test',
      password: 'Demo1234!',
      forceOldLogin: true,
    });
    expect(store.migration).toBeNull();
    expect(onSignedIn).toHaveBeenCalledWith(user, undefined);
  });

  it("'Change Password' sends a reset link to the account's address", async () => {
    const { store, gateway, notifier } = setup({
      login: async () => migration(true),
      sendPasswordReset: async () => undefined,
    });
    await store.signIn('legacy@demo.test', 'Demo1234!');
    await store.changePassword();
    expect(gateway.sendPasswordReset).toHaveBeenCalledWith('legacy@demo.test');
    expect(notifier.success).toHaveBeenCalledWith(
      'Password reset link successfully send to your email address',
    );
    expect(store.migration).toBeNull();
  });
});

describe('LoginStore: unverified e-mail', () => {
  it("opens 'Please verify your email!' and Resend Link sends it again", async () => {
    const { store, gateway, notifier } = setup({
      login: async () => loginResult({ email_unverified: true }),
      sendVerification: async () => undefined,
    });
    await store.signIn('unverified@demo.test', 'Demo1234!');
    expect(store.unverifiedEmail).toBe('unverified@demo.test');
    await store.resendVerification();
    expect(gateway.sendVerification).toHaveBeenCalledWith('unverified@demo.test');
    expect(notifier.success).toHaveBeenCalledWith('Verification email send successfully!');
    expect(store.unverifiedEmail).toBeNull();
  });
});

describe('LoginStore: identity-provider sign-in', () => {
  it('signs in with the code the provider returned', async () => {
    const user = signedInUser();
    const { store, gateway, onSignedIn } = setup({
      identitySignIn: async () => loginResult({ user }),
    });
    await store.completeIdentitySignIn('code-1', 'state-1');
    expect(gateway.identitySignIn).toHaveBeenCalledWith({ code: 'code-1', state: 'state-1' });
    expect(onSignedIn).toHaveBeenCalledWith(user, undefined);
    expect(store.canResendCode).toBe(false);
  });

  it('asks for the intended page’s landing data with the code, and hands it on (ADR 259)', async () => {
    const user = signedInUser();
    const { store, gateway, onSignedIn } = setup(
      { identitySignIn: async () => loginResult({ user, landing: JOBS_LANDING }) },
      '/_demo_/jobs',
    );
    await store.completeIdentitySignIn('code-1', 'state-1');
    expect(gateway.identitySignIn).toHaveBeenCalledWith({
      code: 'code-1',
      state: 'state-1',
      intended: '/_demo_/jobs',
    });
    expect(onSignedIn).toHaveBeenCalledWith(user, JOBS_LANDING);
  });

  it('ignores popup-closed-by-user', async () => {
    const { store, notifier } = setup({
      identitySignIn: async () => Promise.reject(providerError('popup-closed-by-user')),
    });
    await store.completeIdentitySignIn('code-1', 'state-1');
    expect(notifier.error).not.toHaveBeenCalled();
  });
});
