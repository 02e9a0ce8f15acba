import { matchPath } from '@platform/shared';

export type AuthPage =
  | 'login'
  | 'forgot-password'
  | 'register'
  | 'verify-email'
  | 'auth-actions'
  | 'xero-callback'
  | 'google-callback'
  | 'profile'
  | 'privacy';

/** The routes mf-auth owns (the shell's routes.ts gives them to mf_auth). */
export const AUTH_ROUTES: ReadonlyArray<{ pattern: string; page: AuthPage }> = [
  { pattern: '/login', page: 'login' },
  { pattern: '/forgot-password', page: 'forgot-password' },
  { pattern: '/reset-password', page: 'forgot-password' },
  { pattern: '/register', page: 'register' },
  { pattern: '/verify-email', page: 'verify-email' },
  { pattern: '/authActions', page: 'auth-actions' },
  { pattern: '/xero/authenticate', page: 'xero-callback' },
  { pattern: '/auth/google/authenticate', page: 'google-callback' },
  { pattern: '/profile', page: 'profile' },
  { pattern: '/privacy', page: 'privacy' },
];

export type AuthRouting = { page: AuthPage } | { redirect: string } | null;

/**
 * Which page a path shows. /reset-password and /verify-email carrying an action code are the
 * old forms of account-action links and go on to /authActions (ADR 031).
 */
export function routeAuthPath(pathname: string, search: string): AuthRouting {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const match = AUTH_ROUTES.find((route) => matchPath(route.pattern, path));
  if (!match) return null;
  const oobCode = new URLSearchParams(search).get('oobCode');
  if (oobCode && (path === '/reset-password' || path === '/verify-email')) {
    const mode = path === '/reset-password' ? 'resetPassword' : 'verifyEmail';
    return { redirect: `/authActions?mode=${mode}&oobCode=${encodeURIComponent(oobCode)}` };
  }
  return { page: match.page };
}
