import { Button, Modal, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { LOGIN_TEXTS, type LoginStore } from './LoginStore';

export interface UnverifiedEmailModalProps {
  store: LoginStore;
}

/** 'Please verify your email!' with Resend Link, shown when the account's address is unverified. */
export const UnverifiedEmailModal = observer(function UnverifiedEmailModal(
  props: UnverifiedEmailModalProps,
) {
  const { store } = props;
  return (
    <Modal
      open={store.unverifiedEmail !== null}
      title={LOGIN_TEXTS.verifyEmailTitle}
      onCancel={store.closeUnverified}
      footer={[
        <Button key="close" onClick={store.closeUnverified}>
          Close
        </Button>,
        <Button key="resend" type="primary" loading={store.busy} onClick={store.resendVerification}>
          Resend Link
        </Button>,
      ]}
    >
      <Typography.Paragraph>
        Your email address {store.unverifiedEmail} has not been verified yet. Open the link in the
        email we sent you, or ask for a new one.
      </Typography.Paragraph>
    </Modal>
  );
});
