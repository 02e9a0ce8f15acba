import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { App, Switch } from 'antd';
import { session } from '@platform/shared';
import { createClickCounter } from './clickCounter';

/** Clicks in a quick series on the hidden control that toggle developer mode. */
export const DEVELOPER_MODE_CLICKS = 10;

/**
 * The hidden control that toggles developer mode after ten quick clicks, and, in developer mode,
 * the switch for debug mode (ids and diagnostics in every area, the multi-view legend).
 */
export const DeveloperControls = observer(function DeveloperControls() {
  const { message } = App.useApp();
  const [clicks] = useState(() => createClickCounter(DEVELOPER_MODE_CLICKS));

  const onHiddenClick = () => {
    if (!clicks.click()) return;
    const on = !session.developerMode;
    session.setDeveloperMode(on);
    if (!on) session.setDebugMode(false);
    void message.info(on ? 'Developer mode on' : 'Developer mode off');
  };

  return (
    <>
      {session.developerMode ? (
        <Switch
          size="small"
          checked={session.debugMode}
          onChange={(on) => session.setDebugMode(on)}
          checkedChildren="Debug"
          unCheckedChildren="Debug"
          aria-label="Debug mode"
        />
      ) : null}
      <button
        type="button"
        aria-label="Developer mode"
        data-testid="developer-mode-control"
        onClick={onHiddenClick}
        // Hidden on purpose: it is there for support staff who know where to tap.
        style={{
          width: 24,
          height: 24,
          padding: 0,
          border: 0,
          background: 'transparent',
          opacity: 0,
          cursor: 'default',
        }}
      />
    </>
  );
});
