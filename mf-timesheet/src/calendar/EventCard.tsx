import { Button, Dropdown, type MenuProps } from 'antd';
import type { CSSProperties, MouseEvent } from 'react';
import type { TimesheetEvent, TimesheetEventType } from '@platform/shared';
import type { Occurrence } from './occurrences';
import { formatTime, type TimeFormat } from './time';

const TYPE_COLOURS: Record<TimesheetEventType, { background: string; border: string }> = {
  working: { background: '#e6f4ff', border: '#1677ff' },
  break: { background: '#f6ffed', border: '#52c41a' },
  'break-unpaid': { background: '#fff7e6', border: '#fa8c16' },
};

export interface EventCardProps {
  occurrence: Occurrence;
  timeFormat: TimeFormat;
  style?: CSSProperties;
  onOpen: (event: TimesheetEvent) => void;
  onEdit: (event: TimesheetEvent) => void;
  onDelete: (event: TimesheetEvent) => void;
}

/** The time range of an occurrence; an ongoing one runs to 'now'. */
export function timeRange(occurrence: Occurrence, format: TimeFormat): string {
  const end = occurrence.ongoing ? 'now' : formatTime(occurrence.end, format);
  return `${formatTime(occurrence.start, format)} – ${end}`;
}

/** An event in a calendar: click opens the details; its menu offers Edit and Delete when allowed. */
export function EventCard({
  occurrence,
  timeFormat,
  style,
  onOpen,
  onEdit,
  onDelete,
}: EventCardProps) {
  const { event } = occurrence;
  const colours = TYPE_COLOURS[event.type];
  const items: NonNullable<MenuProps['items']> = [];
  if (event.can_edit) items.push({ key: 'edit', label: 'Edit' });
  if (event.can_delete) items.push({ key: 'delete', label: 'Delete', danger: true });
  const stop = (e: MouseEvent) => e.stopPropagation();

  return (
    <div
      role="button"
      tabIndex={0}
      data-testid="timesheet-event"
      data-event-id={event.id}
      data-schedule={event.schedule ? 'true' : undefined}
      onClick={() => onOpen(event)}
      onKeyDown={(e) => {
        if (e.key === 'Enter') onOpen(event);
      }}
      style={{
        boxSizing: 'border-box',
        overflow: 'hidden',
        padding: '2px 6px',
        borderRadius: 4,
        cursor: 'pointer',
        fontSize: 12,
        lineHeight: '16px',
        background: event.background ?? colours.background,
        color: event.color ?? undefined,
        borderLeft: `3px ${event.schedule ? 'dashed' : 'solid'} ${event.borders ?? colours.border}`,
        opacity: event.schedule ? 0.8 : 1,
        ...style,
      }}
    >
      <div style={{ display: 'flex', alignItems: 'flex-start', gap: 4 }}>
        <div style={{ flex: 1, minWidth: 0 }}>
          <div
            style={{
              fontWeight: 600,
              whiteSpace: 'nowrap',
              overflow: 'hidden',
              textOverflow: 'ellipsis',
            }}
          >
            {event.title}
          </div>
          <div>{timeRange(occurrence, timeFormat)}</div>
        </div>
        {items.length > 0 && (
          <Dropdown
            trigger={['click']}
            menu={{
              items,
              onClick: ({ key, domEvent }) => {
                domEvent.stopPropagation();
                if (key === 'edit') onEdit(event);
                else onDelete(event);
              },
            }}
          >
            <Button size="small" type="text" aria-label="Event actions" onClick={stop}>
              ⋮
            </Button>
          </Dropdown>
        )}
      </div>
    </div>
  );
}
