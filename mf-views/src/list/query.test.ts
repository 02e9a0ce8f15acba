import dayjs from 'dayjs';
import { buildListQuery, dayRange, filterValueOf, pagingState } from './query';
import { quickDayField, quickDayLabel } from './quickDay';

const SYDNEY = 'Australia/Sydney';

describe('date filters', () => {
  it('a date range sends the start of the first day and the end of the last day in UTC', () => {
    const value = filterValueOf(
      'date-range',
      [dayjs('2025-03-04T15:30:00'), dayjs('2025-03-06T08:00:00')],
      SYDNEY,
    );
    expect(value).toEqual({ from: '2025-03-03T13:00:00.000Z', to: '2025-03-06T12:59:59.999Z' });
  });

  it('a date sends its own day as a range', () => {
    expect(dayRange(dayjs('2025-07-01T10:00:00'), SYDNEY)).toEqual({
      from: '2025-06-30T14:00:00.000Z',
      to: '2025-07-01T13:59:59.999Z',
    });
    expect(filterValueOf('date', dayjs('2025-07-01'), SYDNEY)).toEqual({
      from: '2025-06-30T14:00:00.000Z',
      to: '2025-07-01T13:59:59.999Z',
    });
  });

  it('a date-time range sends its instants in UTC', () => {
    expect(
      filterValueOf(
        'date-time-range',
        [dayjs('2025-03-04T09:15:00'), dayjs('2025-03-04T17:00:00')],
        SYDNEY,
      ),
    ).toEqual({
      from: '2025-03-03T22:15:00.000Z',
      to: '2025-03-04T06:00:00.000Z',
    });
  });

  it('an incomplete range or an empty value sends nothing', () => {
    expect(filterValueOf('date-range', [dayjs('2025-03-04'), null])).toBeUndefined();
    expect(filterValueOf('text', '')).toBeUndefined();
    expect(filterValueOf('dropdown-multiple', [])).toBeUndefined();
    expect(filterValueOf('dropdown-multiple', [1, 2])).toEqual([1, 2]);
    expect(filterValueOf('dropdown', 3)).toBe(3);
  });
});

describe('buildListQuery', () => {
  it('sends search, pagination_object with sort, filters and parameters', () => {
    expect(
      buildListQuery({
        search: 'door',
        page: 2,
        pageSize: 25,
        sortBy: 'due_date',
        sortDirection: 'desc',
        filters: { status: 'open' },
        params: { item_id: '7' },
      }),
    ).toEqual({
      item_id: '7',
      search: 'door',
      pagination_object: {
        page_number: 2,
        page_size: 25,
        sort_by: 'due_date',
        sort_direction: 'desc',
      },
      filters: { status: 'open' },
    });
  });
  it('leaves sort and filters out when unset', () => {
    expect(buildListQuery({ search: '', page: 1, pageSize: 10, filters: {} })).toEqual({
      search: '',
      pagination_object: { page_number: 1, page_size: 10 },
    });
  });
});

describe('pagingState', () => {
  it('knows next and previous availability', () => {
    expect(pagingState(1, 10, 25)).toEqual({ pageCount: 3, hasNext: true, hasPrevious: false });
    expect(pagingState(3, 10, 25)).toEqual({ pageCount: 3, hasNext: false, hasPrevious: true });
    expect(pagingState(1, 10, 0)).toEqual({ pageCount: 1, hasNext: false, hasPrevious: false });
  });
});

describe('quick day filter', () => {
  const today = dayjs('2025-05-10T09:00:00');
  it('labels Yesterday, Today, Tomorrow or the date', () => {
    expect(quickDayLabel(today, today)).toBe('Today');
    expect(quickDayLabel(today.subtract(1, 'day'), today)).toBe('Yesterday');
    expect(quickDayLabel(today.add(1, 'day'), today)).toBe('Tomorrow');
    expect(quickDayLabel(today.add(2, 'day'), today)).toBe('12-05-2025');
  });
  it('applies to the date field unless another is named', () => {
    expect(quickDayField(true)).toBe('date');
    expect(quickDayField('start_at')).toBe('start_at');
    expect(quickDayField(false)).toBeNull();
  });
});
