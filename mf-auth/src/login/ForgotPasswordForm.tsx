import { observer } from 'mobx-react-lite';
import type { LoginStore } from './LoginStore';
import { PlainButton, TextField } from '../plain/controls';
import { useFields } from '../plain/useFields';
import { validateForgotEmail } from '../validation/validation';

export interface ForgotPasswordFormProps {
  store: LoginStore;
}

/** Forgot-password mode: sends a reset link; Cancel returns to the sign-in form. */
export const ForgotPasswordForm = observer(function ForgotPasswordForm(
  props: ForgotPasswordFormProps,
) {
  const { store } = props;
  const fields = useFields({ email: validateForgotEmail });
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const values = fields.submit();
        if (values) void store.sendPasswordReset(values.email);
      }}
    >
      <p className="pl-text">
        Enter the email address of your account and we will send you a link to choose a new
        password.
      </p>
      <TextField
        label="Email"
        type="email"
        autoComplete="username"
        autoFocus
        {...fields.bind('email')}
      />
      <div className="pl-actions">
        <PlainButton onClick={store.backToSignIn}>Cancel</PlainButton>
        <PlainButton kind="primary" type="submit" loading={store.busy}>
          Send reset link
        </PlainButton>
      </div>
    </form>
  );
});
