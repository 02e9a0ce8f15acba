import { Button, Divider, Modal, Space, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useState } from 'react';
import { TodaysTimesheet } from '../activity/TodaysTimesheet';
import { BreakReasonDialog } from './BreakReasonDialog';
import type { ClockStore } from './ClockStore';
import { STATE_LABELS } from './clockRules';
import { LOCATION_CONSENT } from './location';
import { TimerRings } from './TimerRings';
import { TrackingConflictDialog } from './TrackingConflictDialog';

// Its date picker and form are antd components the signed-in start does not load (ADR 247): the
// dialog loads when first opened, not with the top bar's clock.
const SickDayDialog = lazy(() =>
  import('../activity/SickDayDialog').then((m) => ({ default: m.SickDayDialog })),
);

export interface ClockDialogProps {
  store: ClockStore;
  open: boolean;
  onClose: () => void;
}

/** The clock dialog (600 px): timer, state, Start / Break / Stop, today's timesheet, sick day. */
export const ClockDialog = observer(function ClockDialog({
  store,
  open,
  onClose,
}: ClockDialogProps) {
  const [askingReason, setAskingReason] = useState(false);
  const [sickDayOpen, setSickDayOpen] = useState(false);
  // Mounted from its first opening on, so it closes with antd's own animation.
  const [sickDayUsed, setSickDayUsed] = useState(false);
  const { actions, state } = store;
  const stopped = state === 'stop';

  return (
    <>
      <Modal open={open} width={600} title="Time clock" onCancel={onClose} footer={null}>
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          <TimerRings
            seconds={store.seconds}
            percent={store.rings.percent}
            extra={store.rings.extra}
            running={state === 'working'}
          />
          <Typography.Text
            strong
            type={stopped ? 'danger' : undefined}
            style={{ display: 'block', textAlign: 'center' }}
            data-testid="clock-state"
          >
            {STATE_LABELS[state]}
          </Typography.Text>
          {store.place && !stopped && (
            <Typography.Text type="secondary" style={{ display: 'block', textAlign: 'center' }}>
              At {store.place}
            </Typography.Text>
          )}
          <Space style={{ width: '100%', justifyContent: 'center' }}>
            <Button
              type="primary"
              disabled={!actions.start}
              loading={store.busy}
              onClick={() => void store.start()}
            >
              Start
            </Button>
            <Button disabled={!actions.break} onClick={() => setAskingReason(true)}>
              Break
            </Button>
            <Button danger disabled={!actions.stop} onClick={() => void store.stop()}>
              Stop
            </Button>
          </Space>
          <Typography.Paragraph type="secondary" style={{ fontSize: 12, marginBottom: 0 }}>
            {LOCATION_CONSENT}
          </Typography.Paragraph>
          <Divider style={{ margin: 0 }} />
          <TodaysTimesheet />
          <Button
            onClick={() => {
              setSickDayUsed(true);
              setSickDayOpen(true);
            }}
          >
            Sick day
          </Button>
        </Space>
      </Modal>
      <BreakReasonDialog
        open={askingReason}
        onCancel={() => setAskingReason(false)}
        onConfirm={(choice) => {
          setAskingReason(false);
          void store.takeBreak(choice);
        }}
      />
      <TrackingConflictDialog
        prompt={store.conflict}
        onAnswer={(answer) => store.answerConflict(answer)}
      />
      {sickDayUsed ? (
        <Suspense fallback={null}>
          <SickDayDialog open={sickDayOpen} onClose={() => setSickDayOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
});
