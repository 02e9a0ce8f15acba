import { Alert, DatePicker, Form, Modal } from 'antd';
import { useState } from 'react';
import {
  api,
  bus,
  isCancelled,
  notify,
  type EmergencySickOffRequest,
  type LeaveRequest,
} from '@platform/shared';
import { dayjs, type Dayjs } from '../calendar/time';

export const SICK_LEAVE_FAILED = 'Failed to apply sick leave, please try again.';

export interface SickDayDialogProps {
  open: boolean;
  onClose: () => void;
}

function detailOf(error: unknown): string {
  const info = (error as { info?: { message?: string } }).info;
  return info?.message || (error instanceof Error ? error.message : String(error));
}

/** The emergency sick-day request: a date and Submit. On failure the dialog stays open. */
export function SickDayDialog({ open, onClose }: SickDayDialogProps) {
  const [date, setDate] = useState<Dayjs | null>(() => dayjs());
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const close = () => {
    setFailure(null);
    setDate(dayjs());
    onClose();
  };

  const submit = async () => {
    if (!date) return;
    const value = date.format('YYYY-MM-DD');
    const payload: EmergencySickOffRequest = { object_data: { date: value } };
    setSubmitting(true);
    setFailure(null);
    try {
      const { info } = await api.post<LeaveRequest>('/leave-requests/emergency_sick_off', payload, {
        silent: true,
      });
      notify.success(info.message || 'Sick leave applied');
      bus.publish('timesheet/sick-day-applied', { date: value });
      close();
    } catch (error) {
      if (isCancelled(error)) return;
      const detail = detailOf(error);
      setFailure(detail);
      notify.error(SICK_LEAVE_FAILED, detail);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Modal
      open={open}
      width={500}
      title="Sick day"
      okText="Submit"
      onOk={submit}
      onCancel={close}
      confirmLoading={submitting}
      okButtonProps={{ disabled: !date }}
    >
      <Form layout="vertical">
        <Form.Item label="Date" required>
          <DatePicker
            aria-label="Sick day date"
            value={date}
            format="DD/MM/YYYY"
            onChange={(value) => setDate(value)}
            style={{ width: '100%' }}
          />
        </Form.Item>
      </Form>
      {failure !== null && (
        <Alert type="error" showIcon title={SICK_LEAVE_FAILED} description={failure} />
      )}
    </Modal>
  );
}
