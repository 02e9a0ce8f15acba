import { Alert, Button, Input, Modal, Space, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { CodeInput } from '@platform/shared/ui';
import type { TwoStepEnrolmentStore } from './TwoStepEnrolmentStore';
import { forcedLogout } from './forcedLogout';

export interface TwoStepDialogProps {
  open: boolean;
  store: TwoStepEnrolmentStore;
  onClose: () => void;
}

/** Two-step enrolment: the phone number, then six single-digit inputs for the code sent to it. */
export const TwoStepDialog = observer(function TwoStepDialog(props: TwoStepDialogProps) {
  const { open, store, onClose } = props;
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');

  const footer =
    store.step === 'phone'
      ? [
          <Button key="cancel" onClick={onClose}>
            Cancel
          </Button>,
          <Button
            key="send"
            type="primary"
            loading={store.busy}
            onClick={() => store.sendCode(phone)}
          >
            Send code
          </Button>,
        ]
      : [
          <Button key="back" onClick={store.reset} disabled={store.busy}>
            Change number
          </Button>,
          store.autoSubmit ? null : (
            <Button
              key="verify"
              type="primary"
              loading={store.busy}
              onClick={() => store.submitCode(code)}
            >
              Verify
            </Button>
          ),
        ];

  return (
    <Modal
      open={open}
      title="Two-step verification"
      onCancel={onClose}
      footer={footer}
      mask={{ closable: false }}
    >
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        {store.step === 'phone' ? (
          <>
            <Typography.Paragraph style={{ marginBottom: 0 }}>
              Enter the mobile number that should receive a code each time you sign in.
            </Typography.Paragraph>
            <Input
              aria-label="Phone number"
              placeholder="+61 412 345 678"
              type="tel"
              autoComplete="tel"
              value={phone}
              onChange={(event) => setPhone(event.target.value)}
              onPressEnter={() => store.sendCode(phone)}
            />
          </>
        ) : (
          <>
            <Typography.Paragraph style={{ marginBottom: 0 }}>
              Enter the six-digit code we sent to {store.phoneHint}.
            </Typography.Paragraph>
            <CodeInput
              key={store.attempt}
              disabled={store.busy}
              onChange={setCode}
              onComplete={(complete) => {
                setCode(complete);
                store.codeCompleted(complete);
              }}
            />
          </>
        )}
        {store.error ? (
          <Alert
            type="error"
            showIcon
            title={store.error}
            action={
              store.needsRecentLogin ? (
                <Button size="small" onClick={() => forcedLogout('/profile')}>
                  Sign in again
                </Button>
              ) : undefined
            }
          />
        ) : null}
      </Space>
    </Modal>
  );
});
