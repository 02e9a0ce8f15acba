import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { App, Button, Typography } from 'antd';
import { session } from '@platform/shared';
import { createClickCounter } from './clickCounter';

/** Clicks in a quick series on the version button that show the user agent. */
export const USER_AGENT_CLICKS = 3;

export interface VersionButtonProps {
  version: string;
}

/**
 * The version in the top bar. Each click moves the root font size to the next of 12, 14, 16, 18,
 * 20 (then back to 12) and says which; three quick clicks also show the browser's user agent.
 */
export const VersionButton = observer(function VersionButton({ version }: VersionButtonProps) {
  const { message, modal } = App.useApp();
  const [userAgentClicks] = useState(() => createClickCounter(USER_AGENT_CLICKS));

  const onClick = () => {
    const size = session.cycleFontSize();
    // One message updated in place, so fast clicking does not pile up toasts.
    void message.info({ content: `Font size ${size}`, key: 'font-size' });
    if (userAgentClicks.click()) {
      modal.info({
        title: 'User agent',
        content: <Typography.Paragraph copyable>{navigator.userAgent}</Typography.Paragraph>,
      });
    }
  };

  return (
    <Button
      type="text"
      size="small"
      onClick={onClick}
      data-testid="version-button"
      style={{ color: 'inherit' }}
    >
      v{version}
    </Button>
  );
});
