import { useState } from 'react';
import { notify } from '@platform/shared';
import { useGateway } from '../gateway/GatewayContext';
import { Divider, PlainButton } from '../plain/controls';
import { IDENTITY_CLIENT_WAIT_MS, IDENTITY_TEXTS, rememberIntended } from './identityReturn';
import { useRecordedPress } from './useRecordedPress';

export interface IdentitySignInButtonProps {
  intended: string | null;
  disabled?: boolean;
  /** Leaves the page for the provider; replaced in tests. */
  onRedirect?: (url: string) => void;
  /** Starts at once: the button was pressed in the page's early form (ADR 172). */
  autoStart?: boolean;
}

/** 'Sign in with Google': a full-page redirect to the provider, which returns to /login. */
export function IdentitySignInButton(props: IdentitySignInButtonProps) {
  const {
    intended,
    disabled,
    onRedirect = (url: string) => window.location.assign(url),
    autoStart = false,
  } = props;
  const gateway = useGateway();
  const [loading, setLoading] = useState(false);

  const start = async () => {
    setLoading(true);
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, IDENTITY_CLIENT_WAIT_MS);
    try {
      const url = await gateway.identitySignInUrl(controller.signal);
      rememberIntended(intended);
      onRedirect(url);
    } catch {
      notify.error(timedOut ? IDENTITY_TEXTS.clientIdMissing : IDENTITY_TEXTS.connectionFailed);
      setLoading(false);
    } finally {
      clearTimeout(timer);
    }
  };

  // "Sign in with Google" pressed in the early form (autoStart): carried out once.
  useRecordedPress(autoStart, () => void start());

  return (
    <>
      <Divider>or</Divider>
      <PlainButton block loading={loading} disabled={disabled} onClick={() => void start()}>
        Sign in with Google
      </PlainButton>
    </>
  );
}
