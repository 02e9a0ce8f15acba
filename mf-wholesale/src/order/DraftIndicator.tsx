import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Typography } from 'antd';
import { TEXTS } from '../domain/texts';
import type { OrderStore } from './OrderStore';

/** The indicator appears only 5 s after the order loaded (spec §9). */
export const INDICATOR_DELAY_MS = 5_000;

export interface DraftIndicatorProps {
  store: OrderStore;
}

/** "Saving..." then "Saving successful" for drafts; says so when edits wait for the connection. */
export const DraftIndicator = observer(function DraftIndicator({ store }: DraftIndicatorProps) {
  const [ready, setReady] = useState(false);
  const loadedAt = store.loadedAt;
  useEffect(() => {
    setReady(false);
    if (!loadedAt) return undefined;
    const wait = Math.max(0, loadedAt + INDICATOR_DELAY_MS - Date.now());
    const timer = setTimeout(() => setReady(true), wait);
    return () => clearTimeout(timer);
  }, [loadedAt]);

  const saver = store.saver;
  if (!ready || !saver || !store.autosaves) return null;
  const state = saver.state;
  return (
    <span role="status" aria-live="polite" style={{ minWidth: 140 }}>
      {state === 'saving' && (
        <Typography.Text type="secondary">{TEXTS.form.saving}</Typography.Text>
      )}
      {state === 'saved' && <Typography.Text type="success">{TEXTS.form.saved}</Typography.Text>}
      {state === 'failed' && (
        <Typography.Text type="warning">{TEXTS.form.saveFailed}</Typography.Text>
      )}
    </span>
  );
});
