import { Button, ConfigProvider, Popover, Space, Table, Tag, Tooltip, Typography } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { observer } from 'mobx-react-lite';
import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
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
import { StepChain } from './Steps';

export interface CostLineTableProps {
  lines: CostLine[];
  result: CostingResult;
  onEdit: (line: CostLine) => void;
  onClone: (line: CostLine) => void;
  onDelete: (line: CostLine) => void;
}

type Side = 'retail' | 'wholesale';

/**
 * Column widths (px, cell padding included) that put every column of a costing on a 1440 px
 * screen beside the side menu (issue 35): each fits its header's longest word and its usual
 * figures; the description takes the rest, at least DESCRIPTION_MIN_WIDTH. Narrower screens
 * scroll the table inside itself, the actions and the two totals staying in view.
 */
export const COLUMN_WIDTHS = {
  actions: 68,
  supplier: 92,
  code: 80,
  type: 60,
  formula: 132,
  item_quantity: 80,
  quantity: 80,
  price: 76,
  buffer: 60,
  rounding: 84,
  retail: 96,
  wholesale: 96,
} as const;
export const DESCRIPTION_MIN_WIDTH = 100;
const TABLE_MIN_WIDTH =
  Object.values(COLUMN_WIDTHS).reduce((sum, width) => sum + width, 0) + DESCRIPTION_MIN_WIDTH;
/** Narrow cells (4 px each side) leave the description room to read. */
const TABLE_THEME = { components: { Table: { cellPaddingInlineSM: 4 } } };
/** Tags wrap inside their cell rather than run into the next one. */
const WRAPPING_TAG = { whiteSpace: 'normal', marginInlineEnd: 0 } as const;

/** Which line's figure has its "why this price" chain open. */
interface OpenWhy {
  id: number;
  side: Side;
}

/**
 * One table row. A row object is kept (the same object) while its line and its computed
 * figures stay the same, so the cells that show them are not rendered again (shouldCellUpdate).
 */
interface Row {
  key: number;
  line: CostLine;
  result: LineResult | undefined;
  /** The figures the row shows, as one string: equal strings, nothing to render again. */
  figures: string;
  /** The side whose "why" chain is open on this row, if any. */
  open: Side | null;
}

function figuresOf(result: LineResult | undefined): string {
  if (!result) return '';
  return [
    result.itemQuantity,
    result.quantity,
    result.quantityError ?? '',
    result.sizing,
    result.priced,
    result.counts.retail,
    result.counts.wholesale,
    result.itemPrice,
    result.chosenGroupItem?.product_description ?? '',
    result.retail ?? '',
    result.wholesale ?? '',
  ].join('\u0000');
}

/** Cells that show only the line itself: drawn again only when the line changes. */
const lineChanged = (row: Row, previous: Row) => row.line !== previous.line;
/** Cells that show computed figures: drawn again only when the row's figures change. */
const rowChanged = (row: Row, previous: Row) => row !== previous;

/**
 * A figure that opens the chain of steps that produced it. Plain elements: the table's one
 * popover is drawn only in the cell whose chain is open.
 */
function WhyLink(props: {
  row: Row;
  side: Side;
  children: ReactNode;
  onToggle: (id: number, side: Side) => void;
  onClose: () => void;
}) {
  const { row, side, children, onToggle, onClose } = props;
  const label = `Why ${side} of ${row.line.code}`;
  const toggle = () => onToggle(row.line.id, side);
  return (
    <span style={{ position: 'relative', display: 'inline-block' }}>
      <a
        className="ant-typography"
        role="button"
        tabIndex={0}
        aria-label={label}
        aria-expanded={row.open === side}
        onClick={toggle}
        onKeyDown={(event: KeyboardEvent) => {
          if (event.key === 'Enter' || event.key === ' ') {
            event.preventDefault();
            toggle();
          }
        }}
      >
        {children}
      </a>
      {row.open === side && row.result ? (
        <Popover
          open
          title={label}
          trigger={['click']}
          onOpenChange={(open) => {
            if (!open) onClose();
          }}
          content={<StepChain steps={row.result.steps} label={label} />}
        >
          <span aria-hidden style={{ position: 'absolute', inset: 0, pointerEvents: 'none' }} />
        </Popover>
      ) : null}
    </span>
  );
}

