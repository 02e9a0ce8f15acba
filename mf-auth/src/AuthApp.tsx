import { Fragment, lazy, Suspense, useEffect } from 'react';
import { Spin } from 'antd';
import { navigate, useLocation, type RemoteAppProps } from '@platform/shared';
import { routeAuthPath, type AuthPage } from './routing/authRoutes';
import { LoginPage } from './login/LoginPage';

// Pages other than sign-in load on demand: most visits to this area are to /login.
const AuthActionsPage = lazy(() =>
  import('./actions/AuthActionsPage').then((m) => ({ default: m.AuthActionsPage })),
);
const CallbackPage = lazy(() =>
  import('./callbacks/CallbackPage').then((m) => ({ default: m.CallbackPage })),
);
const ProfilePage = lazy(() =>
  import('./profile/ProfilePage').then((m) => ({ default: m.ProfilePage })),
);
const PrivacyPage = lazy(() =>
  import('./privacy/PrivacyPage').then((m) => ({ default: m.PrivacyPage })),
);
const RegisterPage = lazy(() =>
  import('./pages/RegisterPage').then((m) => ({ default: m.RegisterPage })),
);
const VerifyEmailPage = lazy(() =>
  import('./pages/VerifyEmailPage').then((m) => ({ default: m.VerifyEmailPage })),
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
      <Suspense fallback={<Spin style={{ display: 'block', margin: 48 }} />}>
        {/* A key per page: moving between two pages must not carry one page's state into the other. */}
        <Fragment key={routing.page}>{pageElement(routing.page)}</Fragment>
      </Suspense>
    </div>
  );
}
