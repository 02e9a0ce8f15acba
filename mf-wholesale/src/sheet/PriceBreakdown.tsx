import { Table, Tooltip, Typography } from 'antd';
import type { ItemPricing, PriceLine } from '@platform/shared/wholesale';
import { formatMoney } from '../domain/format';
import { TEXTS } from '../domain/texts';

export interface ItemPriceProps {
  pricing: ItemPricing | undefined;
}

/** Staff only: the item's price ex GST, with the "Price Breakdown" table on hover. */
export function ItemPrice({ pricing }: ItemPriceProps) {
  if (!pricing) return null;
  if (pricing.price === null) {
    return <Typography.Text type="danger">{pricing.error ?? 'No price'}</Typography.Text>;
  }
  const breakdown = (
    <div style={{ minWidth: 320 }}>
      <Typography.Text strong style={{ color: 'inherit' }}>
        {TEXTS.sheet.priceBreakdown}
      </Typography.Text>
      <Table<PriceLine>
        size="small"
        pagination={false}
        rowKey={(_line, index) => String(index)}
        dataSource={pricing.lines}
        columns={[
          { title: 'Item', dataIndex: 'item', key: 'item' },
          {
            title: 'Price',
            dataIndex: 'price',
            key: 'price',
            render: (value: number) => formatMoney(value),
          },
          { title: 'Qty', dataIndex: 'quantity', key: 'quantity' },
          {
            title: 'Subtotal',
            dataIndex: 'subtotal',
            key: 'subtotal',
            render: (value: number) => formatMoney(value),
          },
        ]}
      />
    </div>
  );
  return (
    <Tooltip title={breakdown} color="#fff" styles={{ container: { color: 'rgba(0,0,0,0.88)' } }}>
      <Typography.Text
        strong
        tabIndex={0}
        aria-label={`${TEXTS.sheet.exGst(formatMoney(pricing.price))}, price breakdown`}
      >
        {TEXTS.sheet.exGst(formatMoney(pricing.price))}
      </Typography.Text>
    </Tooltip>
  );
}
