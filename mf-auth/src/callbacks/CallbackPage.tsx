import { Button, Result, Spin, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { navigate, notify, session, useSearchParams } from '@platform/shared';
import { AuthLayout } from '../layout/AuthLayout';
import { LOGIN_BACKGROUNDS } from '../layout/backgrounds';
import { useGateway } from '../gateway/GatewayContext';
import type { OAuthCallbackPayload, OAuthProviderName } from '../gateway/authGateway';
import { useOnce } from '../actions/useOnce';
import { CALLBACK_CLOSE_SECONDS, CALLBACK_TEXTS, tellOpener } from './callbackMessages';

export interface CallbackPageProps {
  provider: OAuthProviderName;
  /** Closes the window; replaced in tests. */
  onClose?: (provider: OAuthProviderName) => void;
}

type CallbackState = 'loading' | 'failed' | 'success';

const PROVIDER_NAMES: Record<OAuthProviderName, string> = { xero: 'Xero', google: 'Google' };

function closeWindow(provider: OAuthProviderName): void {
  window.close();
  // Browsers refuse to close a window the user opened themselves; leave for a useful page then.
  window.setTimeout(
    () => navigate(provider === 'google' ? '/profile' : '/', { replace: true }),
    300,
  );
}

/** /xero/authenticate and /auth/google/authenticate: where the provider returns after consent. */
export function CallbackPage(props: CallbackPageProps) {
  const { provider, onClose: closeOverride } = props;
  const onClose = useCallback(
    () => (closeOverride ?? closeWindow)(provider),
    [closeOverride, provider],
  );
  const gateway = useGateway();
  const params = useSearchParams();
  const [state, setState] = useState<CallbackState>('loading');
  const [secondsLeft, setSecondsLeft] = useState(CALLBACK_CLOSE_SECONDS);
  const code = params.get('code');
  const stateParam = params.get('state');
  // The provider answers a refused consent with an error instead of a code.
  const refused = Boolean(stateParam && params.get('error'));
  const valid = Boolean(code && stateParam) || refused;

  useOnce(() => {
    if (refused) {
      tellOpener(provider, 'failed');
      setState('failed');
      return;
    }
    if (!code || !stateParam) {
      notify.error(CALLBACK_TEXTS.invalidRequest);
      navigate('/login', { replace: true });
      return;
    }
    const user = session.user;
    const payload: OAuthCallbackPayload = {
      code,
      state: stateParam,
      ...(user ? { organisation_id: user.organisation_id, user_id: user.user_id } : {}),
      ...(session.bearerToken ? { token: session.bearerToken } : {}),
    };
    gateway.completeOAuthCallback(provider, payload).then(
      () => {
        tellOpener(provider, 'success');
        setState('success');
      },
      () => {
        tellOpener(provider, 'failed');
        setState('failed');
      },
    );
  });

  useEffect(() => {
    if (state !== 'success') return;
    if (secondsLeft <= 0) {
      onClose();
      return;
    }
    const timer = setTimeout(() => setSecondsLeft((left) => left - 1), 1000);
    return () => clearTimeout(timer);
  }, [state, secondsLeft, onClose]);

  if (!valid) return null;
  if (state === 'loading') {
    return (
      <AuthLayout
        backgrounds={LOGIN_BACKGROUNDS}
        title={`Connecting to ${PROVIDER_NAMES[provider]}`}
      >
        <div style={{ textAlign: 'center', padding: 24 }}>
          <Spin size="large" />
        </div>
      </AuthLayout>
    );
  }
  if (state === 'failed') {
    return (
      <Result
        status="error"
        title={CALLBACK_TEXTS.failed[provider]}
        subTitle={CALLBACK_TEXTS.failedCaption}
        extra={<Button onClick={onClose}>Close</Button>}
      />
    );
  }
  return (
    <Result
      status="success"
      title={CALLBACK_TEXTS.succeeded[provider]}
      subTitle={
        <Typography.Text>
          This window will close in <strong data-testid="countdown">{secondsLeft}</strong>{' '}
          {secondsLeft === 1 ? 'second' : 'seconds'}.
        </Typography.Text>
      }
      extra={<Button onClick={onClose}>Close now</Button>}
    />
  );
}
