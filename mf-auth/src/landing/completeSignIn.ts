import {
  bus as pageBus,
  navigate as pageNavigate,
  session as pageSession,
  type EventBus,
} from '@platform/shared';
import type { SessionStore, SignInLanding } from '@platform/shared';
import type { AuthGateway, SignedInUser } from '../gateway/authGateway';
import { resolveLanding, type Landing } from '@platform/shared/landing/resolve';

export interface SignInEnvironment {
  gateway: Pick<AuthGateway, 'routeList'>;
  /** The decoded `intended` query parameter of the login page. */
  intended: string | null;
  /** The landing page's first data, when the sign-in's answer carried it (ADR 259). */
  landing?: SignInLanding | null;
  session?: SessionStore;
  bus?: EventBus;
  navigate?: (path: string, options?: { replace?: boolean }) => void;
  alert?: (message: string) => void;
  doc?: Document;
}

function blurFocused(doc: Document) {
  const focused = doc.activeElement;
  if (focused instanceof HTMLElement && focused !== doc.body) focused.blur();
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
  // Focus leaves the sign-in form before the signed-in page draws: a focused button removed with
  // the form makes the browser recompute the styles of the whole page being drawn, in the middle
  // of drawing it (ADR 264). Blurred here, only the form's own styles change.
  blurFocused(env.doc ?? document);
  session.signIn(withRoutes);
  const landing = resolveLanding({
    user: withRoutes,
    routes: withRoutes.routes,
    intended: env.intended,
  });
  (env.bus ?? pageBus).publish('auth/signed-in', {
    userId: withRoutes.user_id,
    landing: landing.path,
    // Only for the page gone to here (the server works it out with the same rule).
    ...(env.landing?.path === landing.path ? { landingData: env.landing } : {}),
  });
  if (landing.alert) alert(landing.alert);
  go(landing.path, { replace: true });
  return landing;
}
