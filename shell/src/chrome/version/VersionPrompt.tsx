import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Button, Result, Space, Typography } from 'antd';
import {
  VERSION_PROMPT_SUPPRESS_MS,
  pageVersionPrompt,
  type VersionPromptStore,
} from './versionPrompt';

export const VERSION_PROMPT_TEXT =
  "You're running on an older version of the webpage/app. Please reload the page/update the app before doing anything";

export interface VersionPromptProps {
  /** Defaults to the page's store, which the shell feeds from the bus from start. */
  store?: VersionPromptStore;
  /** Reloads the page; replaceable in tests. */
  onReload?: () => void;
}

/** The full-screen 'Hold on!' dialog shown while the server requires a newer client. */
export const VersionPrompt = observer(function VersionPrompt({
  store = pageVersionPrompt,
  onReload = () => window.location.reload(),
}: VersionPromptProps) {
  const { suppressedUntil } = store;
  useEffect(() => {
    if (suppressedUntil === 0) return undefined;
    const timer = setTimeout(() => store.tick(), Math.max(0, suppressedUntil - Date.now()));
    return () => clearTimeout(timer);
  }, [store, suppressedUntil]);

  if (!store.open || !store.mismatch) return null;
  const { current, required } = store.mismatch;
  return (
    <div
      role="alertdialog"
      aria-modal="true"
      aria-labelledby="version-prompt-title"
      data-testid="version-prompt"
      style={{
        position: 'fixed',
        inset: 0,
        zIndex: 2000,
        background: '#fff',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        padding: 24,
      }}
    >
      <Result
        status="warning"
        title={<span id="version-prompt-title">Hold on!</span>}
        subTitle={
          <Space orientation="vertical">
            <Typography.Text>{VERSION_PROMPT_TEXT}</Typography.Text>
            <Typography.Text type="secondary">Current version: {current}</Typography.Text>
            <Typography.Text type="secondary">Required version: {required}</Typography.Text>
          </Space>
        }
        extra={[
          <Button key="reload" type="primary" onClick={onReload}>
            Reload
          </Button>,
          <Button key="later" onClick={() => store.suppress()}>
            Remind me in {VERSION_PROMPT_SUPPRESS_MS / 60000} minutes
          </Button>,
        ]}
      />
    </div>
  );
});
