import { useEffect, useState } from 'react';
import { Alert, Card, Skeleton, Table, Typography } from 'antd';
import { ApiError, PageHeader, api } from '@platform/shared';

/** The path of the page (shell-owned, signed in; the API answers administrators only). */
export const REMOTE_LOADS_PATH = '/admin/remotes';

export interface RemoteLoadRow {
  remote: string;
  version: string;
  loads: number;
  failures: number;
  median_ms: number | null;
  p95_ms: number | null;
}

interface Summary {
  since: string;
  until: string;
  remotes: RemoteLoadRow[];
}

type Load =
  | { state: 'loading' }
  | { state: 'forbidden' }
  | { state: 'failed'; message: string }
  | { state: 'loaded'; summary: Summary };

const ms = (value: number | null) => (value === null ? '—' : `${Math.round(value)} ms`);
const rate = (row: RemoteLoadRow) =>
  row.loads === 0 ? '—' : `${((row.failures / row.loads) * 100).toFixed(1)} %`;

/**
 * How each remote and version loads in this organisation's browsers (load telemetry, ADR 159):
 * loads, failures, failure rate, median and 95th percentile load time, over the last 7 days.
 */
export function RemoteLoadsPage() {
  const [load, setLoad] = useState<Load>({ state: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    api
      .get<Summary>('/delivery/loads/summary', {
        signal: controller.signal,
        reuseSeconds: 0,
        suppressNotificationMessage: true,
      })
      .then(({ data }) => setLoad({ state: 'loaded', summary: data }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof ApiError && error.status === 403) setLoad({ state: 'forbidden' });
        else setLoad({ state: 'failed', message: error instanceof Error ? error.message : '' });
      });
    return () => controller.abort();
  }, []);

  return (
    <div style={{ padding: 24 }} data-testid="remote-loads-page">
      <PageHeader title="Remote loads" />
      {load.state === 'loading' ? <Skeleton active /> : null}
      {load.state === 'forbidden' ? (
        <Alert type="warning" title="Only administrators can see how the remotes load." />
      ) : null}
      {load.state === 'failed' ? (
        <Alert
          type="error"
          title="The remote loads could not be read."
          description={load.message}
        />
      ) : null}
      {load.state === 'loaded' ? (
        <Card>
          <Typography.Paragraph type="secondary">
            Loads reported by browsers from {load.summary.since.slice(0, 10)} to{' '}
            {load.summary.until.slice(0, 10)} (UTC). Load times are of the loads that succeeded.
          </Typography.Paragraph>
          <Table<RemoteLoadRow>
            rowKey={(row) => `${row.remote}@${row.version}`}
            dataSource={load.summary.remotes}
            pagination={false}
            size="small"
            locale={{ emptyText: 'No remote load was reported in this period.' }}
            columns={[
              { title: 'Remote', dataIndex: 'remote' },
              { title: 'Version', dataIndex: 'version' },
              { title: 'Loads', dataIndex: 'loads', align: 'right' },
              { title: 'Failures', dataIndex: 'failures', align: 'right' },
              { title: 'Failure rate', key: 'rate', align: 'right', render: (_, row) => rate(row) },
              {
                title: 'Median',
                dataIndex: 'median_ms',
                align: 'right',
                render: (value: number | null) => ms(value),
              },
              {
                title: 'p95',
                dataIndex: 'p95_ms',
                align: 'right',
                render: (value: number | null) => ms(value),
              },
            ]}
          />
        </Card>
      ) : null}
    </div>
  );
}
