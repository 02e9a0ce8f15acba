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

/** Where a gallery item's record comes from when its seed does not say: the demo's jobs. */
const JOBS = '/records/jobs';
/** The seed's data key naming the list of its item's record kind ('' = the item has none). */
const RECORD_KEY = 'gallery_record_list';

function recordListOf(item: MultiViewItem): string {
  const list = (item.data as Record<string, unknown> | null | undefined)?.[RECORD_KEY];
  return typeof list === 'string' ? list : JOBS;
}

/** The first record of a list (jobs, staff, fabrication jobs), or null when it has none. */
async function firstRecordId(list: string): Promise<string | null> {
  const { data } = await api.get<unknown>(list, {
    params: { pagination_object: JSON.stringify({ page_number: 1, page_size: 1 }) },
    silent: true,
  });
  const first = Array.isArray(data) ? (data[0] as { id?: unknown } | undefined) : undefined;
  return first && (typeof first.id === 'number' || typeof first.id === 'string')
    ? String(first.id)
    : null;
}

/** Each record list's first record; `?id=` names the job. A list that fails gives no record. */
async function demoRecords(
  items: MultiViewItem[],
  askedJob: string | null,
): Promise<Record<string, string | null>> {
  const lists = [...new Set(items.map(recordListOf).filter(Boolean))];
  const found = await Promise.all(
    lists.map((list) =>
      list === JOBS && askedJob ? Promise.resolve(askedJob) : firstRecordId(list).catch(() => null),
    ),
  );
  return Object.fromEntries(lists.map((list, index) => [list, found[index]]));
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
      /** Record list → its demo record's id. */
      records: Record<string, string | null>;
    };

/**
 * `/dev/widgets`: every registered widget type rendered with its demo configuration (the first
 * item of that type in the seeded pages), and the registered types that have none. A widget from a
 * record page gets the first record of that page's kind (a job, a staff member, a fabrication
 * job; `?id=` names the job); the others get no record, as on their own page.
 */
export function WidgetGallery() {
  const { search } = useLocation();
  const askedId = new URLSearchParams(search).get('id');
  const [gallery, setGallery] = useState<Gallery>({ state: 'loading' });
  const scopes = useMemo(() => {
    if (gallery.state !== 'ready') return new Map<number, ViewScope>();
    return new Map(
      gallery.items.map((item) => {
        const id = gallery.records[recordListOf(item)];
        return [item.id, new ViewScope({ params: id ? { id } : {} })] as const;
      }),
    );
  }, [gallery]);

  useEffect(() => {
    let live = true;
    Promise.all([fetchMultiView(GALLERY_MULTI_VIEW_ID), remoteWidgetTypes()])
      .then(async ([definition, remote]) => {
        const items = [...definition.data].sort((a, b) =>
          a.item_type_name.localeCompare(b.item_type_name),
        );
        return { items, remote, records: await demoRecords(items, askedId) };
      })
      .then(
        ({ items, remote, records }) => {
          if (!live) return;
          const own = [...Object.keys(BUILTIN_RENDERERS), ...Object.keys(LAZY_WIDGETS)];
          setGallery({
            state: 'ready',
            items,
            registered: [...new Set([...own, ...remote.types])].sort(),
            failedRemotes: remote.failed,
            records,
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
          {gallery.items.length} widget types shown of {gallery.registered.length} registered · job{' '}
          {gallery.records[JOBS] ?? 'none'}
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
                <GalleryItem item={item} scope={scopes.get(item.id)} />
              </Card>
            </Col>
          ))}
        </Row>
      </Space>
    </ViewRoot>
  );
}

function GalleryItem({ item, scope }: { item: MultiViewItem; scope: ViewScope | undefined }) {
  if (!scope) return null;
  return <ViewItem item={item} params={scope.params} scope={scope} />;
}

export default WidgetGallery;
