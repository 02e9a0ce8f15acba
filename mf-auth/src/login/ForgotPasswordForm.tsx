import { Button, Form, Input, Space, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import type { LoginStore } from './LoginStore';
import { ruleOf } from '../validation/formRules';
import { validateForgotEmail } from '../validation/validation';

export interface ForgotPasswordFormProps {
  store: LoginStore;
}

/** Forgot-password mode: sends a reset link; Cancel returns to the sign-in form. */
export const ForgotPasswordForm = observer(function ForgotPasswordForm(
  props: ForgotPasswordFormProps,
) {
  const { store } = props;
  return (
    <Form<{ email: string }>
      layout="vertical"
      requiredMark={false}
      onFinish={({ email }) => store.sendPasswordReset(email)}
    >
      <Typography.Paragraph type="secondary">
        Enter the email address of your account and we will send you a link to choose a new
        password.
      </Typography.Paragraph>
      <Form.Item label="Email" name="email" rules={[ruleOf(validateForgotEmail)]}>
        <Input type="email" autoComplete="username" autoFocus />
      </Form.Item>
      <Space style={{ width: '100%', justifyContent: 'flex-end' }}>
        <Button onClick={store.backToSignIn}>Cancel</Button>
        <Button type="primary" htmlType="submit" loading={store.busy}>
          Send reset link
        </Button>
      </Space>
    </Form>
  );
});
