import { InputNumber, Table, Tag, Typography } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { observer } from 'mobx-react-lite';
import { createContext, memo, useContext, useMemo } from 'react';
import { explainSide, notPricedText, type CostingResult } from '@platform/shared/pricing';
import type { CostingDraft } from './CostingStore';
import { decimalText, money, percentValue } from './money';
import { WhyThisPrice } from './Steps';

type Side = 'retail' | 'wholesale';
export type PercentField = 'retail' | 'wholesale' | 'retail_premium_pct' | 'wholesale_premium_pct';

export interface TotalsPanelProps {
  result: CostingResult;
  draft: CostingDraft;
  onPercent: (field: PercentField, value: string) => void;
}

const FIGURES = [
  { key: 'cost', label: 'Cost' },
  { key: 'margin', label: 'Margin' },
  { key: 'price', label: 'Price' },
  { key: 'premium', label: 'Premium' },
  { key: 'with_premium', label: 'With premium' },
  { key: 'inc_gst', label: 'Inc GST' },
  { key: 'accessories', label: 'Accessories' },
] as const;
/** The table's rows: the same array at every render, so the table sees no new data. */
const FIGURE_ROWS = FIGURES.map((figure) => ({ ...figure }));

const PERCENT_OF: Record<Side, Partial<Record<(typeof FIGURES)[number]['key'], PercentField>>> = {
  retail: { margin: 'retail', premium: 'retail_premium_pct' },
  wholesale: { margin: 'wholesale', premium: 'wholesale_premium_pct' },
};

/** A margin or premium field: drawn again only when its own value changes, not the figures. */
const PercentInput = memo(function PercentInput(props: {
  label: string;
  field: PercentField;
  max: number;
  value: number | null;
  onPercent: TotalsPanelProps['onPercent'];
}) {
  const { label, field, max, value, onPercent } = props;
  return (
    <InputNumber
      size="small"
      aria-label={label}
      min={0}
      max={max}
      suffix="%"
      style={{ width: 80 }}
      value={value}
      onChange={(next) => onPercent(field, decimalText(next))}
    />
  );
});

type FigureKey = (typeof FIGURES)[number]['key'];
type FigureRow = (typeof FIGURE_ROWS)[number];

/** What the figure cells read: the latest result, the margins and the percent fields' handler. */
interface Figures {
  result: CostingResult;
  margins: Pick<CostingDraft, PercentField>;
  onPercent: TotalsPanelProps['onPercent'];
}
const LatestFigures = createContext<Figures | null>(null);

/** One side's figure with its "why" chain and what it leaves out: drawn again with the figures. */
function FigureCell(props: { side: Side; figure: FigureKey }) {
  const { side, figure } = props;
  const figures = useContext(LatestFigures);
  if (!figures) return null;
  const { result, margins, onPercent } = figures;
  const { totals } = result;
  const field = PERCENT_OF[side][figure];
  const value = totals[side][figure];
  // Every figure from the cost on is worked from the cost, so each says what it leaves out.
  const leftOut =
    figure === 'accessories'
      ? notPricedText(0, totals[side].accessories_not_priced)
      : notPricedText(totals[side].lines_not_priced);
  const shown = (
    <>
      <WhyThisPrice
        steps={() => explainSide(result, side, margins)}
        label={`${side} ${figure.replace('_', ' ')}`}
      >
        <span aria-label={`${side} ${figure}`}>
          {money(value)}
          {figure === 'inc_gst' ? '' : figure === 'accessories' ? ' inc GST' : ' ex GST'}
        </span>
      </WhyThisPrice>
      {leftOut ? (
        <Tag color="error" aria-label={`${side} ${figure} incomplete`} style={{ marginLeft: 8 }}>
          incomplete: {leftOut}
        </Tag>
      ) : null}
    </>
  );
  if (!field) return shown;
  return (
    // On a phone the figure goes under its field rather than squeezing the row's name.
    <span
      style={{
        display: 'inline-flex',
        flexWrap: 'wrap',
        justifyContent: 'flex-end',
        gap: 8,
        alignItems: 'center',
      }}
    >
      <PercentInput
        label={`${side} ${figure} %`}
        field={field}
        max={figure === 'margin' ? 1000 : 100}
        value={percentValue(margins[field])}
        onPercent={onPercent}
      />
      {shown}
    </span>
  );
}

const sideColumn = (side: Side): ColumnType<FigureRow> => ({
  title: side === 'retail' ? 'Retail' : 'Wholesale',
  key: side,
  align: 'right',
  render: (_, row) => <FigureCell side={side} figure={row.key} />,
});

/** The table's columns, made once: its cells read the figures themselves (LatestFigures). */
const COLUMNS: ColumnType<FigureRow>[] = [
  {
    title: '',
    dataIndex: 'label',
    // A row's name on one line ("With premium"), never broken letter by letter.
    onCell: () => ({ style: { whiteSpace: 'nowrap' } }),
    render: (label: string) => <Typography.Text strong>{label}</Typography.Text>,
  },
  sideColumn('retail'),
  sideColumn('wholesale'),
];

/**
 * The table of figures, the same element at every render: its rows and columns never change, so
 * a recalculation draws again only the figure cells (which read LatestFigures), not antd's
 * table (ADR 220).
 */
const FIGURES_TABLE = (
  <Table<FigureRow>
    size="small"
    pagination={false}
    aria-label="Retail and wholesale figures"
    rowKey="key"
    dataSource={FIGURE_ROWS}
    columns={COLUMNS}
  />
);

/** Retail and wholesale figures side by side (spec §2), margins and premiums editable. */
export const TotalsPanel = observer(function TotalsPanel(props: TotalsPanelProps) {
  const { result, draft, onPercent } = props;
  // Read here, in the observer: a margin typed in draws the cells again.
  const { retail, wholesale, retail_premium_pct, wholesale_premium_pct } = draft;
  const figures = useMemo(
    () => ({
      result,
      margins: { retail, wholesale, retail_premium_pct, wholesale_premium_pct },
      onPercent,
    }),
    [result, retail, wholesale, retail_premium_pct, wholesale_premium_pct, onPercent],
  );
  return <LatestFigures.Provider value={figures}>{FIGURES_TABLE}</LatestFigures.Provider>;
});
