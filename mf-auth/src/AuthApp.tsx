import { Fragment, Suspense, useEffect } from 'react';
import { navigate, useLocation, type RemoteAppProps } from '@platform/shared';
import { routeAuthPath, type AuthPage } from './routing/authRoutes';
import { LoginPage } from './login/LoginPage';
import { Spinner } from './plain/controls';
import { lazyAntd } from './plain/lazyAntd';

// Pages other than sign-in load on demand, with antd (ADR 169): most visits are to /login,
// which is drawn with plain controls.
const AuthActionsPage = lazyAntd(() =>
  import('./actions/AuthActionsPage').then((m) => m.AuthActionsPage),
);
const CallbackPage = lazyAntd(() => import('./callbacks/CallbackPage').then((m) => m.CallbackPage));
const ProfilePage = lazyAntd(() => import('./profile/ProfilePage').then((m) => m.ProfilePage));
const PrivacyPage = lazyAntd(() => import('./privacy/PrivacyPage').then((m) => m.PrivacyPage));
const RegisterPage = lazyAntd(() => import('./pages/RegisterPage').then((m) => m.RegisterPage));
const VerifyEmailPage = lazyAntd(() =>
  import('./pages/VerifyEmailPage').then((m) => m.VerifyEmailPage),
);

function pageElement(page: AuthPage) {
  switch (page) {
    case 'login':
      return <LoginPage />;
    case 'forgot-password':
      return <LoginPage initialMode="forgot" />;
    case 'register':
      return <RegisterPage />;
    case 'verify-email':
      return <VerifyEmailPage />;
    case 'auth-actions':
      return <AuthActionsPage />;
    case 'xero-callback':
      return <CallbackPage provider="xero" />;
    case 'google-callback':
      return <CallbackPage provider="google" />;
    case 'profile':
      return <ProfilePage />;
    case 'privacy':
      return <PrivacyPage />;
  }
}

/** Root of mf-auth: renders the page of the current address among the routes this area owns. */
export function AuthApp(_props: RemoteAppProps) {
  const { pathname, search } = useLocation();
  const routing = routeAuthPath(pathname, search);
  const redirect = routing && 'redirect' in routing ? routing.redirect : null;

  useEffect(() => {
    if (redirect) navigate(redirect, { replace: true });
  }, [redirect]);

  if (!routing || 'redirect' in routing) return null;
  return (
    <div data-area="mf_auth">
      <Suspense fallback={<Spinner />}>
        {/* A key per page: moving between two pages must not carry one page's state into the other. */}
        <Fragment key={routing.page}>{pageElement(routing.page)}</Fragment>
      </Suspense>
    </div>
  );
}
