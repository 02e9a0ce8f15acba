import { Button, Form, Input } from 'antd';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import type { LoginStore } from './LoginStore';
import { ruleOf } from '../validation/formRules';
import { validateEmail, validateSignInPassword } from '../validation/validation';

export interface SignInFormProps {
  store: LoginStore;
  /** The external identity sign-in, when offered. */
  identityButton?: ReactNode;
}

interface SignInValues {
  email: string;
  password: string;
}

/** Normal mode: e-mail and password. */
export const SignInForm = observer(function SignInForm(props: SignInFormProps) {
  const { store, identityButton } = props;
  return (
    <Form<SignInValues>
      layout="vertical"
      requiredMark={false}
      onFinish={({ email, password }) => store.signIn(email, password)}
    >
      <Form.Item label="Email" name="email" rules={[ruleOf(validateEmail)]}>
        <Input type="email" autoComplete="username" autoFocus />
      </Form.Item>
      <Form.Item label="Password" name="password" rules={[ruleOf(validateSignInPassword)]}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item style={{ marginBottom: 8 }}>
        <Button type="primary" htmlType="submit" block loading={store.busy}>
          Sign in
        </Button>
      </Form.Item>
      <div style={{ textAlign: 'right', marginBottom: identityButton ? 16 : 0 }}>
        <Button type="link" onClick={store.openForgotPassword} style={{ paddingInline: 0 }}>
          Forgot password?
        </Button>
      </div>
      {identityButton}
    </Form>
  );
});
