import {
  Alert,
  Button,
  Card,
  Col,
  Form,
  Input,
  InputNumber,
  Modal,
  Result,
  Row,
  Select,
  Skeleton,
  Space,
  Switch,
  Table,
  Tag,
  Typography,
} from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { type ApiClient } from '@platform/shared';
import { confirmAsync } from '@platform/shared/ui';
import { COST_LINE_MODAL, type CostLine, type CostType } from '@platform/shared/contracts';
import {
  ACCESSORY_DEFAULT_PRICE_TEXT,
  MAX_WHAT_IF_SIZES,
  notPricedText,
} from '@platform/shared/pricing';
import { CloneModal, MISSING_CLONE_URL } from './CloneModal';
import { CostLineTable } from './CostLineTable';
import { CostingStore } from './CostingStore';
import { BLANK_LINE, LineDrawer } from './LineDrawer';
import { money } from './money';
import { TotalsPanel } from './TotalsPanel';

export const REVERT_CLEAN = "You haven't made any changes yet.";
export const REVERT_CONFIRM = 'Are you sure you want to revert all fields?';
export const DELETE_LINE_CONFIRM = 'Remove this description from the costing item?';

export interface CostingScreenProps {
  url: string;
  costType: CostType;
  cloneUrl: string | null;
  childId?: number;
  accessoryId?: number;
  api?: ApiClient;
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
}

/** The costing screen of a product or an accessory (spec §2 Costing screen). */
export const CostingScreen = observer(function CostingScreen(props: CostingScreenProps) {
  const [store] = useState(
    () =>
      new CostingStore({
        url: props.url,
        costType: props.costType,
        api: props.api,
        storage: props.storage,
      }),
  );
  const [editing, setEditing] = useState<{ line: CostLine | null; mode: number }>({
    line: null,
    mode: 0,
  });
  const [cloning, setCloning] = useState(false);
  useEffect(() => {
    void store.load();
    return () => store.dispose();
  }, [store]);

  if (store.loading) return <Skeleton active />;
  if (store.loadError || !store.record || !store.draft || !store.result) {
    return (
      <Result
        status="warning"
        title="This costing could not be loaded."
        subTitle={store.loadError}
      />
    );
  }
  const { record, draft, result, size } = store;
  const isProduct = store.isProduct;

  const revert = async () => {
    if (!store.dirty) {
      Modal.info({ title: REVERT_CLEAN });
      return;
    }
    if (await confirmAsync({ title: REVERT_CONFIRM })) store.revert();
  };
  const remove = async (line: CostLine) => {
    if (
      await confirmAsync({
        title: DELETE_LINE_CONFIRM,
        content: line.product_description,
        danger: true,
      })
    ) {
      store.removeLine(line.id);
    }
  };
  const openClone = () => {
    if (!props.cloneUrl) {
      Modal.error({ title: MISSING_CLONE_URL });
      return;
    }
    setCloning(true);
  };

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Space wrap align="center">
        <Typography.Title level={4} style={{ margin: 0 }}>
          {record.name}
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
      <Card size="small" title="Test size">
        <Form layout="inline">
          <Form.Item label="Test height">
            <InputNumber
              aria-label="Test height"
              min={1}
              max={10000}
              value={size.height}
              onChange={(height) => store.setSize({ height })}
              suffix="mm"
            />
          </Form.Item>
          <Form.Item label="Test width">
            <InputNumber
              aria-label="Test width"
              min={1}
              max={10000}
              value={size.width}
              onChange={(width) => store.setSize({ width })}
              suffix="mm"
            />
          </Form.Item>
          {isProduct ? (
            <>
              <Form.Item label="Frame thickness">
                <Select
                  aria-label="Frame thickness"
                  allowClear
                  style={{ minWidth: 140 }}
                  value={size.frame_thickness_id ?? undefined}
                  options={store.frameThicknesses.map((frame) => ({
                    value: frame.id,
                    label: frame.name,
                  }))}
                  onChange={(id?: number) => store.setSize({ frame_thickness_id: id ?? null })}
                />
              </Form.Item>
              <Form.Item label="Brand">
                <Select
                  aria-label="Brand"
                  allowClear
                  style={{ minWidth: 140 }}
                  value={size.brand_id ?? undefined}
                  options={store.brands.map((brand) => ({ value: brand.id, label: brand.name }))}
                  onChange={(id?: number) => store.setSize({ brand_id: id ?? null })}
                />
              </Form.Item>
            </>
          ) : null}
          <Form.Item>
            <Space>
              <Button onClick={openClone}>Clone</Button>
              <Button
                type="primary"
                ghost
                onClick={() => setEditing({ line: { ...BLANK_LINE }, mode: COST_LINE_MODAL.new })}
              >
                New
              </Button>
            </Space>
          </Form.Item>
        </Form>
        {store.meshDeduction && isProduct ? (
          <Typography.Text type="secondary">
            Mesh deduction {store.meshDeduction} mm is added to the mesh height and width.
          </Typography.Text>
        ) : null}
      </Card>
      <CostLineTable
        lines={draft.product_items}
        result={result}
        onEdit={(line) => setEditing({ line, mode: line.id })}
        onClone={(line) =>
          setEditing({ line: { ...line, id: COST_LINE_MODAL.clone }, mode: COST_LINE_MODAL.clone })
        }
        onDelete={(line) => void remove(line)}
      />
      {isProduct ? (
        <Card size="small" title="Mandatory accessories">
          <Table
            size="small"
            pagination={false}
            rowKey="item_number"
            dataSource={store.mandatory}
            locale={{ emptyText: 'No mandatory accessories at this size.' }}
            columns={[
              { title: 'Item number', dataIndex: 'item_number' },
              { title: 'Name', dataIndex: 'name' },
              {
                title: 'Mandatory rule price exc',
                dataIndex: 'price',
                render: (price: string | null) =>
                  price === null ? ACCESSORY_DEFAULT_PRICE_TEXT : money(price),
              },
              { title: 'Mandatory rule quantity', dataIndex: 'quantity' },
            ]}
          />
        </Card>
      ) : null}
      <Row gutter={16}>
        <Col xs={24} lg={10}>
          <Card size="small" title="Notes">
            <Input.TextArea
              aria-label="Notes"
              rows={5}
              maxLength={5000}
              value={draft.notes}
              onChange={(event) => store.setField('notes', event.target.value)}
            />
            <Space orientation="vertical" style={{ marginTop: 12 }}>
              <Space>
                <Switch
                  aria-label="Retail Pricing Completed"
                  checked={draft.retail_pricing_completed}
                  onChange={(checked) => store.setField('retail_pricing_completed', checked)}
                />
                Retail Pricing Completed
              </Space>
              <Space>
                <Switch
                  aria-label="Wholesale Pricing Completed"
                  checked={draft.wholesale_pricing_completed}
                  onChange={(checked) => store.setField('wholesale_pricing_completed', checked)}
                />
                Wholesale Pricing Completed
              </Space>
            </Space>
          </Card>
        </Col>
        <Col xs={24} lg={14}>
          <Card size="small" title="Retail and wholesale">
            <TotalsPanel
              result={result}
              draft={draft}
              onPercent={(field, value) => store.setField(field, value)}
            />
          </Card>
        </Col>
      </Row>
      <WhatIfSizes store={store} />
      <Space>
        <Button type="primary" loading={store.saving} onClick={() => void store.save()}>
          Save
        </Button>
        <Button onClick={() => void revert()}>Revert</Button>
      </Space>
      <LineDrawer
        line={editing.line}
        mode={editing.mode}
        suppliers={store.suppliers}
        pricingTypes={store.pricingTypes}
        preview={store.input}
        client={props.api}
        onClose={() => setEditing({ line: null, mode: 0 })}
        onSave={(line) => {
          store.upsertLine(
            line.id === COST_LINE_MODAL.clone ? { ...line, id: COST_LINE_MODAL.new } : line,
          );
          setEditing({ line: null, mode: 0 });
        }}
      />
      <CloneModal
        open={cloning}
        costType={props.costType}
        productId={store.productId}
        ownId={props.costType === 'product' ? props.childId : props.accessoryId}
        client={props.api}
        onClose={() => setCloning(false)}
        onClone={(targets) =>
          store.clone(
            props.cloneUrl!,
            props.costType === 'product'
              ? { product: store.productId, applications: targets }
              : { accessories: targets },
          )
        }
      />
    </Space>
  );
});

