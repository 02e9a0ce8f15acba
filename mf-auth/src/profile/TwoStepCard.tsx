import { Alert, App, Button, Card, Skeleton, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { notify } from '@platform/shared';
import { confirmAsync } from '@platform/shared/ui';
import { useGateway } from '../gateway/GatewayContext';
import type { MfaStatus } from '../gateway/authGateway';
import { describeAuthFailure } from '../errors/providerErrors';
import { PROFILE_TEXTS } from './profileTexts';
import { TwoStepEnrolmentStore } from './TwoStepEnrolmentStore';
import { TwoStepDialog } from './TwoStepDialog';
import { forcedLogout } from './forcedLogout';

/** Two-step verification: enrol a phone number, or remove it after confirmation. Both sign out. */
export function TwoStepCard() {
  const gateway = useGateway();
  const { modal } = App.useApp();
  const [status, setStatus] = useState<MfaStatus | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [removing, setRemoving] = useState(false);
  const [store] = useState(
    () =>
      new TwoStepEnrolmentStore({ gateway, notifier: notify, onEnrolled: () => forcedLogout() }),
  );

  useEffect(() => {
    let active = true;
    gateway.mfaStatus().then(
      (loaded) => active && setStatus(loaded),
      (error: unknown) => {
        const outcome = describeAuthFailure(error);
        if (active && outcome.kind === 'message') setLoadError(outcome.text);
      },
    );
    return () => {
      active = false;
    };
  }, [gateway]);

  const openDialog = () => {
    store.reset();
    setOpen(true);
  };

  const remove = async () => {
    const confirmed = await confirmAsync(
      {
        title: PROFILE_TEXTS.disableQuestion,
        content: 'You will be signed out of every device.',
        danger: true,
      },
      modal,
    );
    if (!confirmed) return;
    setRemoving(true);
    try {
      await gateway.removeMfa();
      notify.success(PROFILE_TEXTS.unenrolled);
      forcedLogout();
    } catch (error) {
      const outcome = describeAuthFailure(error);
      if (outcome.kind === 'reset-two-step' || outcome.kind === 'message')
        notify.error(outcome.text);
      setRemoving(false);
    }
  };

  let body;
  if (loadError) body = <Alert type="warning" showIcon title={loadError} />;
  else if (!status) body = <Skeleton active paragraph={{ rows: 1 }} />;
  else if (status.enrolled) {
    body = (
      <>
        <Typography.Paragraph>
          <Tag color="green">On</Tag> A code is sent to {status.phone_hint ?? 'your phone'} each
          time you sign in.
        </Typography.Paragraph>
        <Button danger loading={removing} onClick={remove}>
          Remove two-step verification
        </Button>
      </>
    );
  } else {
    body = (
      <>
        <Typography.Paragraph>
          <Tag>Off</Tag> Add a phone number to protect your account with a code sent at each
          sign-in.
        </Typography.Paragraph>
        <Button type="primary" onClick={openDialog}>
          Set up two-step verification
        </Button>
      </>
    );
  }

  return (
    <Card title="Two-step verification">
      {body}
      <TwoStepDialog open={open} store={store} onClose={() => setOpen(false)} />
    </Card>
  );
}
