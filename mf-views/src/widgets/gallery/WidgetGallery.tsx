import { Alert, Card, Col, Row, Skeleton, Space, Tag, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { api, knownRemotes, useLocation, widgetMapOf, type MultiViewItem } from '@platform/shared';
import { fetchMultiView } from '../../multiview/MultiViewStore';
import { ViewScope } from '../../multiview/ViewScope';
import { BUILTIN_RENDERERS } from '../../registry/registry';
import { ViewItem } from '../../registry/ViewItem';
import { ViewRoot } from '../../registry/ViewRoot';
import { LAZY_WIDGETS } from '../table';

/** The seeded multi-view holding one demo item per widget type (api views seed, pages-gallery). */
export const GALLERY_MULTI_VIEW_ID = 29;

/** The demo's first job: the record widgets on record pages show in the gallery. */
async function firstJobId(): Promise<string | null> {
  const { data } = await api.get<unknown>('/records/jobs', {
    params: { pagination_object: JSON.stringify({ page_number: 1, page_size: 1 }) },
    silent: true,
  });
  const first = Array.isArray(data) ? (data[0] as { id?: unknown } | undefined) : undefined;
  return first && (typeof first.id === 'number' || typeof first.id === 'string')
    ? String(first.id)
    : null;
}

/** Widget types other remotes lend (their ./widgets maps); a remote that fails is reported. */
async function remoteWidgetTypes(): Promise<{ types: string[]; failed: string[] }> {
  const types: string[] = [];
  const failed: string[] = [];
  await Promise.all(
    knownRemotes()
      .filter((remote) => remote.name !== 'mf_views')
      .map((remote) =>
        widgetMapOf(remote.name).then(
          (map) => types.push(...Object.keys(map)),
          () => failed.push(remote.name),
        ),
      ),
  );
  return { types, failed };
}

type Gallery =
  | { state: 'loading' }
  | { state: 'failed'; message: string }
  | {
      state: 'ready';
      items: MultiViewItem[];
      registered: string[];
      failedRemotes: string[];
      recordId: string;
    };

/**
 * `/dev/widgets`: every registered widget type rendered with its demo configuration (the first
 * item of that type in the seeded pages), and the registered types that have none. Record widgets
 * read the record `?id=` (default: the demo's first job).
 */
export function WidgetGallery() {
  const { search } = useLocation();
  const askedId = new URLSearchParams(search).get('id');
  const [gallery, setGallery] = useState<Gallery>({ state: 'loading' });
  const recordId = gallery.state === 'ready' ? gallery.recordId : null;
  const scope = useMemo(() => new ViewScope({ params: { id: recordId ?? '' } }), [recordId]);

  useEffect(() => {
    let live = true;
    Promise.all([
      fetchMultiView(GALLERY_MULTI_VIEW_ID),
      remoteWidgetTypes(),
      askedId ? Promise.resolve(askedId) : firstJobId().catch(() => null),
    ]).then(
      ([definition, remote, record]) => {
        if (!live) return;
        const own = [...Object.keys(BUILTIN_RENDERERS), ...Object.keys(LAZY_WIDGETS)];
        const registered = [...new Set([...own, ...remote.types])].sort();
        setGallery({
          state: 'ready',
          items: [...definition.data].sort((a, b) =>
            a.item_type_name.localeCompare(b.item_type_name),
          ),
          registered,
          failedRemotes: remote.failed,
          recordId: record ?? '1',
        });
      },
      (error: unknown) =>
        live &&
        setGallery({
          state: 'failed',
          message: error instanceof Error ? error.message : String(error),
        }),
    );
    return () => {
      live = false;
    };
  }, [askedId]);

  if (gallery.state === 'loading') return <Skeleton active />;
  if (gallery.state === 'failed') {
    return <Alert type="error" showIcon title="Widget gallery" description={gallery.message} />;
  }
  const shown = new Set(gallery.items.map((item) => item.item_type_name));
  const withoutDemo = gallery.registered.filter((type) => !shown.has(type));
  return (
    <ViewRoot>
      <Space orientation="vertical" size="large" style={{ width: '100%' }}>
        <Typography.Title level={3}>Widget gallery</Typography.Title>
        <Typography.Text data-testid="gallery-summary">
          {gallery.items.length} widget types shown of {gallery.registered.length} registered ·
          record {gallery.recordId}
        </Typography.Text>
        {withoutDemo.length ? (
          <Alert
            type="warning"
            showIcon
            title="Registered without a demo item"
            description={withoutDemo.map((type) => (
              <Tag key={type}>{type}</Tag>
            ))}
          />
        ) : null}
        {gallery.failedRemotes.length ? (
          <Alert
            type="warning"
            showIcon
            title="Remotes whose widgets could not be listed"
            description={gallery.failedRemotes.join(', ')}
          />
        ) : null}
        <Row gutter={[16, 16]}>
          {gallery.items.map((item) => (
            <Col key={item.id} span={24}>
              <Card
                size="small"
                title={<code>{item.item_type_name}</code>}
                data-gallery-type={item.item_type_name}
              >
                <ViewItem item={item} params={scope.params} scope={scope} />
              </Card>
            </Col>
          ))}
        </Row>
      </Space>
    </ViewRoot>
  );
}

export default WidgetGallery;
