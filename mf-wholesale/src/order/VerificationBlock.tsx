import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Alert, Button, Card, Flex, Typography } from 'antd';
import { ORDER_STATUS } from '@platform/shared/wholesale';
import { CodeInput } from '@platform/shared/ui';
import { TEXTS } from '../domain/texts';
import { clearSent } from '../services/otpMarkers';
import { useCooldown } from '../portal/useCooldown';
import type { OrderStore } from './OrderStore';

export interface VerificationBlockProps {
  store: OrderStore;
}

/**
 * A customer confirms a submitted order with a code texted to their mobile. The cooldown is kept
 * per order id (it starts at the first submit, which texts the first code).
 */
export const VerificationBlock = observer(function VerificationBlock({
  store,
}: VerificationBlockProps) {
  const orderId = typeof store.orderId === 'number' ? store.orderId : null;
  const cooldown = useCooldown(orderId === null ? null : { kind: 'order', orderId });
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState<'send' | 'verify' | null>(null);

  if (store.isManagementPortal || orderId === null || store.statusId !== ORDER_STATUS.SUBMITTED)
    return null;
  if (store.isVerified) {
    return <Alert type="success" showIcon title={TEXTS.verification.verified} />;
  }
  const ending = (store.customer?.mobile ?? '').replace(/\D/g, '').slice(-3);

  const send = async () => {
    setBusy('send');
    try {
      const result = await store.client.sendOrderOtp(orderId);
      cooldown.start(result.resend_in_seconds);
      setAttempt((n) => n + 1);
    } catch {
      // The call layer shows why (e.g. the hourly limit).
    } finally {
      setBusy(null);
    }
  };

  const verify = async (entered: string) => {
    if (entered === '') return setError(TEXTS.otp.empty);
    if (entered.length < 6) return setError(TEXTS.otp.incomplete);
    setError(null);
    setBusy('verify');
    try {
      await store.client.verifyOrderOtp(orderId, entered);
      clearSent({ kind: 'order', orderId });
      store.markVerified();
    } catch {
      setAttempt((n) => n + 1);
      setCode('');
    } finally {
      setBusy(null);
    }
  };

  return (
    <Card size="small" title={TEXTS.verification.title}>
      <Flex vertical gap={12} align="flex-start">
        <Typography.Text>{TEXTS.verification.intro(ending)}</Typography.Text>
        <CodeInput
          key={attempt}
          label="Order verification code"
          autoFocus={false}
          disabled={busy === 'verify'}
          onChange={(value) => {
            setCode(value);
            if (value !== '') setError(null);
          }}
          onComplete={(value) => void verify(value)}
        />
        {error && <Typography.Text type="danger">{error}</Typography.Text>}
        <Flex gap={8}>
          <Button type="primary" loading={busy === 'verify'} onClick={() => void verify(code)}>
            {TEXTS.otp.verify}
          </Button>
          <Button
            loading={busy === 'send'}
            disabled={cooldown.secondsLeft > 0}
            onClick={() => void send()}
          >
            {cooldown.secondsLeft > 0 ? TEXTS.otp.resendIn(cooldown.secondsLeft) : TEXTS.otp.resend}
          </Button>
        </Flex>
      </Flex>
    </Card>
  );
});
