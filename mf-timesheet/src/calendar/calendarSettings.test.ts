import { readCalendarSettings } from './calendarSettings';

const input = (config: Record<string, unknown>, params: Record<string, string> = {}) => ({
  settings: config,
  params,
  item: null,
  rest: {},
});

describe('calendar props', () => {
  it('defaults to 30 minute slots, am/pm, 7 view days and the timesheet path', () => {
    expect(readCalendarSettings(input({}), 'timesheet')).toMatchObject({
      url: '/timesheet',
      interval: 30,
      timeFormat: 'ampm',
      viewDays: 7,
      views: ['hourly', 'day', 'multi-day'],
      defaultView: 'multi-day',
      canCreate: true,
    });
  });

  it('reads interval, time format, view types and canCreate', () => {
    const settings = readCalendarSettings(
      input({
        time_interval: 15,
        time_format: '24hr',
        view_types: 'hourly,calendar',
        canCreate: false,
      }),
      'staff',
    );
    expect(settings).toMatchObject({
      interval: 15,
      timeFormat: '24hr',
      views: ['hourly', 'calendar'],
      canCreate: false,
    });
  });

  it('takes the person from the route parameters', () => {
    expect(readCalendarSettings(input({}, { id: '12' }), 'staff').userId).toBe(12);
    expect(readCalendarSettings(input({}, { id: 'new' }), 'staff').userId).toBeUndefined();
  });
});
