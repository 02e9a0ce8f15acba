import { useEffect, useState } from 'react';
import { Alert, Button, Flex, Modal, Spin, Typography } from 'antd';
import { isApiError } from '@platform/shared';
import { type WholesaleCustomer } from '@platform/shared/wholesale';
import { CodeInput } from '@platform/shared/ui';
import { TEXTS } from '../domain/texts';
import { clearSent, codeMayBeValid } from '../services/otpMarkers';
import { wholesaleApi } from '../services/wholesaleApi';
import { useCooldown } from './useCooldown';

export interface OtpDialogProps {
  linkKey: string;
  onVerified: (token: string, customer: WholesaleCustomer) => void;
  /** The server does not know the link (or it was revoked): the page shows Unauthorized. */
  onUnknownLink?: () => void;
}

const T = TEXTS.otp;

/** Seconds the server says to wait, when it refused a send because of the cooldown. */
function serverCooldown(error: unknown): number | null {
  if (!isApiError(error) || error.status !== 429) return null;
  const seconds = (error.data as { resend_in_seconds?: unknown } | null)?.resend_in_seconds;
  return typeof seconds === 'number' ? seconds : null;
}

/**
 * The full-screen "Account Verification Required" dialog: Send OTP texts a six-digit code to
 * the customer's mobile; entering the sixth digit verifies it. The resend cooldown and the code
 * boxes follow the server's live code (the link's info says when it was sent), kept in local
 * storage between the send and a reload.
 */
export function OtpDialog({ linkKey, onVerified, onUnknownLink }: OtpDialogProps) {
  const [ending, setEnding] = useState<string | null>(null);
  const [invalidLink, setInvalidLink] = useState(false);
  const [sending, setSending] = useState(false);
  const [verifying, setVerifying] = useState(false);
  const [sendFailed, setSendFailed] = useState(false);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const cooldown = useCooldown({ kind: 'link', key: linkKey });

  useEffect(() => {
    let active = true;
    wholesaleApi
      .linkInfo(linkKey)
      .then((info) => {
        if (!active) return;
        // The server knows when the code was sent: a reload made before the send's answer
        // arrived (or on another device) still shows the code boxes and the cooldown.
        if (info.code_sent_seconds_ago !== undefined) cooldown.sync(info.code_sent_seconds_ago);
        setEnding(info.phone_ending);
      })
      .catch((error: unknown) => {
        if (!active) return;
        if (isApiError(error) && error.status === 404 && onUnknownLink) onUnknownLink();
        else setInvalidLink(true);
      });
    return () => {
      active = false;
    };
    // cooldown.sync is stable per link key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [linkKey, onUnknownLink]);

  const codeSent = codeMayBeValid(cooldown.marker);
  const expired = cooldown.marker !== null && !codeSent;

  const send = async () => {
    setSending(true);
    setSendFailed(false);
    try {
      const result = await wholesaleApi.sendOtp(linkKey);
      cooldown.start(result.resend_in_seconds);
      setCode('');
      setCodeError(null);
      setAttempt((n) => n + 1);
    } catch (error) {
      const wait = serverCooldown(error);
      if (wait !== null) cooldown.start(wait);
      else setSendFailed(true);
    } finally {
      setSending(false);
    }
  };

  const verify = async (entered: string) => {
    if (entered === '') {
      setCodeError(T.empty);
      return;
    }
    if (entered.length < 6) {
      setCodeError(T.incomplete);
      return;
    }
    setCodeError(null);
    setVerifying(true);
    try {
      const result = await wholesaleApi.verifyOtp(linkKey, entered);
      clearSent({ kind: 'link', key: linkKey });
      onVerified(result.token, result.customer);
    } catch {
      // The call layer shows the server's reason; a fresh set of boxes invites another try.
      setAttempt((n) => n + 1);
      setCode('');
    } finally {
      setVerifying(false);
    }
  };

  const sendLabel =
    cooldown.secondsLeft > 0 ? T.resendIn(cooldown.secondsLeft) : codeSent ? T.resend : T.send;

  return (
    <Modal
      open
      title={T.title}
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      footer={null}
      width="100%"
      style={{ top: 0, maxWidth: '100vw', paddingBottom: 0 }}
      styles={{ container: { minHeight: '100vh', borderRadius: 0 } }}
    >
      <Flex vertical gap={16} align="center" style={{ maxWidth: 480, margin: '48px auto' }}>
        {invalidLink ? (
          <Alert type="error" showIcon title={T.invalidLink} />
        ) : ending === null ? (
          <Spin />
        ) : (
          <>
            <Typography.Paragraph style={{ textAlign: 'center' }}>
              {T.intro(ending)}
            </Typography.Paragraph>
            {(sendFailed || expired) && <Alert type="warning" showIcon title={T.notSent} />}
            {codeSent && (
              <>
                <Typography.Text>{T.sentTo(ending)}</Typography.Text>
                <CodeInput
                  key={attempt}
                  label="One-time code"
                  disabled={verifying}
                  onChange={(value) => {
                    setCode(value);
                    if (value !== '') setCodeError(null);
                  }}
                  onComplete={(value) => void verify(value)}
                />
                {codeError && <Typography.Text type="danger">{codeError}</Typography.Text>}
                <Button type="primary" loading={verifying} onClick={() => void verify(code)}>
                  {T.verify}
                </Button>
              </>
            )}
            <Button
              type={codeSent ? 'default' : 'primary'}
              loading={sending}
              disabled={cooldown.secondsLeft > 0}
              onClick={() => void send()}
            >
              {sendLabel}
            </Button>
          </>
        )}
      </Flex>
    </Modal>
  );
}
