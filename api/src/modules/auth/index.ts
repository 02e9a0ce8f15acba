import type { ApiModule } from '../../core/module';
import { authMigrations } from './migrations';
import { registerLogin } from './login';
import { registerActions } from './actions';
import { registerMfa } from './mfa';
import { registerConsentPage } from './consent';
import { registerOAuth } from './oauth';

/**
 * Sign-in and account actions: the spec's identity-provider calls mapped onto this server's
 * own identity service (docs/decisions/020-identity-mapping.md).
 */
export const authModule: ApiModule = {
  name: 'auth',
  migrations: authMigrations,
  register(app, ctx) {
    registerLogin(app, ctx);
    registerActions(app, ctx);
    registerMfa(app, ctx);
    registerConsentPage(app, ctx);
    registerOAuth(app, ctx);
  },
};
