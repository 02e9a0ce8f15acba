import { observer } from 'mobx-react-lite';
import { type ReactNode } from 'react';
import type { BootSignIn } from '@platform/shared';
import type { LoginStore } from './LoginStore';
import { useRecordedPress } from './useRecordedPress';
import { PlainButton, TextField } from '../plain/controls';
import { useFields } from '../plain/useFields';
import { validateEmail, validateSignInPassword } from '../validation/validation';

export interface SignInFormProps {
  store: LoginStore;
  /** The external identity sign-in, when offered. */
  identityButton?: ReactNode;
  /** What was typed in the page's early form before this one rendered (ADR 172). */
  boot?: BootSignIn | null;
}

/** Normal mode: e-mail and password (plain controls: the page loads no antd, ADR 169). */
export const SignInForm = observer(function SignInForm(props: SignInFormProps) {
  const { store, identityButton, boot } = props;
  const fields = useFields(
    { email: validateEmail, password: validateSignInPassword },
    { email: boot?.email, password: boot?.password },
  );
  const submit = () => {
    const values = fields.submit();
    if (values) void store.signIn(values.email, values.password);
  };

  // "Sign in" pressed in the early form: carried out now that there is a form to do it.
  useRecordedPress(boot?.pending === 'sign-in', submit);

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <TextField
        label="Email"
        type="email"
        autoComplete="username"
        autoFocus={boot?.focus !== 'password'}
        {...fields.bind('email')}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        autoFocus={boot?.focus === 'password'}
        {...fields.bind('password')}
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
