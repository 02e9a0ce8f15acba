import { useEffect, useMemo, useRef, useState } from 'react';
import { Button, Card, Col, Row, Tag, Typography } from 'antd';
import {
  RemoteFallback,
  RemoteLoadError,
  bus,
  createIsolatedApplication,
  knownRemotes,
  widgetMapOf,
  type RemotePhase,
} from '@platform/shared';

type Status =
  | { state: 'loading' }
  | { state: 'mounted' }
  | { state: 'failed'; phase: RemotePhase; message: string };

type WidgetsStatus =
  | { state: 'idle' | 'loading' }
  | { state: 'listed'; names: string[] }
  | { state: 'failed'; phase: RemotePhase; message: string };

/**
 * The widgets a mounted remote lends to other areas. Its widget map is a chunk of the remote that
 * is fetched only now, after the app mounted, so a chunk missing from a release shows up here.
 */
function RemoteWidgets({ name, version }: { name: string; version: string }) {
  const [status, setStatus] = useState<WidgetsStatus>({ state: 'idle' });
  const list = () => {
    setStatus({ state: 'loading' });
    widgetMapOf(name).then(
      (map) => setStatus({ state: 'listed', names: Object.keys(map).sort() }),
      (error: unknown) =>
        setStatus({
          state: 'failed',
          phase: error instanceof RemoteLoadError ? error.phase : 'module',
          message: error instanceof Error ? error.message : String(error),
        }),
    );
  };
  if (status.state === 'failed') {
    return (
      <div data-testid={`dev-widgets-${name}`} data-state="failed">
        <RemoteFallback
          remote={name}
          version={version}
          phase={status.phase}
          message={status.message}
          onRetry={list}
        />
      </div>
    );
  }
  return (
    <div data-testid={`dev-widgets-${name}`} data-state={status.state}>
      {status.state === 'listed' ? (
        <Typography.Text>
          Widgets: {status.names.length ? status.names.join(', ') : 'none'}
        </Typography.Text>
      ) : (
        <Button size="small" loading={status.state === 'loading'} onClick={list}>
          List widgets
        </Button>
      )}
    </div>
  );
}

/** Mounts one remote's `./app` in a panel, isolated like a routed area. */
function RemotePanel({ name, version }: { name: string; version: string }) {
  const host = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<Status>({ state: 'loading' });
  const lifecycles = useMemo(() => createIsolatedApplication(name), [name]);

  useEffect(() => {
    const subscriptions = [
      bus.subscribe(
        'remote/mounted',
        (event) => event.remote === name && setStatus({ state: 'mounted' }),
      ),
      bus.subscribe('remote/failed', (event) => {
        if (event.remote !== name) return;
        // Once the app is mounted, a failed lazy part (its widget map) is shown by that part;
        // only a render error takes the mounted app down.
        setStatus((current) =>
          current.state === 'mounted' && event.phase !== 'render'
            ? current
            : { state: 'failed', phase: event.phase, message: event.message },
        );
      }),
    ];
    const props = { name: `dev-panel:${name}`, domElement: host.current! };
    void lifecycles.mount(props);
    return () => {
      subscriptions.forEach((subscription) => subscription.unsubscribe());
      void lifecycles.unmount(props);
    };
  }, [lifecycles, name]);

  return (
    <Card
      size="small"
      title={name}
      extra={
        <Tag
          color={status.state === 'mounted' ? 'green' : status.state === 'failed' ? 'red' : 'blue'}
        >
          {status.state === 'failed' ? `failed: ${status.phase}` : status.state}
        </Tag>
      }
      data-testid={`dev-remote-${name}`}
      data-state={status.state}
    >
      <Typography.Text type="secondary">{version}</Typography.Text>
      <div ref={host} />
      {status.state === 'mounted' && <RemoteWidgets name={name} version={version} />}
    </Card>
  );
}

/** /dev (not in production): every remote of the manifest, its version and whether it mounts. */
export function DevPage() {
  const remotes = knownRemotes();
  return (
    <div style={{ padding: 24 }}>
      <Typography.Title level={3}>Remotes</Typography.Title>
      <Row gutter={[16, 16]}>
        {remotes.map((remote) => (
          <Col key={remote.name} xs={24} md={12} xl={8}>
            <RemotePanel name={remote.name} version={remote.version} />
          </Col>
        ))}
      </Row>
    </div>
  );
}
