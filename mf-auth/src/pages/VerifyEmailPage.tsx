import { Button, Form, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { navigate, notify } from '@platform/shared';
import { AuthLayout } from '../layout/AuthLayout';
import { LOGIN_BACKGROUNDS } from '../layout/backgrounds';
import { useGateway } from '../gateway/GatewayContext';
import { describeAuthFailure } from '../errors/providerErrors';
import { LOGIN_TEXTS } from '../login/LoginStore';
import { ruleOf } from '../validation/formRules';
import { validateEmail } from '../validation/validation';

/** /verify-email: asks for a new verification link (links themselves land on /authActions). */
export function VerifyEmailPage() {
  const gateway = useGateway();
  const [sending, setSending] = useState(false);

  const send = async ({ email }: { email: string }) => {
    setSending(true);
    try {
      await gateway.sendVerification(email.trim());
      notify.success(LOGIN_TEXTS.verificationLinkSent);
      navigate('/login');
    } catch (error) {
      const outcome = describeAuthFailure(error);
      if (outcome.kind === 'message') notify.error(outcome.text);
    } finally {
      setSending(false);
    }
  };

  return (
    <AuthLayout backgrounds={LOGIN_BACKGROUNDS} title={LOGIN_TEXTS.verifyEmailTitle}>
      <Form<{ email: string }> layout="vertical" requiredMark={false} onFinish={send}>
        <Typography.Paragraph type="secondary">
          Enter the email address of your account and we will send you a new verification link.
        </Typography.Paragraph>
        <Form.Item label="Email" name="email" rules={[ruleOf(validateEmail)]}>
          <Input type="email" autoComplete="username" autoFocus />
        </Form.Item>
        <Space style={{ width: '100%', justifyContent: 'flex-end' }}>
          <Button onClick={() => navigate('/login')}>Cancel</Button>
          <Button type="primary" htmlType="submit" loading={sending}>
            Resend Link
          </Button>
        </Space>
      </Form>
    </AuthLayout>
  );
}
