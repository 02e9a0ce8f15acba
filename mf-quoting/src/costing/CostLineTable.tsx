import { Button, Space, Table, Tag, Tooltip, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import type { CostLine } from '@platform/shared/contracts';
import {
  displayFormula,
  NOT_PRICED,
  notPricedText,
  SIZING_INVALID,
  type CostingResult,
  type LineResult,
} from '@platform/shared/pricing';
import { money } from './money';
import { WhyThisPrice } from './Steps';

export interface CostLineTableProps {
  lines: CostLine[];
  result: CostingResult;
  onEdit: (line: CostLine) => void;
  onClone: (line: CostLine) => void;
  onDelete: (line: CostLine) => void;
}

interface Row {
  key: number;
  line: CostLine;
  result: LineResult | undefined;
}

/** The cost lines with every column of spec §2 and a totals row. */
export const CostLineTable = observer(function CostLineTable(props: CostLineTableProps) {
  const { lines, result, onEdit, onClone, onDelete } = props;
  const byId = new Map(result.lines.map((line) => [line.id, line]));
  const { columns, totals } = result;
  const rows: Row[] = lines.map((line) => ({ key: line.id, line, result: byId.get(line.id) }));
  return (
    <Table<Row>
      size="small"
      pagination={false}
      scroll={{ x: 1400 }}
      dataSource={rows}
      locale={{ emptyText: 'No cost lines yet: add one with New.' }}
      columns={[
        {
          title: 'Actions',
          key: 'actions',
          fixed: 'left',
          width: 170,
          render: (_, row) => (
            <Space size={0}>
              <Button
                type="link"
                size="small"
                aria-label={`Edit ${row.line.code}`}
                onClick={() => onEdit(row.line)}
              >
                Edit
              </Button>
              <Button
                type="link"
                size="small"
                aria-label={`Clone ${row.line.code}`}
                onClick={() => onClone(row.line)}
              >
                Clone
              </Button>
              <Button
                type="link"
                size="small"
                danger
                aria-label={`Delete ${row.line.code}`}
                onClick={() => onDelete(row.line)}
              >
                Delete
              </Button>
            </Space>
          ),
        },
        { title: 'Supplier', key: 'supplier', render: (_, row) => row.line.supplier_name },
        { title: 'Code', key: 'code', render: (_, row) => row.line.code },
        {
          title: 'Description',
          key: 'description',
          render: (_, row) => row.line.product_description,
        },
        { title: 'Price type', key: 'type', render: (_, row) => row.line.pricing_type_short_name },
        {
          title: 'Quantity formula',
          key: 'formula',
          render: (_, row) => (
            <Tooltip title={row.line.formula}>
              <Typography.Text code style={{ whiteSpace: 'nowrap' }}>
                {displayFormula(row.line.formula)}
              </Typography.Text>
            </Tooltip>
          ),
        },
        {
          title: 'Item quantity',
          key: 'item_quantity',
          align: 'right',
          render: (_, row) => row.result?.itemQuantity,
        },
        {
          title: 'Quantity',
          key: 'quantity',
          align: 'right',
          render: (_, row) => {
            const result = row.result;
            if (!result) return null;
            if (result.sizing === SIZING_INVALID) return <Tag color="error">{SIZING_INVALID}</Tag>;
            if (result.quantity === 'INVALID') {
              return (
                <Tooltip title={result.quantityError}>
                  <Tag color="error">INVALID</Tag>
                </Tooltip>
              );
            }
            return result.quantity;
          },
        },
        {
          title: 'Item price',
          key: 'price',
          align: 'right',
          render: (_, row) =>
            row.result?.chosenGroupItem ? (
              <Tooltip title={row.result.chosenGroupItem.product_description}>
                {money(row.result.itemPrice)}
              </Tooltip>
            ) : (
              money(row.result?.itemPrice ?? row.line.price)
            ),
        },
        {
          title: 'Buffer %',
          key: 'buffer',
          align: 'right',
          render: (_, row) => row.line.buffer_pct,
        },
        {
          title: 'Rounding %',
          key: 'rounding',
          align: 'right',
          render: (_, row) => row.line.rounding_pct,
        },
        ...(['retail', 'wholesale'] as const).map((side) => ({
          title: side === 'retail' ? 'Retail' : 'Wholesale',
          key: side,
          align: 'right' as const,
          render: (_: unknown, row: Row) => {
            const value = row.result?.[side];
            if (row.result && !row.result.priced && row.result.counts[side]) {
              return (
                <WhyThisPrice steps={row.result.steps} label={`${side} of ${row.line.code}`}>
                  <Tag color="error">{NOT_PRICED}</Tag>
                </WhyThisPrice>
              );
            }
            if (value === null || value === undefined)
              return <Typography.Text type="secondary">–</Typography.Text>;
            return (
              <WhyThisPrice steps={row.result!.steps} label={`${side} of ${row.line.code}`}>
                {money(value)}
              </WhyThisPrice>
            );
          },
        })),
      ]}
      summary={() => (
        <Table.Summary.Row>
          <Table.Summary.Cell index={0} colSpan={11}>
            <Typography.Text strong>Total</Typography.Text>
          </Table.Summary.Cell>
          {(['retail', 'wholesale'] as const).map((side, index) => {
            const leftOut = notPricedText(totals[side].lines_not_priced);
            return (
              <Table.Summary.Cell key={side} index={11 + index} align="right">
                <Typography.Text
                  strong
                  aria-label={side === 'retail' ? 'Retail total' : 'Wholesale total'}
                >
                  {money(columns[side])}
                </Typography.Text>
                {leftOut ? (
                  <div>
                    <Tag color="error" aria-label={`${side} total incomplete`}>
                      incomplete: {leftOut}
                    </Tag>
                  </div>
                ) : null}
              </Table.Summary.Cell>
            );
          })}
        </Table.Summary.Row>
      )}
    />
  );
});
