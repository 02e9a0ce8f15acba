import { Table, Typography, type TableColumnsType } from 'antd';
import { formatMoney } from '../domain/format';
import { TEXTS } from '../domain/texts';
import { MISSING_ACCESSORY_PRICE, accessoryPrice, type PriceGrid } from './priceGrid';

export interface PriceTableProps {
  title: string;
  grid: PriceGrid;
  /** How a cell shows: the product tables paint missing prices black, the accessory viewer writes -1. */
  missing: 'black' | 'minus-one';
}

interface GridRow {
  height: number;
}

const BLACK = { background: '#000', color: '#000' };

/** One common-size table: "Height (mm)" rows, widths under "Width (mm)". */
export function PriceTable({ title, grid, missing }: PriceTableProps) {
  const columns: TableColumnsType<GridRow> = [
    { title: TEXTS.pricing.height, dataIndex: 'height', key: 'height', fixed: 'left', width: 110 },
    {
      title: TEXTS.pricing.width,
      key: 'widths',
      children: grid.widths.map((width) => ({
        title: String(width),
        key: `w${width}`,
        align: 'right' as const,
        onCell: (row: GridRow) => {
          const price = grid.price(row.height, width);
          return missing === 'black' && (price === null || price === undefined)
            ? { style: BLACK, 'aria-label': 'No price' }
            : {};
        },
        render: (_value: unknown, row: GridRow) => {
          if (missing === 'minus-one') {
            const price = accessoryPrice(grid, row.height, width);
            return price === MISSING_ACCESSORY_PRICE ? String(price) : formatMoney(price);
          }
          const price = grid.price(row.height, width);
          return price === null || price === undefined ? '' : formatMoney(price);
        },
      })),
    },
  ];
  return (
    <section aria-label={title} style={{ marginBottom: 8 }}>
      <Typography.Title level={5}>{title}</Typography.Title>
      <Table<GridRow>
        size="small"
        bordered
        pagination={false}
        rowKey="height"
        scroll={{ x: 'max-content' }}
        columns={columns}
        locale={{ emptyText: TEXTS.empty.results }}
        dataSource={grid.heights.map((height) => ({ height }))}
      />
    </section>
  );
}
