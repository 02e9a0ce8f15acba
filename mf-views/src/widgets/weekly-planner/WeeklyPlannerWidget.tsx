import { useCallback, useEffect, useRef, useState } from 'react';
import { Alert, Button, Card, Input, Space, Tag, Typography } from 'antd';
import LeftOutlined from '@ant-design/icons/LeftOutlined';
import RightOutlined from '@ant-design/icons/RightOutlined';
import { api, isApiError } from '@platform/shared';
import type { ViewItemProps } from '../../registry/types';
import {
  addDays,
  AUTOSAVE_DELAY_MS,
  emptyWeek,
  EVENT_MAX_LENGTH,
  isoDay,
  mondayOf,
  sevenEvents,
  weekDays,
} from './week';

interface WeekAnswer {
  week_start: string;
  events: string[];
}

type Status = 'loading' | 'load-failed' | 'idle' | 'dirty' | 'saving' | 'saved' | 'save-failed';

export interface WeeklyPlannerProps extends ViewItemProps {
  /** Where "today" comes from; tests fix it. */
  now?: () => Date;
}

const systemNow = () => new Date();
const weekUrl = (weekStart: string) => `/planner/weeks/${weekStart}`;
const messageOf = (error: unknown) =>
  isApiError(error) && error.message ? error.message : 'The server could not be reached.';

/**
 * The weekly planner (item type `weekly_planner`, spec §2.20): seven day cards, Monday to Sunday
 * of the shown week, each with an Event text. Saved per user and week (GET/PUT
 * /planner/weeks/{monday}) a moment after typing stops and when a field loses focus; a failed save
 * keeps the draft and says so.
 */
export default function WeeklyPlannerWidget({ now = systemNow }: WeeklyPlannerProps) {
  const [today] = useState(() => now());
  const [weekStart, setWeekStart] = useState(() => mondayOf(today));
  const [events, setEvents] = useState<string[]>(emptyWeek);
  const [status, setStatus] = useState<Status>('loading');
  const [error, setError] = useState('');
  const [reload, setReload] = useState(0);
  /** Unsaved texts by week: kept when a save fails or the week is changed before it lands. */
  const drafts = useRef(new Map<string, string[]>());
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef<{ weekStart: string; events: string[] }>({ weekStart, events });
  const sequence = useRef(0);

  useEffect(() => {
    const controller = new AbortController();
    setStatus('loading');
    setError('');
    api
      .get<WeekAnswer>(weekUrl(weekStart), {
        signal: controller.signal,
        silent: true,
        reuseSeconds: 0,
      })
      .then(({ data }) => {
        const draft = drafts.current.get(weekStart);
        const shown = draft ?? sevenEvents(data?.events);
        latest.current = { weekStart, events: shown };
        setEvents(shown);
        setStatus(draft ? 'dirty' : 'idle');
      })
      .catch((failure: unknown) => {
        if (controller.signal.aborted) return;
        setError(messageOf(failure));
        setStatus('load-failed');
      });
    return () => controller.abort();
  }, [weekStart, reload]);

  const save = useCallback(async (week: string, texts: string[]) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const mine = ++sequence.current;
    const isCurrent = () => latest.current.weekStart === week;
    if (isCurrent()) setStatus('saving');
    try {
      await api.put(weekUrl(week), { events: texts }, { silent: true });
      if (drafts.current.get(week) === texts) drafts.current.delete(week);
      if (mine === sequence.current && isCurrent()) {
        setError('');
        setStatus(latest.current.events === texts ? 'saved' : 'dirty');
      }
    } catch (failure) {
      if (mine === sequence.current && isCurrent()) {
        setError(messageOf(failure));
        setStatus('save-failed');
      }
    }
  }, []);

  // A pending autosave is sent when the widget goes away.
  useEffect(
    () => () => {
      if (timer.current) {
        clearTimeout(timer.current);
        const { weekStart: week, events: texts } = latest.current;
        if (drafts.current.has(week)) void save(week, texts);
      }
    },
    [save],
  );

  const change = (day: number, text: string) => {
    const next = events.map((value, index) => (index === day ? text : value));
    latest.current = { weekStart, events: next };
    drafts.current.set(weekStart, next);
    setEvents(next);
    setStatus((current) => (current === 'save-failed' ? current : 'dirty'));
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => void save(weekStart, next), AUTOSAVE_DELAY_MS);
  };

  const flush = () => {
    if (drafts.current.has(weekStart)) void save(weekStart, latest.current.events);
  };

  const goTo = (days: number) => {
    flush();
    const next = addDays(weekStart, days);
    latest.current = { weekStart: next, events: emptyWeek() };
    setEvents(emptyWeek());
    setWeekStart(next);
  };

  const days = weekDays(weekStart);
  const todayIso = isoDay(today);
  const editable = status !== 'loading' && status !== 'load-failed';

  return (
    <section aria-label="Weekly planner" data-testid="weekly-planner" data-week={weekStart}>
      <Space wrap style={{ marginBottom: 12 }}>
        <Button icon={<LeftOutlined />} onClick={() => goTo(-7)}>
          Previous week
        </Button>
        <Typography.Text strong data-testid="planner-week">
          {days[0].label} – {days[6].label}
        </Typography.Text>
        <Button onClick={() => goTo(7)}>
          Next week <RightOutlined />
        </Button>
        <Typography.Text type="secondary" role="status" data-testid="planner-status">
          {status === 'saving'
            ? 'Saving…'
            : status === 'saved'
              ? 'Saved'
              : status === 'dirty'
                ? 'Unsaved changes'
                : status === 'loading'
                  ? 'Loading…'
                  : ''}
        </Typography.Text>
      </Space>
      {status === 'load-failed' ? (
        <Alert
          type="error"
          showIcon
          title="The planner could not be loaded"
          description={error}
          action={<Button onClick={() => setReload((count) => count + 1)}>Retry</Button>}
          style={{ marginBottom: 12 }}
        />
      ) : null}
      {status === 'save-failed' ? (
        <Alert
          type="error"
          showIcon
          title="Your changes could not be saved"
          description={`${error} They are kept here; they are saved again when you edit or press Retry.`}
          action={
            <Button onClick={() => void save(weekStart, latest.current.events)}>Retry</Button>
          }
          style={{ marginBottom: 12 }}
        />
      ) : null}
      <div
        style={{
          display: 'grid',
          gap: 12,
          gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
        }}
      >
        {days.map((day, index) => {
          const inputId = `planner-${weekStart}-${index}`;
          return (
            <Card
              key={day.iso}
              size="small"
              role="group"
              aria-label={`${day.name} ${day.label}`}
              title={day.name}
              extra={<Typography.Text type="secondary">{day.label}</Typography.Text>}
              style={day.iso === todayIso ? { borderColor: '#1677ff' } : undefined}
            >
              <Space size={8} style={{ marginBottom: 4 }}>
                <label htmlFor={inputId}>Event</label>
                {day.iso === todayIso ? <Tag color="blue">Today</Tag> : null}
              </Space>
              <Input
                id={inputId}
                value={events[index]}
                maxLength={EVENT_MAX_LENGTH}
                disabled={!editable}
                onChange={(event) => change(index, event.target.value)}
                onBlur={flush}
              />
            </Card>
          );
        })}
      </div>
    </section>
  );
}
