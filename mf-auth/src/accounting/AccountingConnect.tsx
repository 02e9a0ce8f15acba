import { Alert, App, Button, Card, Skeleton, Space, Tag, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { bus, formatUtcDate, notify, session } from '@platform/shared';
import { confirmAsync } from '@platform/shared/ui';
import { CALLBACK_TEXTS } from '../callbacks/callbackMessages';
import { watchLink } from '../profile/linkPoller';
import { accountingCalls, type AccountingStatus } from './accountingCalls';

export const ACCOUNTING_TEXTS = {
  title: 'Xero accounting',
  connect: 'Connect to Xero',
  disconnect: 'Disconnect Xero',
  connected: 'Connected',
  notConnected: 'Not connected',
  explain: 'Connect Xero to send invoices and contacts from jobs to your accounting.',
  connectedBy: (by: string | undefined, at: string) =>
    `Connected${by ? ` by ${by}` : ''} on ${formatUtcDate(at, undefined, session.user?.timezone)}.`,
  confirmTitle: 'Disconnect Xero?',
  confirmContent:
    'Invoices and contacts will no longer be sent to Xero until it is connected again.',
  disconnected: 'Xero disconnected',
  connectedToast: 'Xero connected successfully',
  statusFailed: 'The accounting connection could not be read.',
  retry: 'Try again',
  failed: CALLBACK_TEXTS.failed.xero,
  failedCaption: CALLBACK_TEXTS.failedCaption,
} as const;

const POPUP_FEATURES = 'popup,width=520,height=680';

type View =
  { state: 'loading' } | { state: 'unreadable' } | { state: 'ready'; status: AccountingStatus };

/**
 * The accounting connect/disconnect button: the provider's consent opens in a popup, its
 * callback page (/xero/authenticate) tells this window how it ended, and the organisation's
 * connection is read again. Another user's connect or disconnect shows through the realtime hub.
 */
export function AccountingConnect() {
  const { modal } = App.useApp();
  const [view, setView] = useState<View>({ state: 'loading' });
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const load = useCallback(async () => {
    try {
      setView({ state: 'ready', status: await accountingCalls.status() });
    } catch {
      setView({ state: 'unreadable' });
    }
  }, []);

  useEffect(() => {
    void load();
    const subscription = bus.subscribe('realtime/update', ({ event }) => {
      if (event === 'integration.connected' || event === 'integration.disconnected') void load();
    });
    return () => subscription.unsubscribe();
  }, [load]);

  const connect = async () => {
    // Opened before any await, or the browser treats it as an unrequested popup and blocks it.
    const popup = window.open('about:blank', 'mf_auth_accounting', POPUP_FEATURES);
    setBusy(true);
    setFailed(false);
    try {
      const url = await accountingCalls.connectUrl();
      if (!popup) {
        // Popups blocked: consent in this window; the callback page brings the user back.
        window.location.assign(url);
        return;
      }
      popup.location.href = url;
      const connected = await watchLink({ popup, provider: 'xero' });
      if (!connected) {
        setFailed(true);
        return;
      }
      notify.success(ACCOUNTING_TEXTS.connectedToast);
      await load();
    } catch {
      popup?.close();
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  const disconnect = async () => {
    const confirmed = await confirmAsync(
      {
        title: ACCOUNTING_TEXTS.confirmTitle,
        content: ACCOUNTING_TEXTS.confirmContent,
        danger: true,
      },
      modal,
    );
    if (!confirmed) return;
    setBusy(true);
    try {
      await accountingCalls.disconnect();
      notify.success(ACCOUNTING_TEXTS.disconnected);
      await load();
    } catch {
      notify.error(ACCOUNTING_TEXTS.statusFailed);
    } finally {
      setBusy(false);
    }
  };

  let body;
  if (view.state === 'loading') {
    body = <Skeleton active paragraph={{ rows: 1 }} />;
  } else if (view.state === 'unreadable') {
    body = (
      <Alert
        type="error"
        showIcon
        title={ACCOUNTING_TEXTS.statusFailed}
        action={<Button onClick={() => void load()}>{ACCOUNTING_TEXTS.retry}</Button>}
      />
    );
  } else {
    const { status } = view;
    body = (
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Space>
          <Tag color={status.connected ? 'green' : 'default'} data-testid="accounting-state">
            {status.connected ? ACCOUNTING_TEXTS.connected : ACCOUNTING_TEXTS.notConnected}
          </Tag>
          <Typography.Text type="secondary">
            {status.connected && status.connected_at
              ? ACCOUNTING_TEXTS.connectedBy(status.connected_by, status.connected_at)
              : ACCOUNTING_TEXTS.explain}
          </Typography.Text>
        </Space>
        {failed ? (
          <Alert
            type="error"
            showIcon
            title={ACCOUNTING_TEXTS.failed}
            description={ACCOUNTING_TEXTS.failedCaption}
          />
        ) : null}
        {status.connected ? (
          <Button danger loading={busy} onClick={() => void disconnect()}>
            {ACCOUNTING_TEXTS.disconnect}
          </Button>
        ) : (
          <Button type="primary" loading={busy} onClick={() => void connect()}>
            {ACCOUNTING_TEXTS.connect}
          </Button>
        )}
      </Space>
    );
  }
  return (
    <Card size="small" title={ACCOUNTING_TEXTS.title} data-testid="accounting-connect">
      {body}
    </Card>
  );
}
