import { useEffect, useState } from 'react';
import { Alert, Button, Card, Input, Select, Skeleton, Space, Table, Typography } from 'antd';
import { ApiError, api, knownRemotes } from '@platform/shared';
import { PageHeader } from '@platform/shared/ui';
import { storeOverride } from './override';

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
export function RemoteLoadsPage({
  reload = () => window.location.reload(),
  remotes = knownRemotes().map((remote) => remote.name),
}: {
  reload?: () => void;
  /** The remotes an override may name (the manifest's). */
  remotes?: string[];
}) {
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
      {load.state === 'loaded' ? <OverrideForm reload={reload} remotes={remotes} /> : null}
    </div>
  );
}

const VERSION = /^[A-Za-z0-9][A-Za-z0-9._+-]{0,63}$/;

/**
 * Points this browser alone at another published version of one remote (ADR 160): the API signs
 * the override, the page reloads, and the shell checks it before loading the remote.
 */
function OverrideForm({ reload, remotes }: { reload: () => void; remotes: string[] }) {
  const [remote, setRemote] = useState<string | undefined>(remotes[0]);
  const [version, setVersion] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const valid = Boolean(remote) && VERSION.test(version.trim());

  const submit = async () => {
    if (!remote || !valid) return;
    setBusy(true);
    setError(null);
    try {
      const { data } = await api.post<{ token: string }>(
        '/delivery/override',
        { remote, version: version.trim() },
        { suppressNotificationMessage: true },
      );
      storeOverride(data.token);
      reload();
    } catch (caught: unknown) {
      setError(caught instanceof Error ? caught.message : 'The override could not be made.');
      setBusy(false);
    }
  };

  return (
    <Card title="Try another version in this browser" style={{ marginTop: 16 }}>
      <Typography.Paragraph type="secondary">
        Only this browser loads the version you name, for 8 hours or until you reset it from the
        banner. List the published versions with node deploy/versions.mjs.
      </Typography.Paragraph>
      <Space wrap>
        <Select
          aria-label="Remote"
          style={{ minWidth: 180 }}
          value={remote}
          onChange={setRemote}
          options={remotes.map((name) => ({ value: name, label: name }))}
        />
        <Input
          aria-label="Version"
          placeholder="0.1.0-8c0326c2d8"
          value={version}
          onChange={(event) => setVersion(event.target.value)}
          style={{ width: 220 }}
        />
        <Button type="primary" disabled={!valid} loading={busy} onClick={() => void submit()}>
          Use in this browser
        </Button>
      </Space>
      {error ? <Alert type="error" title={error} style={{ marginTop: 12 }} /> : null}
    </Card>
  );
}
