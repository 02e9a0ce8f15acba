import { Button, Card, InputNumber, Space, Table, Tag, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { MAX_WHAT_IF_SIZES, notPricedText } from '@platform/shared/pricing';
import type { CostingStore } from './CostingStore';
import { money } from './money';

/** What-if: the totals at up to five more test sizes, side by side. */
export const WhatIfSizes = observer(function WhatIfSizes({ store }: { store: CostingStore }) {
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
