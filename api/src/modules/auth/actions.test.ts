import type { AuthLoginResult } from '@platform/shared/contracts';
import { body, describeCoreApp, login, type TestApp } from '../../testing/create-test-app';
import { DEMO_PASSWORD } from '../core/seed-data';

async function latestLink(testApp: TestApp, email: string, mode: string): Promise<string> {
  const [mail] = await testApp.ctx.outbox.list({ recipient: email, limit: 1 });
  const link = /(http\S+authActions\?\S+)/.exec(mail?.body ?? '')?.[1];
  if (!link) throw new Error(`no link e-mailed to ${email}`);
  const url = new URL(link);
  expect(url.searchParams.get('mode')).toBe(mode);
  return url.searchParams.get('oobCode') as string;
}

describeCoreApp('account actions', (get) => {
  const post = (url: string, payload: object, remoteAddress = '10.1.0.1') =>
    get().app.inject({ method: 'POST', url, payload, remoteAddress });

  it('resets a password through the e-mailed link and ends the old sessions', async () => {
    const oldToken = await login(get().app, 'fitter@demo.test');
    const sent = await post('/auth/password-reset', { email: 'fitter@demo.test' });
    expect(sent.statusCode).toBe(200);
    expect(body(sent).info.message).toBe(
      'Password reset link successfully send to your email address',
    );
    const [mail] = await get().ctx.outbox.list({ recipient: 'fitter@demo.test', limit: 1 });
    expect(mail.subject).toBe('Reset your password');
    expect(mail.body).toContain('http://shell.test/authActions?mode=resetPassword&oobCode=');
    const oobCode = await latestLink(get(), 'fitter@demo.test', 'resetPassword');

    const check = await post('/auth/action/check', { mode: 'resetPassword', oobCode });
    expect(body(check).data).toEqual({ mode: 'resetPassword', email: 'fitter@demo.test' });

    const short = await post('/auth/action/reset-password', { oobCode, password: 'Abc1234' });
    expect(short.statusCode).toBe(400);
    expect(body(short).info.errors).toEqual({ password: ['Must be at least 8 characters.'] });
    for (const leaked of ['password1', 'Qwerty123', 'iloveyou']) {
      const common = await post('/auth/action/reset-password', { oobCode, password: leaked });
      expect(body(common).info.errors).toEqual({
        password: [
          'This password appears in lists of leaked passwords. Please choose a less common one.',
        ],
      });
    }

    const reset = await post('/auth/action/reset-password', { oobCode, password: 'NewPass99' });
    expect(reset.statusCode).toBe(200);
    expect(body(reset).info.message).toBe('Password successfully reset');
    expect((await post('/login_token', { token: oldToken })).statusCode).toBe(401);
    await expect(login(get().app, 'fitter@demo.test', DEMO_PASSWORD)).rejects.toThrow();
    await expect(login(get().app, 'fitter@demo.test', 'NewPass99')).resolves.toEqual(
      expect.any(String),
    );

    const reused = await post('/auth/action/reset-password', { oobCode, password: 'Another99' });
    expect(reused.statusCode).toBe(400);
    expect(body(reused).info.code).toBe('invalid-action-code');
  });

  it('answers a reset request for an unknown address like a known one, without sending', async () => {
    const before = await get().ctx.outbox.list({ recipient: 'ghost@demo.test' });
    const sent = await post('/auth/password-reset', { email: 'ghost@demo.test' });
    expect(sent.statusCode).toBe(200);
    expect(body(sent).info.message).toBe(
      'Password reset link successfully send to your email address',
    );
    expect(await get().ctx.outbox.list({ recipient: 'ghost@demo.test' })).toEqual(before);
  });

  it('clears a forced password migration with the reset', async () => {
    await post('/auth/password-reset', { email: 'legacy@demo.test' });
    const oobCode = await latestLink(get(), 'legacy@demo.test', 'resetPassword');
    await post('/auth/action/reset-password', { oobCode, password: 'Migrated1' });
    const answer = body<AuthLoginResult>(
      await post('/auth/login', { email: 'legacy@demo.test', password: 'Migrated1' }),
    );
    expect(answer.data.firebase_force_migrate).toBe(false);
    expect(answer.data.user?.email).toBe('legacy@demo.test');
  });

  it('expires a reset link after an hour', async () => {
    await post('/auth/password-reset', { email: 'measurer@demo.test' });
    const oobCode = await latestLink(get(), 'measurer@demo.test', 'resetPassword');
    get().clock.advance(60 * 60_000 + 1000);
    const late = await post('/auth/action/check', { mode: 'resetPassword', oobCode });
    expect(late.statusCode).toBe(400);
    expect(body(late).info.code).toBe('invalid-action-code');
  });

  it('refuses a code used with another mode', async () => {
    await post('/auth/password-reset', { email: 'sales@demo.test' });
    const oobCode = await latestLink(get(), 'sales@demo.test', 'resetPassword');
    const wrongMode = await post('/auth/action/verify-email', { oobCode });
    expect(body(wrongMode).info.code).toBe('invalid-action-code');
  });

  it('verifies an e-mail address through the link, after which sign-in works', async () => {
    const sent = await post('/auth/send-verification', { email: 'unverified@demo.test' });
    expect(body(sent).info.message).toBe('Verification email send successfully!');
    const oobCode = await latestLink(get(), 'unverified@demo.test', 'verifyEmail');
    const verified = await post('/auth/action/verify-email', { oobCode });
    expect(verified.statusCode).toBe(200);
    expect(body(verified).info.message).toBe('Email verifed successfully!');
    await expect(login(get().app, 'unverified@demo.test')).resolves.toEqual(expect.any(String));
  });

  it('limits e-mails per address', async () => {
    let last = await post('/auth/send-verification', { email: 'admin@acme.test' }, '10.1.0.2');
    for (let index = 0; index < 5; index += 1) {
      last = await post('/auth/send-verification', { email: 'admin@acme.test' }, '10.1.0.2');
    }
    expect(last.statusCode).toBe(429);
    expect(body(last).info.code).toBe('too-many-requests');
  });

  it('validates the action payloads', async () => {
    const response = await post('/auth/action/check', { mode: 'deleteEverything', oobCode: 'x' });
    expect(response.statusCode).toBe(400);
    expect(body(response).info.errors).toEqual({
      mode: ['Must be one of: resetPassword, verifyEmail, revertSecondFactorAddition.'],
    });
  });
});
