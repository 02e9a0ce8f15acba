import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import type { LoginStore } from './LoginStore';
import { PlainButton, TextField } from '../plain/controls';
import { useFields } from '../plain/useFields';
import { validateEmail, validateSignInPassword } from '../validation/validation';

export interface SignInFormProps {
  store: LoginStore;
  /** The external identity sign-in, when offered. */
  identityButton?: ReactNode;
}

/** Normal mode: e-mail and password (plain controls: the page loads no antd, ADR 169). */
export const SignInForm = observer(function SignInForm(props: SignInFormProps) {
  const { store, identityButton } = props;
  const fields = useFields({ email: validateEmail, password: validateSignInPassword });
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const values = fields.submit();
        if (values) void store.signIn(values.email, values.password);
      }}
    >
      <TextField
        label="Email"
        type="email"
        autoComplete="username"
        autoFocus
        value={fields.value('email')}
        onChange={(value) => fields.set('email', value)}
        error={fields.error('email')}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        value={fields.value('password')}
        onChange={(value) => fields.set('password', value)}
        error={fields.error('password')}
      />
      <PlainButton kind="primary" type="submit" block loading={store.busy}>
        Sign in
      </PlainButton>
      <div style={{ textAlign: 'right', margin: `8px 0 ${identityButton ? 16 : 0}px` }}>
        <PlainButton kind="link" onClick={store.openForgotPassword}>
          Forgot password?
        </PlainButton>
      </div>
      {identityButton}
    </form>
  );
});