/** What-if: the totals at up to five more test sizes, side by side. */
const WhatIfSizes = observer(function WhatIfSizes({ store }: { store: CostingStore }) {
  const results = store.whatIfResults;
  return (
    <Card
      size="small"
      title="What-if sizes"
      extra={
        <Button
          size="small"
          disabled={store.whatIf.length >= MAX_WHAT_IF_SIZES}
          onClick={() => store.addWhatIf()}
        >
          Add size
        </Button>
      }
    >
      {store.whatIf.length === 0 ? (
        <Typography.Text type="secondary">
          Add up to {MAX_WHAT_IF_SIZES} more sizes to compare their prices with the test size.
        </Typography.Text>
      ) : (
        <Space orientation="vertical" style={{ width: '100%' }}>
          {store.whatIf.map((size, index) => (
            <Space key={index}>
              <InputNumber
                aria-label={`What-if height ${index + 1}`}
                min={1}
                max={10000}
                placeholder="Height"
                value={size.height}
                onChange={(height) => store.setWhatIf(index, { height })}
              />
              ×
              <InputNumber
                aria-label={`What-if width ${index + 1}`}
                min={1}
                max={10000}
                placeholder="Width"
                value={size.width}
                onChange={(width) => store.setWhatIf(index, { width })}
              />
              <Button size="small" type="link" onClick={() => store.removeWhatIf(index)}>
                Remove
              </Button>
            </Space>
          ))}
          <Table
            size="small"
            pagination={false}
            aria-label="What-if prices"
            rowKey={(row) => `${row.size.height}x${row.size.width}`}
            dataSource={results}
            columns={[
              {
                title: 'Size',
                key: 'size',
                render: (_, row) => `${row.size.height} × ${row.size.width}`,
              },
              ...(['retail', 'wholesale'] as const).map((side) => ({
                title: side === 'retail' ? 'Retail Inc GST' : 'Wholesale Inc GST',
                key: side,
                align: 'right' as const,
                render: (_: unknown, row: (typeof results)[number]) => {
                  const leftOut = notPricedText(row.totals[side].lines_not_priced);
                  return (
                    <>
                      {money(row.totals[side].inc_gst)}
                      {leftOut ? <Tag color="error">incomplete: {leftOut}</Tag> : null}
                    </>
                  );
                },
              })),
              {
                title: 'Lines not priced',
                key: 'invalid',
                align: 'right',
                render: (_, row) =>
                  row.invalidLines ? <Tag color="error">{row.invalidLines}</Tag> : 0,
              },
            ]}
          />
        </Space>
      )}
    </Card>
  );
});
