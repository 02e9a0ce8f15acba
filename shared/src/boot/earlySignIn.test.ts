import { envelope, installFakeApi } from '../testing';
import {
  dropEarlySignIn,
  passwordSignInBody,
  sendEarlySignIn,
  takeEarlySignIn,
} from './earlySignIn';

const ANSWER = { user: { user_id: 7, email: 'admin@demo.test' }, token: 'token-7' };

afterEach(dropEarlySignIn);

describe('the early form’s sign-in (ADR 264)', () => {
  it('sends POST /auth/login with the body mf-auth’s gateway sends, and hands its answer over once', async () => {
    const fake = installFakeApi({ 'POST /auth/login': { body: envelope(ANSWER) } });
    const fields = { email: '  admin@demo.test ', password: 'Demo1234!' };
    expect(sendEarlySignIn(fields, null)).toBe(true);
    expect(fake.callsTo('POST /auth/login')).toHaveLength(1);
    const body = passwordSignInBody({
      email: 'admin@demo.test',
      password: 'Demo1234!',
      forceOldLogin: false,
      intended: null,
    });
    expect(body).toMatchObject({
      email: 'admin@demo.test',
      password: 'Demo1234!',
      force_old_login: false,
      firebase_server_side: true,
      with_landing: true,
      device_type: 'web',
    });
    expect(fake.calls[0].body).toEqual(JSON.parse(JSON.stringify(body)));
    await expect(takeEarlySignIn(body)).resolves.toEqual(ANSWER);
    // Taken once: a second sign-in sends its own.
    expect(takeEarlySignIn(body)).toBeNull();
  });

  it('is not taken by a sign-in with other fields: that one sends its own', () => {
    installFakeApi({ 'POST /auth/login': { body: envelope(ANSWER) } });
    sendEarlySignIn({ email: 'admin@demo.test', password: 'Demo1234!' }, '/_demo_/jobs');
    const other = (password: string, intended: string | null) =>
      passwordSignInBody({ email: 'admin@demo.test', password, forceOldLogin: false, intended });
    expect(takeEarlySignIn(other('Demo1234?', '/_demo_/jobs'))).toBeNull();
    expect(takeEarlySignIn(other('Demo1234!', null))).toBeNull();
    expect(takeEarlySignIn(other('Demo1234!', '/_demo_/jobs'))).not.toBeNull();
  });

  it('sends nothing that mf-auth’s form would refuse: no e-mail, a malformed one, no password', () => {
    const fake = installFakeApi({ 'POST /auth/login': { body: envelope(ANSWER) } });
    expect(sendEarlySignIn({ email: '', password: 'Demo1234!' }, null)).toBe(false);
    expect(sendEarlySignIn({ email: 'admin@demo', password: 'Demo1234!' }, null)).toBe(false);
    expect(sendEarlySignIn({ email: 'admin@demo.test', password: '' }, null)).toBe(false);
    expect(fake.calls).toHaveLength(0);
  });

  it('hands a refusal over as the call’s own error, and leaves nothing unhandled meanwhile', async () => {
    installFakeApi({
      'POST /auth/login': { status: 401, body: { error: { code: 'INVALID_CREDENTIALS' } } },
    });
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    try {
      sendEarlySignIn({ email: 'admin@demo.test', password: 'wrong' }, null);
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(unhandled).not.toHaveBeenCalled();
      const body = passwordSignInBody({
        email: 'admin@demo.test',
        password: 'wrong',
        forceOldLogin: false,
        intended: null,
      });
      await expect(takeEarlySignIn(body)).rejects.toMatchObject({ status: 401 });
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});
