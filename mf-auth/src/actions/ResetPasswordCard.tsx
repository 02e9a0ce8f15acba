import { Alert, Button, Form, Input, Result, Space, Spin } from 'antd';
import { useState } from 'react';
import { navigate, notify } from '@platform/shared';
import { useGateway } from '../gateway/GatewayContext';
import { describeAuthFailure } from '../errors/providerErrors';
import { validateNewPasswords } from '../validation/validation';
import { ACTION_TEXTS } from './actionTexts';
import { useOnce } from './useOnce';

export interface ResetPasswordCardProps {
  oobCode: string;
}

type CardState =
  | { step: 'checking' }
  | { step: 'form'; email: string | null }
  | { step: 'invalid'; message: string };

interface PasswordValues {
  password?: string;
  confirmation?: string;
}

/** mode=resetPassword: New password and Confirm password, Set Password and Cancel. */
export function ResetPasswordCard(props: ResetPasswordCardProps) {
  const { oobCode } = props;
  const gateway = useGateway();
  const [state, setState] = useState<CardState>({ step: 'checking' });
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useOnce(() => {
    gateway.checkActionCode('resetPassword', oobCode).then(
      (info) => setState({ step: 'form', email: info.email }),
      (error: unknown) => {
        const outcome = describeAuthFailure(error);
        setState({
          step: 'invalid',
          message: outcome.kind === 'message' ? outcome.text : String(error),
        });
      },
    );
  });

  const submit = async ({ password = '', confirmation = '' }: PasswordValues) => {
    const invalid = validateNewPasswords(password, confirmation);
    setProblem(invalid);
    if (invalid) return;
    setSaving(true);
    try {
      await gateway.resetPassword(oobCode, password);
      notify.success(ACTION_TEXTS.passwordReset);
      navigate('/login', { replace: true });
    } catch (error) {
      const outcome = describeAuthFailure(error);
      if (outcome.kind === 'message') setProblem(outcome.text);
      setSaving(false);
    }
  };

  if (state.step === 'checking') return <Spin style={{ display: 'block', margin: '24px auto' }} />;
  if (state.step === 'invalid') {
    return (
      <Result
        status="warning"
        title="This link can no longer be used"
        subTitle={state.message}
        extra={
          <Button type="primary" onClick={() => navigate('/forgot-password', { replace: true })}>
            Request a new link
          </Button>
        }
      />
    );
  }
  return (
    <Form<PasswordValues> layout="vertical" requiredMark={false} onFinish={submit}>
      {state.email ? (
        <p style={{ marginTop: 0 }}>Choose a new password for {state.email}.</p>
      ) : null}
      <Form.Item label="New password" name="password">
        <Input.Password autoComplete="new-password" autoFocus />
      </Form.Item>
      <Form.Item label="Confirm password" name="confirmation">
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      {problem ? (
        <Alert type="error" showIcon title={problem} style={{ marginBottom: 16 }} />
      ) : null}
      <Space style={{ width: '100%', justifyContent: 'flex-end' }}>
        <Button onClick={() => navigate('/login', { replace: true })}>Cancel</Button>
        <Button type="primary" htmlType="submit" loading={saving}>
          Set Password
        </Button>
      </Space>
    </Form>
  );
}
