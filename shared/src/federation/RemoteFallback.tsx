import { Button, Result } from 'antd';
import type { RemotePhase } from '../bus';

export interface RemoteFallbackProps {
  remote: string;
  version: string;
  phase: RemotePhase;
  message?: string;
  onRetry: () => void;
}

const AREA_NAMES: Record<string, string> = {
  mf_auth: 'Sign-in and account',
  mf_views: 'Pages',
  mf_timesheet: 'Time clock and timesheets',
  mf_quoting: 'Costing and salary',
  mf_fabrication: 'Fabrication',
  mf_wholesale: 'Wholesale',
};

/** What a person sees in place of an area that failed to load or crashed. */
export function RemoteFallback({ remote, version, phase, message, onRetry }: RemoteFallbackProps) {
  return (
    <div data-testid="remote-fallback" data-remote={remote} data-phase={phase}>
      <Result
        status="warning"
        title={`${AREA_NAMES[remote] ?? remote} is unavailable right now`}
        subTitle={
          <span title={message}>
            The rest of the app keeps working. ({remote} {version}, {phase})
          </span>
        }
        extra={
          <Button type="primary" onClick={onRetry}>
            Retry
          </Button>
        }
      />
    </div>
  );
}