/** The cost lines with every column of spec §2 and a totals row. */
export const CostLineTable = observer(function CostLineTable(props: CostLineTableProps) {
  const { lines, result } = props;
  const { columns, totals } = result;
  const [why, setWhy] = useState<OpenWhy | null>(null);
  // The cells call the latest handlers with the latest line of an id: stable cells, no stale rows.
  const latest = useRef({ props, lines: new Map<number, CostLine>() });
  latest.current = { props, lines: new Map(lines.map((line) => [line.id, line])) };
  const act = useRef({
    edit: (id: number) => {
      const line = latest.current.lines.get(id);
      if (line) latest.current.props.onEdit(line);
    },
    clone: (id: number) => {
      const line = latest.current.lines.get(id);
      if (line) latest.current.props.onClone(line);
    },
    remove: (id: number) => {
      const line = latest.current.lines.get(id);
      if (line) latest.current.props.onDelete(line);
    },
    toggleWhy: (id: number, side: Side) =>
      setWhy((open) => (open && open.id === id && open.side === side ? null : { id, side })),
    closeWhy: () => setWhy(null),
  }).current;

  const kept = useRef(new Map<number, Row>());
  const byId = new Map(result.lines.map((line) => [line.id, line]));
  const rows: Row[] = lines.map((line) => {
    const lineResult = byId.get(line.id);
    const figures = figuresOf(lineResult);
    const open = why && why.id === line.id ? why.side : null;
    const previous = kept.current.get(line.id);
    // An open chain follows every recalculation (its steps may change with equal figures).
    if (
      previous &&
      previous.line === line &&
      previous.figures === figures &&
      previous.open === open &&
      open === null
    ) {
      return previous;
    }
    return { key: line.id, line, result: lineResult, figures, open };
  });
  kept.current = new Map(rows.map((row) => [row.key, row]));

  const sideColumn = (side: Side): ColumnType<Row> => ({
    title: side === 'retail' ? 'Retail' : 'Wholesale',
    key: side,
    align: 'right',
    width: COLUMN_WIDTHS[side],
    fixed: 'right',
    shouldCellUpdate: rowChanged,
    render: (_: unknown, row: Row) => {
      const value = row.result?.[side];
      if (row.result && !row.result.priced && row.result.counts[side]) {
        return (
          <WhyLink row={row} side={side} onToggle={act.toggleWhy} onClose={act.closeWhy}>
            <Tag color="error" style={WRAPPING_TAG}>
              {NOT_PRICED}
            </Tag>
          </WhyLink>
        );
      }
      if (value === null || value === undefined)
        return <span className="ant-typography ant-typography-secondary">–</span>;
      return (
        <WhyLink row={row} side={side} onToggle={act.toggleWhy} onClose={act.closeWhy}>
          {money(value)}
        </WhyLink>
      );
    },
  });

  return (
    <ConfigProvider theme={TABLE_THEME}>
      <Table<Row>
        size="small"
        pagination={false}
        tableLayout="fixed"
        scroll={{ x: TABLE_MIN_WIDTH }}
        dataSource={rows}
        locale={{ emptyText: 'No cost lines yet: add one with New.' }}
        columns={[
          {
            title: 'Actions',
            key: 'actions',
            fixed: 'left',
            width: COLUMN_WIDTHS.actions,
            shouldCellUpdate: lineChanged,
            // One above the other: three side by side would take a tenth of the screen.
            render: (_, row) => (
              <Space orientation="vertical" size={0} align="start">
                <Button
                  type="link"
                  size="small"
                  aria-label={`Edit ${row.line.code}`}
                  onClick={() => act.edit(row.line.id)}
                >
                  Edit
                </Button>
                <Button
                  type="link"
                  size="small"
                  aria-label={`Clone ${row.line.code}`}
                  onClick={() => act.clone(row.line.id)}
                >
                  Clone
                </Button>
                <Button
                  type="link"
                  size="small"
                  danger
                  aria-label={`Delete ${row.line.code}`}
                  onClick={() => act.remove(row.line.id)}
                >
                  Delete
                </Button>
              </Space>
            ),
          },
          {
            title: 'Supplier',
            key: 'supplier',
            width: COLUMN_WIDTHS.supplier,
            shouldCellUpdate: lineChanged,
            render: (_, row) => row.line.supplier_name,
          },
          {
            title: 'Code',
            key: 'code',
            width: COLUMN_WIDTHS.code,
            shouldCellUpdate: lineChanged,
            render: (_, row) => row.line.code,
          },
          {
            title: 'Description',
            key: 'description',
            shouldCellUpdate: lineChanged,
            render: (_, row) => row.line.product_description,
          },
          {
            title: 'Price type',
            key: 'type',
            width: COLUMN_WIDTHS.type,
            shouldCellUpdate: lineChanged,
            render: (_, row) => row.line.pricing_type_short_name,
          },
          {
            title: 'Quantity formula',
            key: 'formula',
            width: COLUMN_WIDTHS.formula,
            shouldCellUpdate: lineChanged,
            // The whole formula on hover: the browser's own tooltip, no overlay per line. A long
            // formula wraps inside its column rather than run over the item quantity.
            render: (_, row) => (
              <span className="ant-typography" title={row.line.formula}>
                <code style={{ whiteSpace: 'normal', overflowWrap: 'anywhere' }}>
                  {displayFormula(row.line.formula)}
                </code>
              </span>
            ),
          },
          {
            title: 'Item quantity',
            key: 'item_quantity',
            align: 'right',
            width: COLUMN_WIDTHS.item_quantity,
            shouldCellUpdate: rowChanged,
            render: (_, row) => row.result?.itemQuantity,
          },
          {
            title: 'Quantity',
            key: 'quantity',
            align: 'right',
            width: COLUMN_WIDTHS.quantity,
            shouldCellUpdate: rowChanged,
            render: (_, row) => {
              const result = row.result;
              if (!result) return null;
              if (result.sizing === SIZING_INVALID) {
                return (
                  <Tag color="error" style={WRAPPING_TAG}>
                    {SIZING_INVALID}
                  </Tag>
                );
              }
              if (result.quantity === 'INVALID') {
                return (
                  <Tooltip title={result.quantityError}>
                    <Tag color="error" style={WRAPPING_TAG}>
                      INVALID
                    </Tag>
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
            width: COLUMN_WIDTHS.price,
            shouldCellUpdate: rowChanged,
            render: (_, row) =>
              row.result?.chosenGroupItem ? (
                <span title={row.result.chosenGroupItem.product_description}>
                  {money(row.result.itemPrice)}
                </span>
              ) : (
                money(row.result?.itemPrice ?? row.line.price)
              ),
          },
          {
            title: 'Buffer %',
            key: 'buffer',
            align: 'right',
            width: COLUMN_WIDTHS.buffer,
            shouldCellUpdate: lineChanged,
            render: (_, row) => row.line.buffer_pct,
          },
          {
            title: 'Rounding %',
            key: 'rounding',
            align: 'right',
            width: COLUMN_WIDTHS.rounding,
            shouldCellUpdate: lineChanged,
            render: (_, row) => row.line.rounding_pct,
          },
          sideColumn('retail'),
          sideColumn('wholesale'),
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
                      <Tag
                        color="error"
                        style={WRAPPING_TAG}
                        aria-label={`${side} total incomplete`}
                      >
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
    </ConfigProvider>
  );
});
