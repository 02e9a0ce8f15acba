import { formatHoursMinutes } from './durations';
import { formatValue, VALUE_FORMATS } from './formatValue';

const SYDNEY = { timeZone: 'Australia/Sydney' };

describe('formatValue', () => {
  it('knows every format code of the view framework', () => {
    expect([...VALUE_FORMATS]).toEqual([
      'date',
      'dateonly',
      'currency',
      'currencyorstring',
      'percentage',
      'number',
      'numberPolarity',
      'time_minutes',
    ]);
  });

  it('date: a UTC server time in DD/MM/YYYY hh:mma in the user’s zone', () => {
    expect(formatValue('2024-05-01 23:30:00', 'date', SYDNEY)).toBe('02/05/2024 09:30am');
    expect(formatValue('2024-05-01T23:30:00Z', 'date', { timeZone: 'UTC' })).toBe(
      '01/05/2024 11:30pm',
    );
  });

  it('dateonly: a calendar date as it is, a timestamp as the user’s local day', () => {
    expect(formatValue('2024-05-01', 'dateonly', SYDNEY)).toBe('01/05/2024');
    expect(formatValue('2024-05-01T20:00:00Z', 'dateonly', SYDNEY)).toBe('02/05/2024');
  });

  it('currency', () => {
    expect(formatValue(1234.5, 'currency')).toBe('$1,234.50');
    expect(formatValue('$1,234.5', 'currency')).toBe('$1,234.50');
    expect(formatValue('n/a', 'currency')).toBe('');
  });

  it('currencyorstring: currency for numbers, the text otherwise', () => {
    expect(formatValue('99.9', 'currencyorstring')).toBe('$99.90');
    expect(formatValue('POA', 'currencyorstring')).toBe('POA');
  });

  it('percentage: the value is already a percentage', () => {
    expect(formatValue(12.5, 'percentage')).toBe('12.5%');
    expect(formatValue('33.333', 'percentage')).toBe('33.33%');
  });

  it('number', () => {
    expect(formatValue('1234.567', 'number')).toBe('1,234.57');
  });

  it('numberPolarity: a plus sign on positive numbers', () => {
    expect(formatValue(5, 'numberPolarity')).toBe('+5');
    expect(formatValue(-5, 'numberPolarity')).toBe('-5');
    expect(formatValue(0, 'numberPolarity')).toBe('0');
  });

  it("time_minutes: 'H hours M minutes (decimal)'", () => {
    expect(formatValue(90, 'time_minutes')).toBe('1 hours 30 minutes (1.50)');
  });

  it('shows empty values as blank and unknown codes as text', () => {
    expect(formatValue(null, 'currency')).toBe('');
    expect(formatValue('', 'date')).toBe('');
    expect(formatValue(12, 'unknown')).toBe('12');
    expect(formatValue('abc', undefined)).toBe('abc');
  });
});

describe('formatHoursMinutes', () => {
  it.each([
    [0, '0 hours 0 minutes (0.00)'],
    [45, '0 hours 45 minutes (0.75)'],
    [480, '8 hours 0 minutes (8.00)'],
    [505, '8 hours 25 minutes (8.42)'],
    [-30, '-0 hours 30 minutes (-0.50)'],
  ])('%i minutes read %p', (minutes, expected) => {
    expect(formatHoursMinutes(minutes)).toBe(expected);
  });
});
