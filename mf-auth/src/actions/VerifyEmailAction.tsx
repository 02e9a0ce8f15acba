import { Button, Result, Spin, Typography } from 'antd';
import { useState } from 'react';
import { navigate, notify } from '@platform/shared';
import { useGateway } from '../gateway/GatewayContext';
import { describeAuthFailure } from '../errors/providerErrors';
import { ACTION_TEXTS } from './actionTexts';
import { useOnce } from './useOnce';

export interface VerifyEmailActionProps {
  oobCode: string;
}

/** mode=verifyEmail: verifies straight away behind a loader, then goes to sign-in. */
export function VerifyEmailAction(props: VerifyEmailActionProps) {
  const gateway = useGateway();
  const [failure, setFailure] = useState<string | null>(null);

  useOnce(() => {
    gateway.verifyEmail(props.oobCode).then(
      () => {
        notify.success(ACTION_TEXTS.emailVerified);
        navigate('/login', { replace: true });
      },
      (error: unknown) => {
        const outcome = describeAuthFailure(error);
        setFailure(outcome.kind === 'message' ? outcome.text : String(error));
      },
    );
  });

  if (failure) {
    return (
      <Result
        status="warning"
        title="Your email could not be verified"
        subTitle={failure}
        extra={
          <Button type="primary" onClick={() => navigate('/verify-email', { replace: true })}>
            Send a new link
          </Button>
        }
      />
    );
  }
  return (
    <div style={{ textAlign: 'center', padding: 24 }}>
      <Spin size="large" />
      <Typography.Paragraph style={{ marginTop: 16 }}>
        {ACTION_TEXTS.verifying}
      </Typography.Paragraph>
    </div>
  );
}
