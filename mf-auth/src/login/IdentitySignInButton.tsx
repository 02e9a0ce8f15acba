import { useEffect, useRef, useState } from 'react';
import { notify } from '@platform/shared';
import { useGateway } from '../gateway/GatewayContext';
import { Divider, PlainButton } from '../plain/controls';
import { IDENTITY_CLIENT_WAIT_MS, IDENTITY_TEXTS, rememberIntended } from './identityReturn';

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

  const started = useRef(false);
  useEffect(() => {
    if (!autoStart || started.current) return;
    started.current = true;
    void start();
    // Only the press recorded when the button first rendered.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <>
      <Divider>or</Divider>
      <PlainButton block loading={loading} disabled={disabled} onClick={() => void start()}>
        Sign in with Google
      </PlainButton>
    </>
  );
}
