import { Button, Space } from 'antd';
import dayjs from 'dayjs';
import { observer } from 'mobx-react-lite';
import type { ListStore } from './ListStore';
import { quickDayLabel } from './quickDay';

export interface QuickDayFilterProps {
  store: ListStore;
}

/** Steps the list one day at a time: Yesterday, Today, Tomorrow, or the date. */
export const QuickDayFilter = observer(function QuickDayFilter(props: QuickDayFilterProps) {
  const { store } = props;
  const day = store.quickDay;
  const base = day ?? dayjs();
  return (
    <Space.Compact aria-label="Day filter">
      <Button aria-label="Previous day" onClick={() => store.setQuickDay(base.subtract(1, 'day'))}>
        ‹
      </Button>
      <Button
        onClick={() => store.setQuickDay(day ? null : dayjs())}
        type={day ? 'primary' : 'default'}
      >
        {day ? quickDayLabel(day) : 'All days'}
      </Button>
      <Button aria-label="Next day" onClick={() => store.setQuickDay(base.add(1, 'day'))}>
        ›
      </Button>
    </Space.Compact>
  );
});
