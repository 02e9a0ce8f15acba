import { Button, Card, Empty, Form, Input, Select, Skeleton } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { notify } from '@platform/shared';
import { useGateway } from '../gateway/GatewayContext';
import type { CalendarChoice } from '../gateway/authGateway';
import { describeAuthFailure } from '../errors/providerErrors';
import { PROFILE_TEXTS } from './profileTexts';

export interface DefaultCalendarCardProps {
  /** Changes when the linked account changed, so the calendars are fetched again. */
  refreshKey?: number;
}

/** The default calendar chooser: the current calendar (read-only), a replacement and Replace. */
export function DefaultCalendarCard(props: DefaultCalendarCardProps) {
  const { refreshKey = 0 } = props;
  const gateway = useGateway();
  const [choice, setChoice] = useState<CalendarChoice | null>(null);
  const [replacement, setReplacement] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);

  const load = useCallback(async () => {
    try {
      setChoice(await gateway.calendars());
    } catch (error) {
      const outcome = describeAuthFailure(error);
      if (outcome.kind === 'message') notify.error(outcome.text);
      setChoice({ calendars: [], current: null });
    }
  }, [gateway]);

  useEffect(() => {
    void load();
  }, [load, refreshKey]);

  const replace = async () => {
    if (!replacement) return;
    setSaving(true);
    try {
      await gateway.setDefaultCalendar(replacement);
      notify.success(PROFILE_TEXTS.calendarReplaced);
      setReplacement(undefined);
      await load();
    } catch (error) {
      const outcome = describeAuthFailure(error);
      if (outcome.kind === 'message') notify.error(outcome.text);
    } finally {
      setSaving(false);
    }
  };

  let body;
  if (!choice) body = <Skeleton active paragraph={{ rows: 2 }} />;
  else if (choice.calendars.length === 0) {
    body = (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description="Link your Google account to choose the calendar your work events go to."
      />
    );
  } else {
    const options = choice.calendars
      .filter((calendar) => calendar.calendar_id !== choice.current?.calendar_id)
      .map((calendar) => ({ value: calendar.calendar_id, label: calendar.name }));
    body = (
      <Form layout="vertical">
        <Form.Item label="Default calendar">
          <Input
            readOnly
            value={choice.current?.name ?? 'None chosen'}
            aria-label="Default calendar"
          />
        </Form.Item>
        <Form.Item label={PROFILE_TEXTS.replaceCalendar}>
          <Select
            aria-label={PROFILE_TEXTS.replaceCalendar}
            placeholder={PROFILE_TEXTS.replaceCalendar}
            options={options}
            value={replacement}
            onChange={setReplacement}
          />
        </Form.Item>
        <Button type="primary" disabled={!replacement} loading={saving} onClick={replace}>
          Replace
        </Button>
      </Form>
    );
  }
  return <Card title="Default calendar">{body}</Card>;
}
