import { useEffect, useMemo, useRef, useState } from 'react';
import { Card, Col, Row, Tag, Typography } from 'antd';
import { bus, createIsolatedApplication, knownRemotes, type RemotePhase } from '@platform/shared';

type Status =
  | { state: 'loading' }
  | { state: 'mounted' }
  | { state: 'failed'; phase: RemotePhase; message: string };

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
      bus.subscribe(
        'remote/failed',
        (event) =>
          event.remote === name &&
          setStatus({ state: 'failed', phase: event.phase, message: event.message }),
      ),
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
