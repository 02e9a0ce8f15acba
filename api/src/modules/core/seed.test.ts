import { SCRYPT_PARAMS, verifyPassword } from '../../core/secrets';
import { describeCoreApp, login } from '../../testing/create-test-app';
import { seedCore } from './seed';
import { DEMO_PASSWORD, DEMO_PASSWORD_TEST_HASH, DEMO_USERS } from './seed-data';

describe("the test seed's precomputed demo password hash", () => {
  it('is DEMO_PASSWORD at the product scrypt cost', async () => {
    const [scheme, n, r, p, , key] = DEMO_PASSWORD_TEST_HASH.split('$');
    expect([scheme, Number(n), Number(r), Number(p)]).toEqual([
      'scrypt',
      SCRYPT_PARAMS.N,
      SCRYPT_PARAMS.r,
      SCRYPT_PARAMS.p,
    ]);
    expect(Buffer.from(key ?? '', 'base64url')).toHaveLength(SCRYPT_PARAMS.keyLength);
    await expect(verifyPassword(DEMO_PASSWORD, DEMO_PASSWORD_TEST_HASH)).resolves.toBe(true);
    await expect(verifyPassword('Demo1234?', DEMO_PASSWORD_TEST_HASH)).resolves.toBe(false);
  });
});

describeCoreApp('demo users of a test app', (get) => {
  it('store the precomputed hash, and sign in with the demo password', async () => {
    const { app, ctx } = get();
    const users = await ctx.db.selectFrom('users').select(['id', 'password_hash']).execute();
    const demo = users.filter((user) => DEMO_USERS.some((demoUser) => demoUser.id === user.id));
    expect(demo).toHaveLength(DEMO_USERS.length);
    for (const user of demo) expect(user.password_hash).toBe(DEMO_PASSWORD_TEST_HASH);
    await expect(login(app, 'admin@demo.test')).resolves.toEqual(expect.any(String));
  });
});

describeCoreApp(
  'demo users seeded outside tests',
  (get) => {
    it('get a hash of their own, made by the app’s secrets', async () => {
      const { ctx } = get();
      let calls = 0;
      const hashPassword = async (password: string) => {
        calls += 1;
        return `hashed ${password} ${calls}`;
      };
      await seedCore({
        ...ctx,
        config: { ...ctx.config, mode: 'development' },
        secrets: { ...ctx.secrets, hashPassword },
      });
      const users = await ctx.db.selectFrom('users').select('password_hash').execute();
      expect(calls).toBe(DEMO_USERS.length);
      expect(users.map((user) => user.password_hash).sort()).toEqual(
        DEMO_USERS.map((_, index) => `hashed ${DEMO_PASSWORD} ${index + 1}`).sort(),
      );
    });
  },
  { seed: false },
);
