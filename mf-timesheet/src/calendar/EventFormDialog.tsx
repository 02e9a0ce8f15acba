import { Checkbox, DatePicker, Form, Modal, Select } from 'antd';
import { useMemo, useState } from 'react';
import {
  TIMESHEET_EVENT_TYPES,
  type TimesheetEvent,
  type TimesheetEventType,
  type TimesheetSaveRequest,
  type TimesheetUser,
} from '@platform/shared';
import { WEEKDAYS, disabledDays } from './allowance';
import {
  EVENT_TYPE_LABELS,
  FORM_MESSAGES,
  datedUsedSpans,
  initialValues,
  scheduleUsedSpans,
  toSavePayload,
  validateEventForm,
  type EventFormValues,
  type FormErrors,
  type FormMode,
} from './eventForm';
import {
  endOptions,
  fitsBetween,
  isUsed,
  startOptions,
  type SlotOption,
  type TimeInterval,
} from './slots';
import { DATE_MASK, dayjs, formatMinutes, maskToMinutes, type TimeFormat } from './time';

export interface EventFormDialogProps {
  mode: FormMode;
  /** The event being edited; null creates one. */
  event: TimesheetEvent | null;
  /** Everything loaded, to find used slots and used days. */
  events: TimesheetEvent[];
  /** People an event may be created for; a Staff select shows when there is more than one. */
  users: TimesheetUser[];
  userId: number;
  zone: string;
  interval: TimeInterval;
  timeFormat: TimeFormat;
  range: { from: string; to: string };
  /** Resolves true when the server accepted the event; the dialog then closes and clears. */
  onSave: (payload: TimesheetSaveRequest) => Promise<boolean>;
  onClose: () => void;
}

/**
 * Select popups open inside the dialog, next to their field, so they scroll with it and each
 * field's options are found beside it.
 */
function besideField(trigger: HTMLElement): HTMLElement {
  return trigger.parentElement ?? document.body;
}

function withValue(
  options: SlotOption[],
  value: string,
  minutes: number | null,
  format: TimeFormat,
): SlotOption[] {
  if (minutes === null || options.some((option) => option.value === value)) return options;
  const own = {
    value,
    minutes,
    label: formatMinutes(minutes, format),
    used: false,
    disabled: false,
  };
  return [...options, own].sort((a, b) => a.minutes - b.minutes);
}

/**
 * The create / edit dialog titled Details: Type, Day, start and end time, 'Currently Working'
 * and Save, with the slot, end-time and allowance rules of the spec.
 */
