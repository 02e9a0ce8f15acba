import { Button, Flex, Segmented, Select, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import type { CalendarView, TimesheetStore } from './TimesheetStore';

export const VIEW_LABELS: Record<CalendarView, string> = {
  hourly: 'Hourly',
  day: 'Day',
  calendar: 'Week',
  'multi-day': 'Multi-day',
};

export interface CalendarToolbarProps {
  title: string;
  views: CalendarView[];
  view: CalendarView;
  zones: string[];
  zone: string;
  onView: (view: CalendarView) => void;
  onZone: (zone: string) => void;
  onPrevious: () => void;
  onToday: () => void;
  onNext: () => void;
  /** Create button, schedule toggle and the like. */
  extra?: ReactNode;
}

/** The toolbar's view, zones and moves, read from and sent to a timesheet store. */
export function storeNavigation(
  store: TimesheetStore,
): Omit<CalendarToolbarProps, 'title' | 'views' | 'extra'> {
  return {
    view: store.effectiveView,
    zones: store.timezones,
    zone: store.zone,
    onView: (next) => store.setView(next),
    onZone: (next) => store.setZone(next),
    onPrevious: () => store.previous(),
    onToday: () => store.today(),
    onNext: () => store.next(),
  };
}

/** Title, previous / current / next, the view switch and (with several zones) the zone selector. */
export function CalendarToolbar(props: CalendarToolbarProps) {
  const { title, views, view, zones, zone, onView, onZone, onPrevious, onToday, onNext, extra } =
    props;
  return (
    <Flex wrap gap={8} align="center" justify="space-between" style={{ marginBottom: 12 }}>
      <Space wrap>
        <Button onClick={onPrevious} aria-label="Previous">
          Previous
        </Button>
        <Button onClick={onToday}>Today</Button>
        <Button onClick={onNext} aria-label="Next">
          Next
        </Button>
        <Typography.Title level={5} style={{ margin: 0 }} data-testid="calendar-title">
          {title}
        </Typography.Title>
      </Space>
      <Space wrap>
        {views.length > 1 && (
          <Segmented<CalendarView>
            value={view}
            options={views.map((value) => ({ value, label: VIEW_LABELS[value] }))}
            onChange={onView}
          />
        )}
        {zones.length > 1 && (
          <Select
            aria-label="Timezone"
            value={zone}
            style={{ minWidth: 200 }}
            options={zones.map((value) => ({ value, label: value }))}
            onChange={onZone}
          />
        )}
        {extra}
      </Space>
    </Flex>
  );
}
