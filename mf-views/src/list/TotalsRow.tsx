import { Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import type { ListStore } from './ListStore';
import { sumField, taxTotals, totalText } from './totals';

export interface TotalsRowProps {
  store: ListStore;
}

/** Totals of show_total with GST, and the selected rows' totals inc or exc tax. */
export const TotalsRow = observer(function TotalsRow(props: TotalsRowProps) {
  const { store } = props;
  const config = store.config;
  const field = config.show_total;
  if (!field) return null;
  const incTax = Boolean(config.total_is_inc_tax);
  const total = store.totals[field] ?? sumField(store.rows, field);
  const all = taxTotals(total, incTax);
  const selected = taxTotals(sumField(store.selection, field), incTax);
  return (
    <div
      data-totals
      style={{
        display: 'flex',
        gap: 24,
        flexWrap: 'wrap',
        justifyContent: 'flex-end',
        padding: '8px 0',
      }}
    >
      <Typography.Text data-total="exc">Total (exc GST): {totalText(all.exc)}</Typography.Text>
      <Typography.Text data-total="gst">GST: {totalText(all.gst)}</Typography.Text>
      <Typography.Text strong data-total="inc">
        Total (inc GST): {totalText(all.inc)}
      </Typography.Text>
      {config.selected_total_exc_tax ? (
        <Typography.Text data-total="selected-exc">
          Selected (exc GST): {totalText(selected.exc)}
        </Typography.Text>
      ) : null}
      {config.selected_total_inc_tax ? (
        <Typography.Text data-total="selected-inc">
          Selected (inc GST): {totalText(selected.inc)}
        </Typography.Text>
      ) : null}
    </div>
  );
});
