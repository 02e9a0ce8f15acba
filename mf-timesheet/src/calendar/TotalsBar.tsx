import { Descriptions } from 'antd';
import { formatTotal, type Totals } from './totals';

export interface TotalsBarProps {
  day: Totals;
  /** Paid work of the pay week holding the day. */
  weekly: number;
}

/** The bottom totals of a day view: work, paid break, unpaid break, paid work and weekly. */
export function TotalsBar({ day, weekly }: TotalsBarProps) {
  return (
    <Descriptions
      data-testid="calendar-totals"
      size="small"
      column={{ xs: 1, sm: 2, md: 3, lg: 5 }}
      style={{ marginTop: 12 }}
      items={[
        { key: 'work', label: 'Work', children: formatTotal(day.work) },
        { key: 'paid-break', label: 'Paid break', children: formatTotal(day.paidBreak) },
        { key: 'unpaid-break', label: 'Unpaid break', children: formatTotal(day.unpaidBreak) },
        { key: 'paid-work', label: 'Paid work', children: formatTotal(day.paidWork) },
        { key: 'weekly', label: 'Weekly', children: formatTotal(weekly) },
      ]}
    />
  );
}
