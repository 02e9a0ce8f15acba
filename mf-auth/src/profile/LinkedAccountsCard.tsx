import { App, Button, Card, List, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { bus, notify, session, type OAuthProvider } from '@platform/shared';
import { confirmAsync } from '@platform/shared/ui';
import { useGateway } from '../gateway/GatewayContext';
import { describeAuthFailure } from '../errors/providerErrors';
import { PROFILE_TEXTS, PROVIDER_LABELS } from './profileTexts';
import { watchLink } from './linkPoller';

export const GOOGLE_PROVIDER_ID = 'google.com';
const POPUP_FEATURES = 'popup,width=520,height=680';

export interface LinkedAccountsCardProps {
  /** Called after a link or unlink, e.g. to fetch the calendars again. */
  onChanged?: () => void;
}

/** The user's linked identity and calendar account: link in a popup, or unlink. */
export const LinkedAccountsCard = observer(function LinkedAccountsCard(
  props: LinkedAccountsCardProps,
) {
  const { onChanged } = props;
  const gateway = useGateway();
  const { modal } = App.useApp();
  const [busy, setBusy] = useState(false);
  const user = session.user;
  if (!user) return null;

  const providers = user.oauth_providers ?? [];
  // Linking needs an account at the identity provider, which is what firebase_user_id records.
  const canLink =
    Boolean(user.firebase_user_id) && !providers.some((p) => p.providerId === GOOGLE_PROVIDER_ID);

  const setProviders = (oauthProviders: OAuthProvider[]) => {
    const current = session.user;
    if (current) session.setUser({ ...current, oauth_providers: oauthProviders });
  };

  const link = async () => {
    // Opened before any await, or the browser treats it as an unrequested popup and blocks it.
    const popup = window.open('about:blank', 'mf_auth_link', POPUP_FEATURES);
    setBusy(true);
    try {
      const url = await gateway.googleLinkUrl();
      if (popup) popup.location.href = url;
      const linked = popup ? await watchLink({ popup, provider: 'google' }) : false;
      if (!linked) {
        notify.warning(PROFILE_TEXTS.linkFailed);
        return;
      }
      notify.success(PROFILE_TEXTS.linked);
      const token = session.token;
      if (token) session.setUser(await gateway.refreshUser(token));
      bus.publish('auth/account-linked', { provider: 'google', linked: true });
      onChanged?.();
    } catch (error) {
      popup?.close();
      const outcome = describeAuthFailure(error);
      if (outcome.kind !== 'ignore') notify.warning(PROFILE_TEXTS.linkFailed);
    } finally {
      setBusy(false);
    }
  };

  const unlink = async (provider: OAuthProvider) => {
    const label = PROVIDER_LABELS[provider.providerId] ?? provider.providerId;
    const confirmed = await confirmAsync(
      {
        title: `Unlink your ${label} account?`,
        content: 'Its calendar will no longer receive your work events.',
      },
      modal,
    );
    if (!confirmed) return;
    setBusy(true);
    try {
      setProviders(
        await gateway.unlinkOAuth({
          providerId: provider.providerId,
          uid: provider.uid,
          userId: user.user_id,
        }),
      );
      notify.success(PROFILE_TEXTS.unlinked);
      bus.publish('auth/account-linked', { provider: 'google', linked: false });
      onChanged?.();
    } catch (error) {
      const outcome = describeAuthFailure(error);
      if (outcome.kind === 'message') notify.error(outcome.text);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card title="Linked accounts">
      <Typography.Paragraph type="secondary">
        Link your Google account to sign in with it and to add your work events to your calendar.
      </Typography.Paragraph>
      {providers.length > 0 ? (
        <List
          dataSource={providers}
          rowKey={(provider) => `${provider.providerId}:${provider.uid}`}
          renderItem={(provider) => (
            <List.Item
              actions={[
                <Button key="unlink" danger disabled={busy} onClick={() => unlink(provider)}>
                  Unlink
                </Button>,
              ]}
            >
              <List.Item.Meta
                title={PROVIDER_LABELS[provider.providerId] ?? provider.providerId}
                description={`Linked (${provider.uid})`}
              />
            </List.Item>
          )}
        />
      ) : null}
      {canLink ? (
        <Button type="primary" loading={busy} onClick={link}>
          Link Google account
        </Button>
      ) : null}
    </Card>
  );
});
