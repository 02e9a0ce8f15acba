import { fixClockForEachTest } from '@platform/shared/testing';
import { dayjs } from '../calendar/time';
import { patchComputedStyle } from './render';

/** The zone of the calendar views' tests. */
export const ZONE = 'Australia/Sydney';

/**
 * The set-up of a calendar view's test file: a longer timeout, antd's dialogs in jsdom, and the
 * clock fixed on a Wednesday, 12:30 in Sydney, so the calendar opens on this day whatever day the
 * suite runs. Returns that day's date in Sydney (YYYY-MM-DD).
 */
export function setUpCalendarTests(): { today: string } {
  jest.setTimeout(30_000);
  beforeAll(patchComputedStyle);
  afterAll(() => jest.restoreAllMocks());
  const now = fixClockForEachTest('2026-03-11T01:30:00Z');
  return { today: dayjs(now).tz(ZONE).format('YYYY-MM-DD') };
}
