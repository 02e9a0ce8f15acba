import { dropEarlySignIn, sendEarlySignIn } from '@platform/shared';
import { envelope, installFakeApi } from '@platform/shared/testing';
import { httpAuthGateway } from './authGateway';

const ANSWER = { user: { user_id: 7, email: 'admin@demo.test' }, token: 'token-7' };

afterEach(dropEarlySignIn);

describe('httpAuthGateway.login', () => {
  it('takes the answer of the sign-in the shell sent from the early form, sending none (ADR 264)', async () => {
    const fake = installFakeApi({ 'POST /auth/login': { body: envelope(ANSWER) } });
    sendEarlySignIn({ email: 'admin@demo.test', password: 'Demo1234!' }, null);
    const answer = await httpAuthGateway.login({
      email: 'admin@demo.test',
      password: 'Demo1234!',
      forceOldLogin: false,
      intended: null,
    });
    expect(answer).toEqual(ANSWER);
    expect(fake.callsTo('POST /auth/login')).toHaveLength(1);
  });

  it('sends its own when the fields differ from the early one’s, or for a forced old login', async () => {
    const fake = installFakeApi({ 'POST /auth/login': { body: envelope(ANSWER) } });
    sendEarlySignIn({ email: 'admin@demo.test', password: 'Demo1234!' }, null);
    await httpAuthGateway.login({
      email: 'admin@demo.test',
      password: 'Demo1234!',
      forceOldLogin: true,
      intended: null,
    });
    const calls = fake.callsTo('POST /auth/login');
    expect(calls).toHaveLength(2);
    expect(calls[1].body).toMatchObject({
      email: 'admin@demo.test',
      force_old_login: true,
      with_landing: true,
    });
  });
});
