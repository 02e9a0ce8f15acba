import { InputNumber, Table, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import type { CostingTotals } from '@platform/shared/contracts';
import { explainTotals, type Margins } from '@platform/shared/pricing';
import type { CostingDraft } from './CostingStore';
import { decimalText, money, percentValue } from './money';
import { WhyThisPrice } from './Steps';

type Side = 'retail' | 'wholesale';
type PercentField = 'retail' | 'wholesale' | 'retail_premium_pct' | 'wholesale_premium_pct';

export interface TotalsPanelProps {
  totals: CostingTotals;
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

const PERCENT_OF: Record<Side, Partial<Record<(typeof FIGURES)[number]['key'], PercentField>>> = {
  retail: { margin: 'retail', premium: 'retail_premium_pct' },
  wholesale: { margin: 'wholesale', premium: 'wholesale_premium_pct' },
};

/** Retail and wholesale figures side by side (spec §2), margins and premiums editable. */
export const TotalsPanel = observer(function TotalsPanel(props: TotalsPanelProps) {
  const { totals, draft, onPercent } = props;
  const margins: Margins = draft;
  const why = {
    retail: explainTotals(totals, 'retail', margins),
    wholesale: explainTotals(totals, 'wholesale', margins),
  };
  const cell = (side: Side, key: (typeof FIGURES)[number]['key']) => {
    const field = PERCENT_OF[side][key];
    const value = totals[side][key];
    const figure =
      key === 'accessories' ? (
        <span aria-label={`${side} accessories`}>{money(value)} inc GST</span>
      ) : (
        <WhyThisPrice steps={why[side]} label={`${side} ${key.replace('_', ' ')}`}>
          <span aria-label={`${side} ${key}`}>
            {money(value)}
            {key === 'inc_gst' ? '' : ' ex GST'}
          </span>
        </WhyThisPrice>
      );
    if (!field) return figure;
    return (
      <span style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
        <InputNumber
          size="small"
          aria-label={`${side} ${key} %`}
          min={0}
          max={key === 'margin' ? 1000 : 100}
          suffix="%"
          style={{ width: 110 }}
          value={percentValue(draft[field])}
          onChange={(next) => onPercent(field, decimalText(next))}
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
      dataSource={FIGURES.map((figure) => ({ ...figure }))}
      columns={[
        {
          title: '',
          dataIndex: 'label',
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
