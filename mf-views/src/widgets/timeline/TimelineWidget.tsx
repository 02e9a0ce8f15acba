import { useEffect, useState, type ReactNode } from 'react';
import { Empty, Result, Skeleton, Tag, Timeline, Typography } from 'antd';
import CheckOutlined from '@ant-design/icons/CheckOutlined';
import ClockCircleOutlined from '@ant-design/icons/ClockCircleOutlined';
import ColumnWidthOutlined from '@ant-design/icons/ColumnWidthOutlined';
import FileTextOutlined from '@ant-design/icons/FileTextOutlined';
import MessageOutlined from '@ant-design/icons/MessageOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import SwapOutlined from '@ant-design/icons/SwapOutlined';
import { api, DATE_FORMAT, formatUtcDate, session } from '@platform/shared';
import type { ViewItemProps } from '../../registry/types';
import {
  entryColor,
  entryIconName,
  timelineOrientation,
  timelineRecordId,
  timelineUrl,
  type TimelineEntry,
} from './timeline';

const ICONS: Record<string, ReactNode> = {
  plus: <PlusOutlined />,
  'file-text': <FileTextOutlined />,
  'column-width': <ColumnWidthOutlined />,
  check: <CheckOutlined />,
  message: <MessageOutlined />,
  swap: <SwapOutlined />,
  clock: <ClockCircleOutlined />,
};

type Load =
  | { state: 'loading' }
  | { state: 'failed'; message: string }
  | { state: 'loaded'; items: TimelineEntry[] };

function Entry({ entry }: { entry: TimelineEntry }) {
  const when = formatUtcDate(entry.date, DATE_FORMAT, session.user?.timezone);
  return (
    <div data-testid="timeline-item" data-kind={entry.kind}>
      <Typography.Text strong>{entry.heading}</Typography.Text>{' '}
      {entry.badge ? (
        <Tag
          style={{
            backgroundColor: entry.badge.color ?? entryColor(entry),
            borderColor: entry.badge.color ?? entryColor(entry),
            color: entry.badge.textColor ?? '#ffffff',
          }}
        >
          {entry.badge.label}
        </Tag>
      ) : null}
      <div>
        <Typography.Text type="secondary">
          {when}
          {entry.user ? ` · ${entry.user}` : ''}
        </Typography.Text>
      </div>
      {entry.message ? <Typography.Paragraph>{entry.message}</Typography.Paragraph> : null}
    </div>
  );
}

/**
 * The timeline of a job or quote (item type `timeline`, spec §2.18, §7.4): GET
 * /sales/{id}/sales_timeline, vertical or horizontal (`orientation` or `mode` in the item's data),
 * each event with its date, user, and a colour and icon by kind.
 */
export default function TimelineWidget({ item, params }: ViewItemProps) {
  const data = item.data ?? {};
  const id = timelineRecordId(params, data);
  const url = id ? timelineUrl(data, id) : null;
  const orientation = timelineOrientation(data);
  const [load, setLoad] = useState<Load>({ state: 'loading' });

  useEffect(() => {
    if (!url) return;
    const controller = new AbortController();
    setLoad({ state: 'loading' });
    api
      .get<{ items?: TimelineEntry[] }>(url, { signal: controller.signal, silent: true })
      .then(({ data: answer }) =>
        setLoad({ state: 'loaded', items: Array.isArray(answer?.items) ? answer.items : [] }),
      )
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        const message =
          error && typeof error === 'object' && 'message' in error
            ? String((error as { message: unknown }).message)
            : '';
        setLoad({ state: 'failed', message });
      });
    return () => controller.abort();
  }, [url]);

  if (!url) return <Empty description="No timeline for a new record" />;
  if (load.state === 'loading') return <Skeleton active />;
  if (load.state === 'failed') {
    return (
      <Result status="warning" title="The timeline could not be loaded" subTitle={load.message} />
    );
  }
  if (load.items.length === 0) return <Empty description="No events yet" />;
  return (
    <div data-testid="timeline" data-orientation={orientation}>
      <Timeline
        orientation={orientation}
        items={load.items.map((entry) => ({
          key: entry.id,
          color: entryColor(entry),
          icon: ICONS[entryIconName(entry)] ?? ICONS.clock,
          content: <Entry entry={entry} />,
        }))}
      />
    </div>
  );
}
