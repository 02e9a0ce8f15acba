import { InputNumber, Table, Tag, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { memo } from 'react';
import {
  explainSide,
  notPricedText,
  type CostingResult,
  type Margins,
} from '@platform/shared/pricing';
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

/** Retail and wholesale figures side by side (spec §2), margins and premiums editable. */
export const TotalsPanel = observer(function TotalsPanel(props: TotalsPanelProps) {
  const { result, draft, onPercent } = props;
  const { totals } = result;
  const margins: Margins = draft;
  const cell = (side: Side, key: (typeof FIGURES)[number]['key']) => {
    const field = PERCENT_OF[side][key];
    const value = totals[side][key];
    // Every figure from the cost on is worked from the cost, so each says what it leaves out.
    const leftOut =
      key === 'accessories'
        ? notPricedText(0, totals[side].accessories_not_priced)
        : notPricedText(totals[side].lines_not_priced);
    const figure = (
      <>
        <WhyThisPrice
          steps={() => explainSide(result, side, margins)}
          label={`${side} ${key.replace('_', ' ')}`}
        >
          <span aria-label={`${side} ${key}`}>
            {money(value)}
            {key === 'inc_gst' ? '' : key === 'accessories' ? ' inc GST' : ' ex GST'}
          </span>
        </WhyThisPrice>
        {leftOut ? (
          <Tag color="error" aria-label={`${side} ${key} incomplete`} style={{ marginLeft: 8 }}>
            incomplete: {leftOut}
          </Tag>
        ) : null}
      </>
    );
    if (!field) return figure;
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
          label={`${side} ${key} %`}
          field={field}
          max={key === 'margin' ? 1000 : 100}
          value={percentValue(draft[field])}
          onPercent={onPercent}
        />
        {figure}
      </span>
    );
  };
  return (
    <Table
      size="small"
      pagination={false}
      aria-label="Retail and wholesale figures"
      rowKey="key"
      dataSource={FIGURE_ROWS}
      columns={[
        {
          title: '',
          dataIndex: 'label',
          // A row's name on one line ("With premium"), never broken letter by letter.
          onCell: () => ({ style: { whiteSpace: 'nowrap' } }),
          render: (label: string) => <Typography.Text strong>{label}</Typography.Text>,
        },
        {
          title: 'Retail',
          key: 'retail',
          align: 'right',
          render: (_, row) => cell('retail', row.key),
        },
        {
          title: 'Wholesale',
          key: 'wholesale',
          align: 'right',
          render: (_, row) => cell('wholesale', row.key),
        },
      ]}
    />
  );
});
