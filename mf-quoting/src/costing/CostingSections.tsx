import {
  Alert,
  Button,
  Card,
  Form,
  Input,
  InputNumber,
  Select,
  Space,
  Switch,
  Table,
  Tag,
  Typography,
} from 'antd';
import type { ColumnType } from 'antd/es/table';
import { observer } from 'mobx-react-lite';
import { useCallback } from 'react';
import type { CostLine, MandatoryAccessory } from '@platform/shared/contracts';
import { ACCESSORY_DEFAULT_PRICE_TEXT } from '@platform/shared/pricing';
import { CostLineTable } from './CostLineTable';
import type { CostingDraft, CostingStore } from './CostingStore';
import { money } from './money';
import { TotalsPanel, type PercentField } from './TotalsPanel';

/*
 * The parts of the costing screen, each an observer that reads only what it shows: a test-size
 * key re-renders the height field, the cost table and the totals, never the notes, the
 * accessories or the what-if table (issue 37, ADR 213).
 */

export const CostingHeader = observer(function CostingHeader({ store }: { store: CostingStore }) {
  return (
    <>
      <Space wrap align="center">
        <Typography.Title level={4} style={{ margin: 0 }}>
          {store.record?.name}
        </Typography.Title>
        {store.dirty ? <Tag color="gold">Unsaved changes</Tag> : null}
      </Space>
      {store.restoredDraft ? (
        <Alert
          type="info"
          showIcon
          title="Your unsaved changes to this costing were kept. Save them, or Revert to discard them."
        />
      ) : null}
    </>
  );
});

const SizeNumber = observer(function SizeNumber(props: {
  store: CostingStore;
  field: 'height' | 'width';
}) {
  const { store, field } = props;
  return (
    <InputNumber
      aria-label={field === 'height' ? 'Test height' : 'Test width'}
      min={1}
      max={10000}
      value={store.size[field]}
      onChange={(value) => store.setSize({ [field]: value })}
      suffix="mm"
    />
  );
});

const SizeSelect = observer(function SizeSelect(props: {
  store: CostingStore;
  field: 'frame_thickness_id' | 'brand_id';
}) {
  const { store, field } = props;
  const choices = field === 'brand_id' ? store.brands : store.frameThicknesses;
  return (
    <Select
      aria-label={field === 'brand_id' ? 'Brand' : 'Frame thickness'}
      allowClear
      style={{ minWidth: 140 }}
      value={store.size[field] ?? undefined}
      options={choices.map((choice) => ({ value: choice.id, label: choice.name }))}
      onChange={(id?: number) => store.setSize({ [field]: id ?? null })}
    />
  );
});

const MeshDeduction = observer(function MeshDeduction({ store }: { store: CostingStore }) {
  if (!store.meshDeduction || !store.isProduct) return null;
  return (
    <Typography.Text type="secondary">
      Mesh deduction {store.meshDeduction} mm is added to the mesh height and width.
    </Typography.Text>
  );
});

export function TestSizeCard(props: {
  store: CostingStore;
  onClone: () => void;
  onNew: () => void;
}) {
  const { store, onClone, onNew } = props;
  return (
    <Card size="small" title="Test size">
      <Form layout="inline">
        <Form.Item label="Test height">
          <SizeNumber store={store} field="height" />
        </Form.Item>
        <Form.Item label="Test width">
          <SizeNumber store={store} field="width" />
        </Form.Item>
        {store.isProduct ? (
          <>
            <Form.Item label="Frame thickness">
              <SizeSelect store={store} field="frame_thickness_id" />
            </Form.Item>
            <Form.Item label="Brand">
              <SizeSelect store={store} field="brand_id" />
            </Form.Item>
          </>
        ) : null}
        <Form.Item>
          <Space>
            <Button onClick={onClone}>Clone</Button>
            <Button type="primary" ghost onClick={onNew}>
              New
            </Button>
          </Space>
        </Form.Item>
      </Form>
      <MeshDeduction store={store} />
    </Card>
  );
}

export const CostLines = observer(function CostLines(props: {
  store: CostingStore;
  onEdit: (line: CostLine) => void;
  onClone: (line: CostLine) => void;
  onDelete: (line: CostLine) => void;
}) {
  const { store, ...handlers } = props;
  if (!store.draft || !store.result) return null;
  return <CostLineTable lines={store.draft.product_items} result={store.result} {...handlers} />;
});

const ACCESSORY_COLUMNS: ColumnType<MandatoryAccessory>[] = [
  { title: 'Item number', dataIndex: 'item_number' },
  { title: 'Name', dataIndex: 'name' },
  {
    title: 'Mandatory rule price exc',
    dataIndex: 'price',
    render: (price: string | null) =>
      price === null ? ACCESSORY_DEFAULT_PRICE_TEXT : money(price),
  },
  { title: 'Mandatory rule quantity', dataIndex: 'quantity' },
];
const NO_ACCESSORIES = { emptyText: 'No mandatory accessories at this size.' };

export const MandatoryAccessories = observer(function MandatoryAccessories(props: {
  store: CostingStore;
}) {
  return (
    <Card size="small" title="Mandatory accessories">
      <Table
        size="small"
        pagination={false}
        rowKey="item_number"
        dataSource={props.store.mandatory}
        locale={NO_ACCESSORIES}
        columns={ACCESSORY_COLUMNS}
      />
    </Card>
  );
});

const CompletedSwitch = observer(function CompletedSwitch(props: {
  draft: CostingDraft;
  store: CostingStore;
  field: 'retail_pricing_completed' | 'wholesale_pricing_completed';
  label: string;
}) {
  const { draft, store, field, label } = props;
  return (
    <Space>
      <Switch
        aria-label={label}
        checked={draft[field]}
        onChange={(checked) => store.setField(field, checked)}
      />
      {label}
    </Space>
  );
});

const NotesField = observer(function NotesField(props: {
  draft: CostingDraft;
  store: CostingStore;
}) {
  const { draft, store } = props;
  return (
    <Input.TextArea
      aria-label="Notes"
      rows={5}
      maxLength={5000}
      value={draft.notes}
      onChange={(event) => store.setField('notes', event.target.value)}
    />
  );
});

export const NotesCard = observer(function NotesCard({ store }: { store: CostingStore }) {
  const draft = store.draft;
  if (!draft) return null;
  return (
    <Card size="small" title="Notes">
      <NotesField draft={draft} store={store} />
      <Space orientation="vertical" style={{ marginTop: 12 }}>
        <CompletedSwitch
          draft={draft}
          store={store}
          field="retail_pricing_completed"
          label="Retail Pricing Completed"
        />
        <CompletedSwitch
          draft={draft}
          store={store}
          field="wholesale_pricing_completed"
          label="Wholesale Pricing Completed"
        />
      </Space>
    </Card>
  );
});

export const TotalsCard = observer(function TotalsCard({ store }: { store: CostingStore }) {
  const onPercent = useCallback(
    (field: PercentField, value: string) => store.setField(field, value),
    [store],
  );
  if (!store.draft || !store.result) return null;
  return (
    <Card size="small" title="Retail and wholesale">
      <TotalsPanel result={store.result} draft={store.draft} onPercent={onPercent} />
    </Card>
  );
});

export const SaveButtons = observer(function SaveButtons(props: {
  store: CostingStore;
  onRevert: () => void;
}) {
  const { store, onRevert } = props;
  return (
    <Space>
      <Button type="primary" loading={store.saving} onClick={() => void store.save()}>
        Save
      </Button>
      <Button onClick={onRevert}>Revert</Button>
    </Space>
  );
});
