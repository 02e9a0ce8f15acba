import { App } from 'antd';
import { useState, type ReactNode } from 'react';
import { type TimesheetEvent } from '@platform/shared';
import { confirmAsync } from '@platform/shared/ui';
import type { CalendarSettings } from './calendarSettings';
import { EventDetailsDialog } from './EventDetailsDialog';
import { EventFormDialog } from './EventFormDialog';
import type { FormMode } from './eventForm';
import type { TimesheetStore } from './TimesheetStore';

export const DELETE_QUESTION = 'Are you sure you want to delete this event?';

export interface EventDialogs {
  open: (event: TimesheetEvent) => void;
  edit: (event: TimesheetEvent) => void;
  remove: (event: TimesheetEvent) => void;
  create: (mode: FormMode) => void;
  dialogs: ReactNode;
}

/** The details, create / edit and delete flows both calendars share. */
export function useEventDialogs(
  store: TimesheetStore,
  settings: CalendarSettings,
  userId: number,
): EventDialogs {
  const { modal } = App.useApp();
  const [details, setDetails] = useState<TimesheetEvent | null>(null);
  const [form, setForm] = useState<{
    mode: FormMode;
    event: TimesheetEvent | null;
    key: number;
  } | null>(null);

  const edit = (event: TimesheetEvent) => {
    if (!event.can_edit) return;
    setForm({ mode: event.schedule ? 'schedule' : 'dated', event, key: Date.now() });
  };

  const remove = (event: TimesheetEvent) => {
    if (!event.can_delete) return;
    void confirmAsync({ title: DELETE_QUESTION, danger: true }, modal).then((yes) => {
      if (yes) void store.remove(event);
    });
  };

  const dialogs = (
    <>
      <EventDetailsDialog event={details} zone={store.zone} onClose={() => setDetails(null)} />
      {form && (
        <EventFormDialog
          key={form.key}
          mode={form.mode}
          event={form.event}
          events={store.data.events}
          users={store.data.users}
          userId={userId}
          zone={store.zone}
          interval={settings.interval}
          timeFormat={settings.timeFormat}
          range={store.range}
          onSave={(payload) => store.save(payload)}
          onClose={() => setForm(null)}
        />
      )}
    </>
  );

  return {
    open: (event) => {
      if (event.can_view) setDetails(event);
    },
    edit,
    remove,
    create: (mode) => setForm({ mode, event: null, key: Date.now() }),
    dialogs,
  };
}
