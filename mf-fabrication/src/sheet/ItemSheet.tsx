import { Button, Card, Space, Table, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { confirmAsync } from '@platform/shared/ui';
import type { FabricationItem, ItemDataRow } from '@platform/shared/contracts';
import { CHECK_HEADING, SIGNATURE_HEADINGS } from '../print/headings';
import { AddAccessoryModal } from './AddAccessoryModal';
import { DiagramArea } from './DiagramArea';
import { PANEL_COLUMNS, panelRows } from './panelRows';
import type { SheetStore } from './SheetStore';

function valueStyle(row: ItemDataRow) {
  return {
    color: row.color ?? undefined,
    background: row.background ?? undefined,
    border: row.border ? `1px solid ${row.border}` : undefined,
    padding: '2px 8px',
    borderRadius: 4,
    display: 'inline-block',
  };
}

/** Item detail pairs; on paper a fitters checklist column is added. */
export function ItemDetails({ rows }: { rows: ItemDataRow[] }) {
  return (
    <table className="fab-item-data">
      <thead className="fab-print-only">
        <tr>
          <th>Detail</th>
          <th>Value</th>
          <th className="fab-print-only">{CHECK_HEADING}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.name}>
            <th scope="row">{row.name}</th>
            <td>
              <span style={valueStyle(row)}>{row.value}</span>
            </td>
            <td className="fab-print-only">
              <span className="fab-check-box" />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The fitter name and signature table printed under the last item. */
export function SignatureTable() {
  return (
    <table className="fab-signatures fab-print-only">
      <thead>
        <tr>
          {SIGNATURE_HEADINGS.map((heading) => (
            <th key={heading}>{heading}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {[0, 1].map((row) => (
          <tr key={row}>
            {SIGNATURE_HEADINGS.map((heading) => (
              <td key={heading} />
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const ACCESSORY_COLUMNS = [
  { title: 'Code', dataIndex: 'code' },
  { title: 'Name', dataIndex: 'name' },
  { title: 'Colour', dataIndex: 'colour' },
  { title: 'Size', dataIndex: 'size', render: (size: string | null) => size ?? '–' },
  { title: 'Qty', dataIndex: 'qty' },
  {
    title: 'On diagram',
    dataIndex: 'is_on_diagram',
    render: (marked: boolean) => (marked ? <span aria-label="on the diagram">✔</span> : ''),
  },
];

/** One item's sheet: diagram, detail, accessories, panels, notes, and the item's actions. */
export const ItemSheet = observer(function ItemSheet(props: {
  store: SheetStore;
  item: FabricationItem;
  last: boolean;
}) {
  const { store, item, last } = props;
  const [adding, setAdding] = useState(false);
  const busy = store.busy.has(item.id);
  const remove = async () => {
    const yes = await confirmAsync({
      title: `Remove item ${item.item_number}?`,
      content: 'The item, its panels and accessories leave this job. Later items are renumbered.',
      okText: 'Remove Item',
      danger: true,
    });
    if (yes) await store.removeItem(item.id);
  };
  return (
    <Card
      className="fab-item"
      title={`Item ${item.item_number}`}
      extra={
        store.capabilities.can_edit && (
          <Space className="fab-no-print" wrap>
            <Button danger disabled={busy} onClick={() => void remove()}>
              Remove Item
            </Button>
            <Button disabled={busy} onClick={() => void store.duplicateItem(item.id)}>
              Duplicate Item
            </Button>
            <Button disabled={busy} onClick={() => setAdding(true)}>
              Add Accessory
            </Button>
          </Space>
        )
      }
    >
      <DiagramArea store={store} item={item} />
      <Typography.Title level={5}>Item detail</Typography.Title>
      <ItemDetails rows={item.item_data} />
      <Typography.Title level={5}>Accessories</Typography.Title>
      <Table
        size="small"
        pagination={false}
        rowKey={(_, index) => String(index)}
        columns={ACCESSORY_COLUMNS}
        dataSource={item.accessories}
        locale={{ emptyText: 'No accessories found' }}
      />
      <Typography.Title level={5}>Panels</Typography.Title>
      <Table
        size="small"
        pagination={false}
        columns={PANEL_COLUMNS}
        dataSource={panelRows(item.panels)}
        locale={{ emptyText: 'No panels found' }}
        scroll={{ x: true }}
      />
      <Typography.Title level={5}>Notes</Typography.Title>
      <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>
        {item.notes || '–'}
      </Typography.Paragraph>
      {last && <SignatureTable />}
      <AddAccessoryModal
        open={adding}
        itemNumber={item.item_number}
        onCancel={() => setAdding(false)}
        onSave={async (accessory) => {
          const saved = await store.addAccessory(item.id, accessory);
          if (saved) setAdding(false);
          return saved;
        }}
      />
    </Card>
  );
});
