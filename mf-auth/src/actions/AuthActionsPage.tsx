import { useEffect } from 'react';
import { navigate, notify, useSearchParams } from '@platform/shared';
import { AuthLayout } from '../layout/AuthLayout';
import { ACTION_BACKGROUNDS } from '../layout/backgrounds';
import { describeProviderCode } from '../errors/providerErrors';
import { ACTION_TEXTS, isKnownActionMode } from './actionTexts';
import { ResetPasswordCard } from './ResetPasswordCard';
import { VerifyEmailAction } from './VerifyEmailAction';

/** What /authActions does with its query: show a card, or leave for /login with a message. */
export function actionRedirect(
  mode: string | null,
  oobCode: string | null,
): { message?: string } | null {
  if (!mode || !oobCode) return {};
  if (mode === 'revertSecondFactorAddition') return { message: ACTION_TEXTS.revertSecondFactor };
  if (!isKnownActionMode(mode)) {
    const outcome = describeProviderCode('invalid-action-code');
    return { message: outcome.kind === 'message' ? outcome.text : undefined };
  }
  return null;
}

/** /authActions?mode=…&oobCode=…: the links sent by e-mail land here. */
export function AuthActionsPage() {
  const params = useSearchParams();
  const mode = params.get('mode');
  const oobCode = params.get('oobCode');
  const redirect = actionRedirect(mode, oobCode);
  // A string (possibly empty) while the page must leave for /login, null while it stays.
  const leaveWith = redirect ? (redirect.message ?? '') : null;

  useEffect(() => {
    if (leaveWith === null) return;
    if (leaveWith) notify.error(leaveWith);
    navigate('/login', { replace: true });
  }, [leaveWith]);

  if (redirect || !oobCode) return null;
  return (
    <AuthLayout
      backgrounds={ACTION_BACKGROUNDS}
      title={mode === 'resetPassword' ? 'Reset password' : 'Verify email'}
      width={mode === 'resetPassword' ? 420 : 400}
    >
      {mode === 'resetPassword' ? (
        <ResetPasswordCard oobCode={oobCode} />
      ) : (
        <VerifyEmailAction oobCode={oobCode} />
      )}
    </AuthLayout>
  );
}
