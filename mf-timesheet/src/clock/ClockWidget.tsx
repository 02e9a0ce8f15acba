import { Badge, Button } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import type { WidgetProps } from '@platform/shared';
import { ClockDialog } from './ClockDialog';
import { ClockStore } from './ClockStore';
import { STATE_LABELS, formatElapsed } from './clockRules';

const STATUS_COLOURS = {
  working: 'green',
  break: 'orange',
  'break-unpaid': 'orange',
  stop: 'red',
} as const;

/**
 * The top-bar clock: a compact button with the state and the running time that opens the clock
 * dialog. Nothing shows until the server says the clock is enabled for the user.
 */
export const ClockWidget = observer(function ClockWidget(_props: WidgetProps) {
  const [store] = useState(() => new ClockStore());
  const [open, setOpen] = useState(false);

  useEffect(() => store.activate(), [store]);

  if (!store.loaded || !store.enabled) return null;
  const stopped = store.state === 'stop';
  const shown = stopped ? STATE_LABELS.stop : formatElapsed(store.seconds);
  return (
    <>
      <Button
        type="text"
        onClick={() => setOpen(true)}
        // The name holds what the button shows, so a voice user can say what they see.
        aria-label={`Time clock: ${shown}`}
        data-testid="clock-button"
        data-state={store.state}
        style={{ color: 'inherit' }}
      >
        <Badge color={STATUS_COLOURS[store.state]} />
        <span
          // The bar's own text colour: red text on the bar's blue is unreadable (the dot is red).
          style={{ fontVariantNumeric: 'tabular-nums' }}
        >
          {shown}
        </span>
      </Button>
      <ClockDialog store={store} open={open} onClose={() => setOpen(false)} />
    </>
  );
});
