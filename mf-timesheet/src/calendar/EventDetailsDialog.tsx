import { Descriptions, Modal } from 'antd';
import { DATE_FORMAT, type TimesheetEvent } from '@platform/shared';
import { WEEKDAYS } from './allowance';
import { inZone } from './time';

export interface EventDetailsDialogProps {
  event: TimesheetEvent | null;
  zone: string;
  onClose: () => void;
}

function when(event: TimesheetEvent, value: string | null, zone: string): string {
  if (!value) return '';
  if (event.schedule) {
    const day = WEEKDAYS.find((d) => d.day === event.day)?.label ?? '';
    return `${day} ${value}`.trim();
  }
  return inZone(value, zone).format(DATE_FORMAT);
}

/** The read-only details of an event: Title, Description, Start at, End at. */
export function EventDetailsDialog({ event, zone, onClose }: EventDetailsDialogProps) {
  return (
    <Modal open={event !== null} width={500} title="Event details" onCancel={onClose} footer={null}>
      {event && (
        <Descriptions
          column={1}
          bordered
          size="small"
          items={[
            { key: 'title', label: 'Title', children: event.title },
            { key: 'description', label: 'Description', children: event.description ?? '' },
            { key: 'start', label: 'Start at', children: when(event, event.start_time, zone) },
            { key: 'end', label: 'End at', children: when(event, event.end_time, zone) },
          ]}
        />
      )}
    </Modal>
  );
}
