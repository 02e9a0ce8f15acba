import { useEffect, useRef } from 'react';
import type { TimesheetEvent } from '@platform/shared';
import { EventCard } from './EventCard';
import { placeSideBySide } from './layout';
import { onDay, type Occurrence } from './occurrences';
import type { TimeInterval } from './slots';
import {
  MINUTES_PER_DAY,
  dayjs,
  formatMinutes,
  minutesIntoDay,
  type Dayjs,
  type TimeFormat,
} from './time';

export interface TimeGridProps {
  dates: string[];
  occurrences: Occurrence[];
  zone: string;
  interval: TimeInterval;
  timeFormat: TimeFormat;
  now: Dayjs;
  onOpen: (event: TimesheetEvent) => void;
  onEdit: (event: TimesheetEvent) => void;
  onDelete: (event: TimesheetEvent) => void;
}

const HOUR_HEIGHT = 48;
const GUTTER = 64;
const MIN_CARD_HEIGHT = 20;
/** The grid opens scrolled to the start of a usual working day. */
const FIRST_VISIBLE_HOUR = 6;

function pixels(minutes: number): number {
  return (minutes / 60) * HOUR_HEIGHT;
}

/** A day or week of hours with events placed by time, side by side where they overlap. */
export function TimeGrid(props: TimeGridProps) {
  const { dates, zone, interval, timeFormat, now } = props;
  const scroller = useRef<HTMLDivElement>(null);
  const today = now.tz(zone).format('YYYY-MM-DD');

  useEffect(() => {
    if (scroller.current) scroller.current.scrollTop = pixels(FIRST_VISIBLE_HOUR * 60);
  }, []);

  const lines: number[] = [];
  for (let minutes = 0; minutes < MINUTES_PER_DAY; minutes += interval) lines.push(minutes);

  return (
    <div style={{ border: '1px solid #f0f0f0', borderRadius: 6 }}>
      <div style={{ display: 'flex', paddingLeft: GUTTER, borderBottom: '1px solid #f0f0f0' }}>
        {dates.map((date) => (
          <div
            key={date}
            style={{
              flex: 1,
              textAlign: 'center',
              padding: 4,
              fontWeight: date === today ? 700 : 500,
            }}
          >
            {dayjs(date).format(dates.length > 1 ? 'ddd D/M' : 'dddd D MMMM')}
          </div>
        ))}
      </div>
      <div ref={scroller} style={{ height: 600, overflowY: 'auto', position: 'relative' }}>
        <div style={{ display: 'flex', height: pixels(MINUTES_PER_DAY), position: 'relative' }}>
          <div style={{ width: GUTTER, flex: 'none', position: 'relative' }}>
            {lines
              .filter((minutes) => minutes % 60 === 0)
              .map((minutes) => (
                <div
                  key={minutes}
                  style={{
                    position: 'absolute',
                    top: pixels(minutes) - 7,
                    right: 6,
                    fontSize: 11,
                    color: '#8c8c8c',
                  }}
                >
                  {minutes === 0 ? '' : formatMinutes(minutes, timeFormat)}
                </div>
              ))}
          </div>
          {dates.map((date) => (
            <DayColumn key={date} date={date} isToday={date === today} lines={lines} {...props} />
          ))}
        </div>
      </div>
    </div>
  );
}

interface DayColumnProps extends TimeGridProps {
  date: string;
  isToday: boolean;
  lines: number[];
}

function DayColumn({
  date,
  isToday,
  lines,
  occurrences,
  zone,
  timeFormat,
  now,
  onOpen,
  onEdit,
  onDelete,
}: DayColumnProps) {
  const items = onDay(occurrences, date, zone).map((occurrence) => ({
    occurrence,
    start: Math.max(0, minutesIntoDay(occurrence.start, date, zone)),
    end: Math.min(MINUTES_PER_DAY, minutesIntoDay(occurrence.end, date, zone)),
  }));
  const placed = placeSideBySide(items);
  const nowMinutes = minutesIntoDay(now.tz(zone), date, zone);

  return (
    <div
      data-testid="calendar-day"
      data-date={date}
      style={{ flex: 1, position: 'relative', borderLeft: '1px solid #f0f0f0', minWidth: 0 }}
    >
      {lines.map((minutes) => (
        <div
          key={minutes}
          style={{
            position: 'absolute',
            top: pixels(minutes),
            left: 0,
            right: 0,
            borderTop: minutes % 60 === 0 ? '1px solid #f0f0f0' : '1px dashed #fafafa',
          }}
        />
      ))}
      {placed.map(({ occurrence, start, end, column, columns }) => (
        <EventCard
          key={occurrence.key}
          occurrence={occurrence}
          timeFormat={timeFormat}
          onOpen={onOpen}
          onEdit={onEdit}
          onDelete={onDelete}
          style={{
            position: 'absolute',
            top: pixels(start),
            height: Math.max(MIN_CARD_HEIGHT, pixels(end - start)),
            left: `${(100 / columns) * column}%`,
            width: `calc(${100 / columns}% - 2px)`,
          }}
        />
      ))}
      {isToday && nowMinutes >= 0 && nowMinutes <= MINUTES_PER_DAY && (
        <div
          aria-hidden
          style={{
            position: 'absolute',
            top: pixels(nowMinutes),
            left: 0,
            right: 0,
            borderTop: '2px solid #ff4d4f',
          }}
        />
      )}
    </div>
  );
}
