import type { ApiModule } from '../../core/module';
import { authExtraMigrations } from './migrations';
import { registerMfaStatus } from './mfa-status';
import { registerIdentitySignIn } from './identity-sign-in';

/**
 * Calls mf-auth needs beyond the auth module: the two-step status shown in Account settings,
 * and sign-in with the external identity provider (docs/decisions/032-identity-sign-in.md).
 */
export const authExtraModule: ApiModule = {
  name: 'auth-extra',
  migrations: authExtraMigrations,
  register(app, ctx) {
    registerMfaStatus(app, ctx);
    registerIdentitySignIn(app, ctx);
  },
};