export function EventFormDialog(props: EventFormDialogProps) {
  const { mode, event, events, users, zone, interval, timeFormat, range, onSave, onClose } = props;
  const [values, setValues] = useState<EventFormValues>(() => initialValues(event, mode, zone));
  const [userId, setUserId] = useState(event?.user_id ?? props.userId);
  const [errors, setErrors] = useState<FormErrors>({});
  const [saving, setSaving] = useState(false);
  const editingId = event?.id ?? null;

  const used = useMemo(
    () =>
      mode === 'schedule'
        ? scheduleUsedSpans(events, values.days, values.type, userId, editingId)
        : datedUsedSpans(events, values.date, zone, userId, editingId, dayjs()),
    [mode, events, values.days, values.type, values.date, zone, userId, editingId],
  );
  const startMinutes = maskToMinutes(values.start);
  const endMinutes = maskToMinutes(values.end);
  // An edited event's own times may lie off the grid; they stay choosable while they still fit.
  const starts = withValue(
    startOptions(interval, used, timeFormat),
    values.start,
    startMinutes,
    timeFormat,
  );
  const ends =
    startMinutes === null
      ? []
      : withValue(
          endOptions(interval, used, startMinutes, timeFormat),
          values.end,
          endMinutes !== null && fitsBetween(used, startMinutes, endMinutes) ? endMinutes : null,
          timeFormat,
        );
  const scheduleEntries = events.filter((e) => e.schedule && e.user_id === userId);
  const blockedDays = disabledDays(values.type, scheduleEntries, editingId);

  const update = (patch: Partial<EventFormValues>) => {
    setValues((previous) => {
      const next = { ...previous, ...patch };
      if (patch.type !== undefined) {
        const blocked = disabledDays(patch.type, scheduleEntries, editingId);
        next.days = next.days.filter((day) => !blocked.has(day));
      }
      if (patch.start !== undefined && next.end) {
        const start = maskToMinutes(next.start);
        const end = maskToMinutes(next.end);
        // An end that no longer follows the start (or crosses a used slot) is cleared.
        const allowed = start === null ? [] : endOptions(interval, used, start, timeFormat);
        if (end === null || !allowed.some((option) => option.minutes === end)) next.end = '';
      }
      return next;
    });
    setErrors({});
  };

  const save = async () => {
    const found = validateEventForm(values, mode);
    // The date, type or days may have changed after the times were picked.
    if (!found.start && startMinutes !== null && isUsed(startMinutes, used))
      found.start = FORM_MESSAGES.start;
    const endNeeded = mode === 'schedule' || !values.currentlyWorking;
    if (endNeeded && !found.end && startMinutes !== null && endMinutes !== null) {
      if (!fitsBetween(used, startMinutes, endMinutes)) found.end = FORM_MESSAGES.end;
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    const payload = toSavePayload(values, mode, { event, zone, userId, range });
    const accepted = await onSave(payload);
    setSaving(false);
    if (accepted) {
      setValues(initialValues(null, mode, zone));
      onClose();
    }
  };

  const field = (name: keyof FormErrors) =>
    errors[name] ? { validateStatus: 'error' as const, help: errors[name] } : {};

  return (
    <Modal
      open
      width={500}
      title="Details"
      okText="Save"
      onOk={save}
      onCancel={onClose}
      confirmLoading={saving}
      destroyOnHidden
    >
      <Form layout="vertical" component="div">
        {users.length > 1 && !event && (
          <Form.Item label="Staff">
            <Select
              getPopupContainer={besideField}
              aria-label="Staff"
              value={userId}
              options={users.map((user) => ({ value: user.id, label: user.name }))}
              onChange={(value: number) => setUserId(value)}
            />
          </Form.Item>
        )}
        <Form.Item label="Type" required {...field('type')}>
          <Select<TimesheetEventType>
            getPopupContainer={besideField}
            aria-label="Type"
            value={values.type ?? undefined}
            placeholder="Select a type"
            options={TIMESHEET_EVENT_TYPES.map((type) => ({
              value: type,
              label: EVENT_TYPE_LABELS[type],
            }))}
            onChange={(type) => update({ type })}
          />
        </Form.Item>
        {mode === 'schedule' ? (
          <Form.Item label="Day" required {...field('day')}>
            <Select<number[]>
              getPopupContainer={besideField}
              aria-label="Day"
              mode="multiple"
              value={values.days}
              placeholder="Select days"
              options={WEEKDAYS.map(({ day, label }) => ({
                value: day,
                label,
                disabled: blockedDays.has(day),
              }))}
              onChange={(days) => update({ days })}
            />
          </Form.Item>
        ) : (
          <Form.Item label="Day" required {...field('day')}>
            <DatePicker
              aria-label="Day"
              format={DATE_MASK}
              value={values.date ? dayjs(values.date, DATE_MASK) : null}
              onChange={(date) => update({ date: date ? date.format(DATE_MASK) : '' })}
              style={{ width: '100%' }}
            />
          </Form.Item>
        )}
        <Form.Item label="Start time" required {...field('start')}>
          <Select
            getPopupContainer={besideField}
            aria-label="Start time"
            showSearch
            value={values.start || undefined}
            placeholder="hh:mm AM/PM"
            options={starts.map(({ value, label, disabled }) => ({ value, label, disabled }))}
            onChange={(start: string) => update({ start })}
          />
        </Form.Item>
        {!values.currentlyWorking && (
          <Form.Item label="End time" required {...field('end')}>
            <Select
              getPopupContainer={besideField}
              aria-label="End time"
              showSearch
              value={values.end || undefined}
              placeholder="hh:mm AM/PM"
              disabled={values.start === ''}
              options={ends.map(({ value, label }) => ({ value, label }))}
              onChange={(end: string) => update({ end })}
            />
          </Form.Item>
        )}
        {mode === 'dated' && (
          <Form.Item>
            <Checkbox
              checked={values.currentlyWorking}
              onChange={(e) => update({ currentlyWorking: e.target.checked, end: '' })}
            >
              Currently Working
            </Checkbox>
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
