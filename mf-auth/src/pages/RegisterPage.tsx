import { Button, Result } from 'antd';
import { navigate } from '@platform/shared';
import { AuthLayout } from '../layout/AuthLayout';
import { LOGIN_BACKGROUNDS } from '../layout/backgrounds';

/**
 * /register: accounts are created by each organisation's administrator (staff) or reached by a
 * wholesale link, so there is no self sign-up; the page says how to get access (ADR 031).
 */
export function RegisterPage() {
  return (
    <AuthLayout backgrounds={LOGIN_BACKGROUNDS} width={440}>
      <Result
        status="info"
        title="Accounts are created by your organisation"
        subTitle="Ask your administrator to invite you. You will receive an email with a link to verify your address, then you can sign in. Trade customers use the ordering link they were sent."
        extra={
          <Button type="primary" onClick={() => navigate('/login')}>
            Back to sign in
          </Button>
        }
      />
    </AuthLayout>
  );
}
