import { Empty, Typography } from 'antd';
import type { TimesheetUser } from '@platform/shared';
import { EventCard } from '../calendar/EventCard';
import { placeSideBySide } from '../calendar/layout';
import { onDay, type Occurrence } from '../calendar/occurrences';
import { formatTotal, totalsBetween } from '../calendar/totals';
import {
  MINUTES_PER_DAY,
  dayjs,
  endOfDayIn,
  formatMinutes,
  minutesIntoDay,
  startOfDayIn,
  type TimeFormat,
} from '../calendar/time';
import type { EventDialogs } from '../calendar/useEventDialogs';

export interface UserRowsProps {
  users: TimesheetUser[];
  dates: string[];
  occurrences: Occurrence[];
  zone: string;
  timeFormat: TimeFormat;
  dialogs: EventDialogs;
}

const NAME_WIDTH = 160;
const LANE_HEIGHT = 40;

function ofUser(occurrences: Occurrence[], userId: number): Occurrence[] {
  return occurrences.filter((item) => item.event.user_id === userId);
}

function paidWork(occurrences: Occurrence[], from: string, to: string, zone: string): string {
  return formatTotal(
    totalsBetween(occurrences, startOfDayIn(from, zone), endOfDayIn(to, zone)).paidWork,
  );
}

function cardProps(dialogs: EventDialogs) {
  return { onOpen: dialogs.open, onEdit: dialogs.edit, onDelete: dialogs.remove };
}

/** Hourly: one day, a row per person, events as bars along the hours (stacked where they overlap). */
export function HourlyRows({
  users,
  dates,
  occurrences,
  zone,
  timeFormat,
  dialogs,
}: UserRowsProps) {
  const date = dates[0];
  if (users.length === 0) return <Empty description="No staff" />;
  const hours = Array.from({ length: 24 }, (_, hour) => hour);
  return (
    <div style={{ overflowX: 'auto' }}>
      <div style={{ minWidth: 960 }}>
        <div style={{ display: 'flex', borderBottom: '1px solid #f0f0f0' }}>
          <div style={{ width: NAME_WIDTH, flex: 'none' }} />
          {hours.map((hour) => (
            <div key={hour} style={{ flex: 1, fontSize: 11, color: '#8c8c8c' }}>
              {formatMinutes(hour * 60, timeFormat)}
            </div>
          ))}
        </div>
        {users.map((user) => {
          const items = onDay(ofUser(occurrences, user.id), date, zone).map((occurrence) => ({
            occurrence,
            start: Math.max(0, minutesIntoDay(occurrence.start, date, zone)),
            end: Math.min(MINUTES_PER_DAY, minutesIntoDay(occurrence.end, date, zone)),
          }));
          const placed = placeSideBySide(items);
          const lanes = Math.max(1, ...placed.map((item) => item.columns));
          return (
            <div
              key={user.id}
              data-testid="timesheet-user"
              data-user-id={user.id}
              style={{ display: 'flex', borderBottom: '1px solid #f0f0f0' }}
            >
              <div style={{ width: NAME_WIDTH, flex: 'none', padding: 4 }}>
                <Typography.Text strong>{user.name}</Typography.Text>
              </div>
              <div style={{ flex: 1, position: 'relative', height: lanes * LANE_HEIGHT }}>
                {placed.map(({ occurrence, start, end, column }) => (
                  <EventCard
                    key={occurrence.key}
                    occurrence={occurrence}
                    timeFormat={timeFormat}
                    {...cardProps(dialogs)}
                    style={{
                      position: 'absolute',
                      top: column * LANE_HEIGHT + 2,
                      height: LANE_HEIGHT - 4,
                      left: `${(start / MINUTES_PER_DAY) * 100}%`,
                      width: `${Math.max(0.5, ((end - start) / MINUTES_PER_DAY) * 100)}%`,
                    }}
                  />
                ))}
              </div>
            </div>
          );
        })}
      </div>
    </div>
  );
}

/** Day and multi-day: a row per person, a column per day, the day's events as cards. */
export function DayColumns({
  users,
  dates,
  occurrences,
  zone,
  timeFormat,
  dialogs,
}: UserRowsProps) {
  if (users.length === 0) return <Empty description="No staff" />;
  const from = dates[0];
  const to = dates[dates.length - 1];
  return (
    <div style={{ overflowX: 'auto' }}>
      <table style={{ width: '100%', borderCollapse: 'collapse', tableLayout: 'fixed' }}>
        <thead>
          <tr>
            <th style={{ width: NAME_WIDTH, textAlign: 'left' }}>Staff</th>
            {dates.map((date) => (
              <th key={date} style={{ textAlign: 'left', padding: 4 }}>
                {dayjs(date).format(dates.length > 1 ? 'ddd D/M' : 'dddd D MMMM YYYY')}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {users.map((user) => {
            const mine = ofUser(occurrences, user.id);
            return (
              <tr key={user.id} data-testid="timesheet-user" data-user-id={user.id}>
                <td style={{ verticalAlign: 'top', padding: 4, borderTop: '1px solid #f0f0f0' }}>
                  <Typography.Text strong>{user.name}</Typography.Text>
                  <div style={{ fontSize: 12, color: '#8c8c8c' }}>
                    {paidWork(mine, from, to, zone)}
                  </div>
                </td>
                {dates.map((date) => (
                  <td
                    key={date}
                    style={{ verticalAlign: 'top', padding: 4, borderTop: '1px solid #f0f0f0' }}
                  >
                    {onDay(mine, date, zone).map((occurrence) => (
                      <EventCard
                        key={occurrence.key}
                        occurrence={occurrence}
                        timeFormat={timeFormat}
                        {...cardProps(dialogs)}
                        style={{ marginBottom: 4 }}
                      />
                    ))}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
