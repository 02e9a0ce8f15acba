import { Alert, Button, Space, Spin, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { CodeInput } from '@platform/shared/ui';
import type { LoginStore } from './LoginStore';

export interface PhoneCodeStepProps {
  store: LoginStore;
}

/** Two-step mode: six single-digit boxes that submit at the sixth digit until a code was wrong. */
export const PhoneCodeStep = observer(function PhoneCodeStep(props: PhoneCodeStepProps) {
  const { store } = props;
  const twoStep = store.twoStep;
  const [code, setCode] = useState('');
  if (!twoStep) return null;
  if (twoStep.phase === 'sending') {
    return (
      <div style={{ textAlign: 'center', padding: 24 }}>
        <Spin />
        <Typography.Paragraph style={{ marginTop: 16 }}>
          Sending a verification code…
        </Typography.Paragraph>
      </div>
    );
  }
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Paragraph style={{ marginBottom: 0 }}>
        Enter the six-digit code we sent to {twoStep.phoneHint || 'your phone'}.
      </Typography.Paragraph>
      <div style={{ display: 'flex', justifyContent: 'center' }}>
        <CodeInput
          key={twoStep.attempt}
          disabled={store.busy}
          onChange={setCode}
          onComplete={(complete) => {
            setCode(complete);
            store.codeCompleted(complete);
          }}
        />
      </div>
      {twoStep.error ? <Alert type="error" showIcon title={twoStep.error} /> : null}
      {twoStep.autoSubmit ? null : (
        <Button type="primary" block loading={store.busy} onClick={() => store.submitCode(code)}>
          Verify
        </Button>
      )}
      <Space style={{ width: '100%', justifyContent: 'space-between' }}>
        <Button onClick={store.backToSignIn} disabled={store.busy}>
          Cancel
        </Button>
        {store.canResendCode ? (
          <Button type="link" onClick={store.resendCode} disabled={store.busy}>
            Send a new code
          </Button>
        ) : null}
      </Space>
    </Space>
  );
});
