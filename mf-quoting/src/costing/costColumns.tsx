import { Button, Space, Tag, Tooltip } from 'antd';
import type { ColumnType } from 'antd/es/table';
import type { ReactNode } from 'react';
import type { CostLine } from '@platform/shared/contracts';
import {
  displayFormula,
  NOT_PRICED,
  SIZING_INVALID,
  type LineResult,
} from '@platform/shared/pricing';
import { money } from './money';
import { useLineResult, type LineFigures } from './lineFigures';
import { ChainFigure } from './Steps';

export type Side = 'retail' | 'wholesale';

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
export const TABLE_MIN_WIDTH =
  Object.values(COLUMN_WIDTHS).reduce((sum, width) => sum + width, 0) + DESCRIPTION_MIN_WIDTH;
/** Tags wrap inside their cell rather than run into the next one. */
export const WRAPPING_TAG = { whiteSpace: 'normal', marginInlineEnd: 0 } as const;

/**
 * One table row: a line, the same object while the line (and its open chain) stays the same.
 * Its computed figures are not in the row but in LineFigures: a recalculation changes no row,
 * so the table itself is not drawn again, only the figure cells whose figures changed.
 */
export interface Row {
  key: number;
  line: CostLine;
  /** The side whose "why" chain is open on this row, if any. */
  open: Side | null;
}

/** What the cells do: stable functions that act on the latest line of an id. */
export interface RowActions {
  edit: (id: number) => void;
  clone: (id: number) => void;
  remove: (id: number) => void;
  toggleWhy: (id: number, side: Side) => void;
  closeWhy: () => void;
}

/** The buttons of a line's Actions cell, one above the other. */
const LINE_ACTIONS: { label: string; act: 'edit' | 'clone' | 'remove'; danger?: boolean }[] = [
  { label: 'Edit', act: 'edit' },
  { label: 'Clone', act: 'clone' },
  { label: 'Delete', act: 'remove', danger: true },
];

/** Cells that show only the line itself: drawn again only when the line changes. */
const lineChanged = (row: Row, previous: Row) => row.line !== previous.line;
/** Cells that show computed figures: their own observer draws them; the table when the row changes. */
const rowChanged = (row: Row, previous: Row) => row !== previous;

/** A computed figure of a line: drawn again when that line's figures change. */
function LineFigure(props: {
  figures: LineFigures;
  line: CostLine;
  show: (result: LineResult | undefined, line: CostLine) => ReactNode;
}) {
  const { figures, line, show } = props;
  return <>{show(useLineResult(figures, line.id), line)}</>;
}

/**
 * A figure that opens the chain of steps that produced it. Plain elements: the table's one
 * popover is drawn only in the cell whose chain is open.
 */
function WhyLink(props: {
  row: Row;
  result: LineResult | undefined;
  side: Side;
  children: ReactNode;
  act: RowActions;
}) {
  const { row, result, side, children, act } = props;
  const label = `Why ${side} of ${row.line.code}`;
  return (
    <ChainFigure
      title={label}
      open={row.open === side && result !== undefined}
      onToggle={() => act.toggleWhy(row.line.id, side)}
      onClose={act.closeWhy}
      steps={result?.steps ?? []}
    >
      {children}
    </ChainFigure>
  );
}

/** A line's retail or wholesale figure with its "why" link; an open chain follows every change. */
function SideFigure(props: { row: Row; side: Side; act: RowActions; figures: LineFigures }) {
  const { row, side, act, figures } = props;
  const result = useLineResult(figures, row.line.id, row.open === side);
  const value = result?.[side];
  if (result && !result.priced && result.counts[side]) {
    return (
      <WhyLink row={row} result={result} side={side} act={act}>
        <Tag color="error" style={WRAPPING_TAG}>
          {NOT_PRICED}
        </Tag>
      </WhyLink>
    );
  }
  if (value === null || value === undefined)
    return <span className="ant-typography ant-typography-secondary">–</span>;
  return (
    <WhyLink row={row} result={result} side={side} act={act}>
      {money(value)}
    </WhyLink>
  );
}

function sideColumn(side: Side, act: RowActions, figures: LineFigures): ColumnType<Row> {
  return {
    title: side === 'retail' ? 'Retail' : 'Wholesale',
    key: side,
    align: 'right',
    width: COLUMN_WIDTHS[side],
    fixed: 'right',
    shouldCellUpdate: rowChanged,
    render: (_: unknown, row: Row) => (
      <SideFigure row={row} side={side} act={act} figures={figures} />
    ),
  };
}

const itemQuantityCell = (result: LineResult | undefined) => result?.itemQuantity;

const itemPriceCell = (result: LineResult | undefined, line: CostLine) =>
  result?.chosenGroupItem ? (
    <span title={result.chosenGroupItem.product_description}>{money(result.itemPrice)}</span>
  ) : (
    money(result?.itemPrice ?? line.price)
  );

function quantityCell(result: LineResult | undefined): ReactNode {
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
}

/** The cost table's columns, every column of spec §2; made once per table (stable cells). */
export function costColumns(act: RowActions, figures: LineFigures): ColumnType<Row>[] {
  return [
    {
      title: 'Actions',
      key: 'actions',
      fixed: 'left',
      width: COLUMN_WIDTHS.actions,
      shouldCellUpdate: lineChanged,
      // One above the other: three side by side would take a tenth of the screen.
      render: (_, row) => (
        <Space orientation="vertical" size={0} align="start">
          {LINE_ACTIONS.map((action) => (
            <Button
              key={action.act}
              type="link"
              size="small"
              danger={action.danger}
              aria-label={`${action.label} ${row.line.code}`}
              onClick={() => act[action.act](row.line.id)}
            >
              {action.label}
            </Button>
          ))}
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
      render: (_, row) => <LineFigure figures={figures} line={row.line} show={itemQuantityCell} />,
    },
    {
      title: 'Quantity',
      key: 'quantity',
      align: 'right',
      width: COLUMN_WIDTHS.quantity,
      shouldCellUpdate: rowChanged,
      render: (_, row) => <LineFigure figures={figures} line={row.line} show={quantityCell} />,
    },
    {
      title: 'Item price',
      key: 'price',
      align: 'right',
      width: COLUMN_WIDTHS.price,
      shouldCellUpdate: rowChanged,
      render: (_, row) => <LineFigure figures={figures} line={row.line} show={itemPriceCell} />,
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
    sideColumn('retail', act, figures),
    sideColumn('wholesale', act, figures),
  ];
}
