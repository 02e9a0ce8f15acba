import {
  bus as pageBus,
  navigate as pageNavigate,
  session as pageSession,
  type EventBus,
} from '@platform/shared';
import type { SessionStore } from '@platform/shared';
import type { AuthGateway, SignedInUser } from '../gateway/authGateway';
import { resolveLanding, type Landing } from './landing';

export interface SignInEnvironment {
  gateway: Pick<AuthGateway, 'routeList'>;
  /** The decoded `intended` query parameter of the login page. */
  intended: string | null;
  session?: SessionStore;
  bus?: EventBus;
  navigate?: (path: string, options?: { replace?: boolean }) => void;
  alert?: (message: string) => void;
}

/**
 * Stores the signed-in user in the session, makes sure the routes are there (a phone-code or
 * token sign-in may answer without them), then goes to the landing page.
 */
export async function completeSignIn(
  result: SignedInUser,
  env: SignInEnvironment,
): Promise<Landing> {
  const session = env.session ?? pageSession;
  const go = env.navigate ?? pageNavigate;
  const alert = env.alert ?? ((message: string) => window.alert(message));
  const withRoutes: SignedInUser = Array.isArray(result.routes)
    ? result
    : { ...result, ...(await env.gateway.routeList(result.token)) };
  session.signIn(withRoutes);
  const landing = resolveLanding({
    user: withRoutes,
    routes: withRoutes.routes,
    intended: env.intended,
  });
  (env.bus ?? pageBus).publish('auth/signed-in', {
    userId: withRoutes.user_id,
    landing: landing.path,
  });
  if (landing.alert) alert(landing.alert);
  go(landing.path, { replace: true });
  return landing;
}
