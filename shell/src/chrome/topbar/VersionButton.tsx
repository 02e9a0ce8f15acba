import { useRef, type MouseEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { App, Button, Typography } from 'antd';
import { session } from '@platform/shared';

/** The click count of the browser's own multi-click (MouseEvent.detail) that shows the user agent. */
export const USER_AGENT_CLICKS = 3;

export interface VersionButtonProps {
  version: string;
}

/**
 * The version in the top bar. Each click moves the root font size to the next of 12, 14, 16, 18,
 * 20 (then back to 12) and says which. A triple-click (the browser's own multi-click, so separate
 * clicks never count as one) shows the browser's user agent instead, and leaves the font size as
 * it was before the triple-click: the two gestures on one button no longer collide.
 */
export const VersionButton = observer(function VersionButton({ version }: VersionButtonProps) {
  const { message, modal } = App.useApp();
  /** The font size before the current multi-click began. */
  const before = useRef(session.fontSize);

  const showFontSize = (size: number) =>
    // One message updated in place, so fast clicking does not pile up toasts.
    void message.info({ content: `Font size ${size}`, key: 'font-size' });

  const onClick = (event: MouseEvent) => {
    const clicks = Math.max(1, event.detail); // 0 when pressed from the keyboard
    if (clicks === 1) before.current = session.fontSize;
    if (clicks < USER_AGENT_CLICKS) return showFontSize(session.cycleFontSize());
    if (clicks > USER_AGENT_CLICKS) return undefined;
    session.setFontSize(before.current);
    showFontSize(before.current);
    modal.info({
      title: 'User agent',
      content: <Typography.Paragraph copyable>{navigator.userAgent}</Typography.Paragraph>,
    });
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
