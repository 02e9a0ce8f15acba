import { Alert, Button, Form, Input, Skeleton, Table, Typography } from 'antd';
import dayjs from 'dayjs';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { fillRoute, readWidgetInput, type WidgetProps } from '@platform/shared';
import type { AccessoryRow } from '@platform/shared/contracts';
import { FetchError } from '../common/FetchError';
import { AccessoriesStore } from './AccessoriesStore';

const COLUMNS = [
  { title: 'Item', dataIndex: 'item_number' },
  { title: 'Code', dataIndex: 'code' },
  { title: 'Name', dataIndex: 'name' },
  { title: 'Colour', dataIndex: 'color' },
  { title: 'Quantity', dataIndex: 'quantity' },
  { title: 'Make size', dataIndex: 'make_size', render: (size: string | null) => size ?? '–' },
];

/** Local time of a note, DD/MM/YYYY hh:mm A. */
export const noteTime = (iso: string) => dayjs(iso).format('DD/MM/YYYY hh:mm A');

const Accessories = observer(function Accessories({ store }: { store: AccessoriesStore }) {
  useEffect(() => {
    void store.load();
  }, [store]);
  if (store.loading) return <Skeleton active />;
  if (store.error) return <FetchError message={store.error} />;
  return (
    <div className="fab-accessories">
      <Table<AccessoryRow & { key: number }>
        size="small"
        pagination={false}
        columns={COLUMNS}
        dataSource={store.visible.map((row, key) => ({ ...row, key }))}
        locale={{ emptyText: 'No accessories found' }}
      />
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        Job notes
      </Typography.Title>
      {store.notes.length === 0 ? (
        <Typography.Text type="secondary">No notes yet</Typography.Text>
      ) : (
        <ul className="fab-notes" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {store.notes.map((note) => (
            <li key={note.id} style={{ padding: '8px 0', borderBottom: '1px solid #f0f0f0' }}>
              <Typography.Text strong>
                {note.created_by} · {noteTime(note.updated_at)}
              </Typography.Text>
              <div style={{ whiteSpace: 'pre-wrap' }}>{note.notes}</div>
            </li>
          ))}
        </ul>
      )}
      {store.notesUrl && (
        <Form layout="vertical" onFinish={() => void store.addNotes()} style={{ marginTop: 12 }}>
          <Form.Item
            label="Add Notes"
            validateStatus={store.draftError ? 'error' : undefined}
            help={store.draftError ?? undefined}
          >
            <Input.TextArea
              aria-label="Add Notes"
              rows={3}
              maxLength={4000}
              value={store.draft}
              onChange={(event) => store.setDraft(event.target.value)}
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={store.sending}>
            Add Notes
          </Button>
        </Form>
      )}
    </div>
  );
});

/** `accessories_list`: accessories and notes from `api_url`; notes are added at `api_url_notes`. */
export function AccessoriesListWidget(props: WidgetProps) {
  const { settings, params } = readWidgetInput(props);
  const url = typeof settings.api_url === 'string' ? fillRoute(settings.api_url, params) : null;
  const notesUrl =
    typeof settings.api_url_notes === 'string' ? fillRoute(settings.api_url_notes, params) : null;
  const [store, setStore] = useState<AccessoriesStore | null>(null);
  useEffect(() => setStore(url ? new AccessoriesStore(url, notesUrl) : null), [url, notesUrl]);
  if (!url)
    return (
      <Alert type="warning" showIcon title="This accessories list has no api_url configured." />
    );
  return store ? <Accessories store={store} /> : <Skeleton active />;
}
