import { observer } from 'mobx-react-lite';
import { Suspense, useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import {
  bus,
  dropBootSignIn,
  navigate,
  notificationStore,
  notify,
  readBootSignIn,
  useLatch,
  useSearchParams,
  type Notifier,
} from '@platform/shared';
import { AuthLayout } from '../layout/AuthLayout';
import { LOGIN_BACKGROUNDS } from '../layout/backgrounds';
import { useGateway } from '../gateway/GatewayContext';
import { completeSignIn } from '../landing/completeSignIn';
import { isNativeApp } from '../platform/native';
import { LoginStore, type LoginMode } from './LoginStore';
import { SignInForm } from './SignInForm';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { IdentitySignInButton } from './IdentitySignInButton';
import { lazyAntd } from '../plain/lazyAntd';
import { Spinner } from '../plain/controls';

// The sign-in and forgot-password forms are plain; the code step and the two dialogs draw with
// antd and load when they first show (ADR 169).
const PhoneCodeStep = lazyAntd(() => import('./PhoneCodeStep').then((m) => m.PhoneCodeStep));
const MigrationModal = lazyAntd(() => import('./MigrationModal').then((m) => m.MigrationModal));
const UnverifiedEmailModal = lazyAntd(() =>
  import('./UnverifiedEmailModal').then((m) => m.UnverifiedEmailModal),
);
import { identityReturnOf, isIdentityAnswer, takeRememberedIntended } from './identityReturn';

export interface LoginPageProps {
  /** The mode the page opens in: /forgot-password opens it in forgot mode. */
  initialMode?: Extract<LoginMode, 'normal' | 'forgot'>;
}

/**
 * The page's notifier, which keeps the ids of the error notifications it showed: the next sign-in
 * attempt dismisses them, so an earlier "Invalid credential" neither stays over a retry's own
 * answer nor follows a successful sign-in onto the dashboard.
 */
function attemptNotifier(): { notifier: Notifier; dismissErrors: () => void } {
  const shown = new Set<number>();
  const notifier: Notifier = {
    ...notify,
    error: (message, caption, errors) => {
      const id = notify.error(message, caption, errors);
      shown.add(id);
      return id;
    },
  };
  const dismissErrors = () => {
    for (const id of shown) notificationStore.dismiss(id);
    shown.clear();
  };
  return { notifier, dismissErrors };
}

const TITLES: Record<LoginMode, string> = {
  normal: 'Sign in',
  forgot: 'Forgot password',
  'two-step': 'Two-step verification',
};

/** /login: sign-in with all its modes and dialogs. */
export const LoginPage = observer(function LoginPage(props: LoginPageProps) {
  const gateway = useGateway();
  const params = useSearchParams();
  const intended = params.get('intended');
  const [identityReturn] = useState(() => identityReturnOf(params));
  const [store] = useState(() => {
    const returnTo = identityReturn ? takeRememberedIntended() : intended;
    const { notifier, dismissErrors } = attemptNotifier();
    const created = new LoginStore({
      gateway,
      notifier,
      intended: returnTo,
      onSignedIn: (user, landing) => completeSignIn(user, { gateway, intended: returnTo, landing }),
      onSigningIn: () => {
        dismissErrors();
        bus.publish('auth/signing-in');
      },
    });
    if (props.initialMode === 'forgot') created.openForgotPassword();
    return created;
  });

  // The page's early form (ADR 172): what was typed there carries over, and it leaves the page
  // in the same frame as this form first paints.
  const [boot] = useState(() => readBootSignIn());
  useLayoutEffect(() => dropBootSignIn(), []);

  const [identityAnswer] = useState(() => isIdentityAnswer(params));
  useEffect(() => {
    if (!identityAnswer) return;
    // The provider's code is single use, and a refusal needs no action (spec §8: a closed
    // provider window is ignored): either way the answer leaves the address.
    navigate('/login', { replace: true });
    if (identityReturn)
      void store.completeIdentitySignIn(identityReturn.code, identityReturn.state);
  }, [identityAnswer, identityReturn, store]);

  // A dialog once shown stays mounted, so that it closes with its animation.
  const migrationShown = useLatch(Boolean(store.migration));
  const unverifiedShown = useLatch(store.unverifiedEmail !== null);

  let content: ReactNode;
  if (store.mode === 'forgot') content = <ForgotPasswordForm store={store} />;
  else if (store.mode === 'two-step')
    content = (
      <Suspense fallback={<Spinner />}>
        <PhoneCodeStep store={store} />
      </Suspense>
    );
  else {
    const identityButton = isNativeApp() ? undefined : (
      <IdentitySignInButton
        intended={intended}
        disabled={store.busy}
        autoStart={boot?.pending === 'identity'}
      />
    );
    content = <SignInForm store={store} identityButton={identityButton} boot={boot} />;
  }

  return (
    <AuthLayout backgrounds={LOGIN_BACKGROUNDS} title={TITLES[store.mode]}>
      {content}
      <Suspense fallback={null}>
        {migrationShown ? <MigrationModal store={store} /> : null}
        {unverifiedShown ? <UnverifiedEmailModal store={store} /> : null}
      </Suspense>
    </AuthLayout>
  );
});
