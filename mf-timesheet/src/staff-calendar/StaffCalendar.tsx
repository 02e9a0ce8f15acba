import { Button, Empty, Space, Spin, Switch } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { readWidgetInput, session, type WidgetProps } from '@platform/shared';
import { CalendarToolbar, storeNavigation } from '../calendar/CalendarToolbar';
import { readCalendarSettings } from '../calendar/calendarSettings';
import { EventCard } from '../calendar/EventCard';
import { useNow } from '../calendar/hooks';
import { occurrencesOf, onDay } from '../calendar/occurrences';
import { TimeGrid } from '../calendar/TimeGrid';
import { TimesheetStore } from '../calendar/TimesheetStore';
import { TotalsBar } from '../calendar/TotalsBar';
import { payWeek, totalsBetween } from '../calendar/totals';
import { datesBetween, dayjs, endOfDayIn, startOfDayIn } from '../calendar/time';
import { useEventDialogs } from '../calendar/useEventDialogs';

function rangeTitle(from: string, to: string): string {
  if (from === to) return dayjs(from).format('dddd, D MMMM YYYY');
  const start = dayjs(from);
  const end = dayjs(to);
  return `${start.format(start.year() === end.year() ? 'D MMM' : 'D MMM YYYY')} – ${end.format('D MMM YYYY')}`;
}

/**
 * View A, the staff work calendar: hourly, day and week views of one person's work, with the
 * 'show Staff schedule' toggle, the event dialogs and the bottom totals of the day views.
 */
export const StaffCalendar = observer(function StaffCalendar(props: WidgetProps) {
  // The item's config is fixed for the widget's life; a different item mounts a new widget.
  const [settings] = useState(() =>
    readCalendarSettings(readWidgetInput(props, { keepEmptyParams: true }), 'staff'),
  );
  const userId = settings.userId ?? session.user?.user_id ?? 0;
  const [store] = useState(
    () =>
      new TimesheetStore({
        url: settings.url,
        kind: 'staff',
        view: settings.defaultView,
        userId: settings.userId,
        preferredZone: session.user?.timezone,
      }),
  );
  useEffect(() => {
    void store.start();
    return () => store.dispose();
  }, [store]);
  const now = useNow();
  const dialogs = useEventDialogs(store, settings, userId);

  const { zone, showSchedule, data } = store;
  const shown = store.shown;
  const loaded = store.range;
  const occurrences = occurrencesOf(data.events, { ...loaded, zone, now, showSchedule });
  const mode = showSchedule ? 'schedule' : 'dated';
  const canCreate =
    settings.canCreate && data.can_create && (mode === 'dated' || data.can_manage_schedule);
  const view = store.effectiveView;

  const body =
    view === 'day' ? (
      <DayList
        occurrences={onDay(occurrences, store.anchor, zone)}
        settings={settings}
        dialogs={dialogs}
      />
    ) : (
      <TimeGrid
        dates={datesBetween(shown.from, shown.to)}
        occurrences={occurrences}
        zone={zone}
        interval={settings.interval}
        timeFormat={settings.timeFormat}
        now={now}
        onOpen={dialogs.open}
        onEdit={dialogs.edit}
        onDelete={dialogs.remove}
      />
    );

  const week = payWeek(store.anchor, store.payCycle);
  return (
    <div data-testid="staff-calendar">
      <CalendarToolbar
        title={rangeTitle(shown.from, shown.to)}
        views={settings.views}
        {...storeNavigation(store)}
        extra={
          <Space>
            <Switch
              checked={showSchedule}
              onChange={(checked) => store.setShowSchedule(checked)}
              aria-label="show Staff schedule"
            />
            <span>show Staff schedule</span>
            {canCreate && (
              <Button type="primary" onClick={() => dialogs.create(mode)}>
                {mode === 'schedule' ? 'New schedule entry' : 'New event'}
              </Button>
            )}
          </Space>
        }
      />
      <Spin spinning={store.loading}>{body}</Spin>
      {view !== 'calendar' && (
        <TotalsBar
          day={totalsBetween(
            occurrences,
            startOfDayIn(store.anchor, zone),
            endOfDayIn(store.anchor, zone),
          )}
          weekly={
            totalsBetween(occurrences, startOfDayIn(week.from, zone), endOfDayIn(week.to, zone))
              .paidWork
          }
        />
      )}
      {dialogs.dialogs}
    </div>
  );
});

interface DayListProps {
  occurrences: ReturnType<typeof onDay>;
  settings: ReturnType<typeof readCalendarSettings>;
  dialogs: ReturnType<typeof useEventDialogs>;
}

/** The day view: the day's events as a list of cards. */
function DayList({ occurrences, settings, dialogs }: DayListProps) {
  if (occurrences.length === 0) return <Empty description="No events" />;
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {occurrences.map((occurrence) => (
        <EventCard
          key={occurrence.key}
          occurrence={occurrence}
          timeFormat={settings.timeFormat}
          onOpen={dialogs.open}
          onEdit={dialogs.edit}
          onDelete={dialogs.remove}
          style={{ padding: '6px 10px', fontSize: 14, lineHeight: '20px' }}
        />
      ))}
    </Space>
  );
}
