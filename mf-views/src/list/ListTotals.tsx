// A list's totals row (show_total). Its exact decimal arithmetic (decimal.js and the kernel's
// pricing core, ~13 KB gzip) loads when a list with totals first draws, not with every list: the
// dashboard's lists have none (ADR 249).
import { observer } from 'mobx-react-lite';
import { onDemand } from '@platform/shared/ui';
import type { ListStore } from './ListStore';
import type { TotalsRowProps } from './TotalsRow';

/** While its code loads, the row keeps its height (a line of text and its padding): nothing moves. */
const TotalsRow = onDemand<TotalsRowProps>(
  () =>
    import(/* webpackChunkName: "list-totals" */ './TotalsRow').then((module) => ({
      default: module.TotalsRow,
    })),
  <div data-totals-loading aria-busy="true" style={{ minHeight: 38 }} />,
);

export const ListTotals = observer(function ListTotals(props: { store: ListStore }) {
  if (!props.store.config.show_total) return null;
  return <TotalsRow store={props.store} />;
});
