import { Button, Empty } from 'antd';
import { useEffect, useState } from 'react';
import { api, type MultiLineConfig, type MultiLineItem as Line } from '@platform/shared';
import { ConfigErrorNotice } from '../common/ConfigErrorNotice';
import { isNewRecordId, isRecord } from '../common/records';
import type { ViewItemProps } from '../registry/types';
import { ViewSkeleton } from '../page/ViewSkeleton';
import { MultiLineEditor } from './MultiLineEditor';
import { normalizeLines } from './multiLine';

/** The 'multi_line' item: one field of the page record edited as lines, saved with its own button. */
export function MultiLineItem(props: ViewItemProps) {
  const { item, scope } = props;
  const url = typeof item.data.url === 'string' ? item.data.url : '';
  const field = typeof item.data.field === 'string' ? item.data.field : '';
  const config = (isRecord(item.data.config) ? item.data.config : {}) as MultiLineConfig;
  const recordId = scope.recordId;
  const [lines, setLines] = useState<Line[] | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!url || !field || isNewRecordId(recordId)) return;
    let live = true;
    api
      .get<Record<string, unknown>>(`${url}/${recordId}`, { reuseSeconds: 0 })
      .then((result) => live && setLines(normalizeLines(result.data?.[field])))
      .catch(() => live && setLines([]));
    return () => {
      live = false;
    };
  }, [url, field, recordId]);

  if (!url || !field)
    return (
      <ConfigErrorNotice source={`multi-line item ${item.id}`} message="needs url and field" />
    );
  if (isNewRecordId(recordId)) return <Empty description="No items available" />;
  if (lines === null) return <ViewSkeleton kind="form" inline />;
  return (
    <div>
      <MultiLineEditor value={lines} config={config} onChange={setLines} />
      <Button
        type="primary"
        loading={saving}
        style={{ marginTop: 8 }}
        onClick={async () => {
          setSaving(true);
          try {
            await api.post(`${url}/${recordId}`, {
              object_data: JSON.stringify({ [field]: lines }),
            });
          } catch {
            // The call layer has shown why.
          } finally {
            setSaving(false);
          }
        }}
      >
        Save
      </Button>
    </div>
  );
}
