import { Button, Modal, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { LOGIN_TEXTS, type LoginStore } from './LoginStore';

export interface MigrationModalProps {
  store: LoginStore;
}

/** The legacy-account prompt; 'Do it later' is disabled when the migration is forced. */
export const MigrationModal = observer(function MigrationModal(props: MigrationModalProps) {
  const { store } = props;
  const migration = store.migration;
  return (
    <Modal
      open={migration !== null}
      title="Update your password"
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      footer={[
        <Button key="later" disabled={migration?.forced ?? true} onClick={store.postponeMigration}>
          Do it later
        </Button>,
        <Button key="change" type="primary" loading={store.busy} onClick={store.changePassword}>
          Change Password
        </Button>,
      ]}
    >
      <Typography.Paragraph>{LOGIN_TEXTS.migrationMessage}</Typography.Paragraph>
    </Modal>
  );
});
