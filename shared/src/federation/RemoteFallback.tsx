import type { RemotePhase } from '../bus';
import { PLATFORM_TOKENS } from '../theme/tokens';

export interface RemoteFallbackProps {
  remote: string;
  version: string;
  phase: RemotePhase;
  message?: string;
  onRetry: () => void;
}

export const AREA_NAMES: Record<string, string> = {
  mf_auth: 'Sign-in and account',
  mf_views: 'Pages',
  mf_timesheet: 'Time clock and timesheets',
  mf_quoting: 'Costing and salary',
  mf_fabrication: 'Fabrication',
  mf_wholesale: 'Wholesale',
};

// Drawn without antd (ADR 169): the fallback must show even when antd itself failed to load, and
// the kernel's first import must not pull antd. The look follows antd's warning Result.
const styles = {
  box: { padding: '48px 32px', textAlign: 'center', fontFamily: 'inherit' },
  icon: { display: 'block', margin: '0 auto 24px' },
  title: {
    margin: 0,
    fontSize: 24,
    lineHeight: 1.33,
    color: 'rgba(0, 0, 0, 0.88)',
    fontWeight: 400,
  },
  subtitle: { marginTop: 8, fontSize: 14, lineHeight: 1.57, color: 'rgba(0, 0, 0, 0.45)' },
  retry: {
    marginTop: 24,
    height: 32,
    padding: '4px 15px',
    fontSize: 14,
    color: '#fff',
    background: PLATFORM_TOKENS.colorPrimary,
    border: 'none',
    borderRadius: PLATFORM_TOKENS.borderRadius,
    cursor: 'pointer',
    boxShadow: '0 2px 0 rgba(5, 145, 255, 0.1)',
  },
} as const;

/** What a person sees in place of an area that failed to load or crashed. */
export function RemoteFallback({ remote, version, phase, message, onRetry }: RemoteFallbackProps) {
  return (
    <div data-testid="remote-fallback" data-remote={remote} data-phase={phase}>
      <div style={styles.box}>
        <svg style={styles.icon} width="72" height="72" viewBox="0 0 24 24" aria-hidden="true">
          <circle cx="12" cy="12" r="11" fill="#faad14" />
          <rect x="10.75" y="5.5" width="2.5" height="8.5" rx="1.25" fill="#fff" />
          <circle cx="12" cy="17.25" r="1.5" fill="#fff" />
        </svg>
        <h2 style={styles.title}>{`${AREA_NAMES[remote] ?? remote} is unavailable right now`}</h2>
        <div style={styles.subtitle}>
          <span title={message}>
            The rest of the app keeps working. ({remote} {version}, {phase})
          </span>
        </div>
        <button type="button" style={styles.retry} onClick={onRetry}>
          Retry
        </button>
      </div>
    </div>
  );
}
