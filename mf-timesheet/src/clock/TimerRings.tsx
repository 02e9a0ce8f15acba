import { Progress } from 'antd';
import { formatElapsed } from './clockRules';

export interface TimerRingsProps {
  seconds: number;
  percent: number;
  extra: number;
  running: boolean;
}

const SIZE = 180;
const EXTRA_SIZE = 140;

/** The circular timer: the working ring, and inside it the extra-time ring past the day's hours. */
export function TimerRings({ seconds, percent, extra, running }: TimerRingsProps) {
  return (
    <div
      style={{ position: 'relative', width: SIZE, height: SIZE, margin: '0 auto' }}
      data-testid="clock-timer"
    >
      <Progress
        type="circle"
        size={SIZE}
        percent={percent}
        status={running ? 'active' : 'normal'}
        format={() => (
          <span
            style={{ fontVariantNumeric: 'tabular-nums', fontSize: 24 }}
            aria-label="Time worked"
          >
            {formatElapsed(seconds)}
          </span>
        )}
      />
      {extra > 0 && (
        <div
          style={{
            position: 'absolute',
            top: (SIZE - EXTRA_SIZE) / 2,
            left: (SIZE - EXTRA_SIZE) / 2,
          }}
          data-testid="clock-extra-ring"
          aria-label="Extra time"
        >
          <Progress
            type="circle"
            size={EXTRA_SIZE}
            percent={extra}
            strokeColor="#fa8c16"
            format={() => null}
          />
        </div>
      )}
    </div>
  );
}
