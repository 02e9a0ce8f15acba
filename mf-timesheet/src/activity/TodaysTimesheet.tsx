import { Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { observer } from 'mobx-react-lite';
import { session, type ActivityRow } from '@platform/shared';
import { browserZone, inZone } from '../calendar/time';
import { useActivities } from './useActivities';

const TIME_FORMAT = 'hh:mm A';

function columns(zone: string): ColumnsType<ActivityRow> {
  const time = (value: string | null) => (value ? inZone(value, zone).format(TIME_FORMAT) : '');
  return [
    { title: 'Start time', dataIndex: 'start_at', key: 'start_at', render: time },
    { title: 'End time', dataIndex: 'end_at', key: 'end_at', render: time },
    { title: 'Activity', dataIndex: 'activity', key: 'activity' },
    {
      title: 'Hours',
      dataIndex: 'hours',
      key: 'hours',
      align: 'right',
      render: (hours: number) => hours.toFixed(2),
    },
  ];
}

/** Today's timesheet: the clock's periods of today with their hours. */
export const TodaysTimesheet = observer(function TodaysTimesheet() {
  const { rows, loading } = useActivities('today');
  const zone = session.user?.timezone || browserZone();
  return (
    <div>
      <Typography.Title level={5}>Today&apos;s timesheet</Typography.Title>
      <Table<ActivityRow>
        size="small"
        rowKey={(row) => `${row.start_at}-${row.activity}`}
        columns={columns(zone)}
        dataSource={rows}
        loading={loading}
        pagination={false}
        data-testid="todays-timesheet"
      />
    </div>
  );
});
