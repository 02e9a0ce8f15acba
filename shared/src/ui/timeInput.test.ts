import { applyTimeMask, formatTimeValue, readTimeInput } from './timeInput';

describe('time picker mask ##:## AA', () => {
  it('fills hour, minutes and AM/PM from typed text', () => {
    expect(applyTimeMask('0930am')).toBe('09:30 AM');
    expect(applyTimeMask('09')).toBe('09:');
    expect(applyTimeMask('093')).toBe('09:3');
    expect(applyTimeMask('1145 p')).toBe('11:45 PM');
    expect(applyTimeMask('12345')).toBe('12:34');
  });

  it('keeps a one-digit hour typed with a colon', () => {
    expect(applyTimeMask('9:30 pm')).toBe('9:30 PM');
  });
});

describe('time picker validation', () => {
  it('emits the 24-hour value of a valid time', () => {
    expect(readTimeInput('09:30 AM')).toEqual({ status: 'valid', value: '09:30' });
    expect(readTimeInput('12:00 AM')).toEqual({ status: 'valid', value: '00:00' });
    expect(readTimeInput('12:15 PM')).toEqual({ status: 'valid', value: '12:15' });
    expect(readTimeInput('01:05 PM')).toEqual({ status: 'valid', value: '13:05' });
  });

  it('accepts hours 0–23 or one digit, minutes 00–59', () => {
    expect(readTimeInput('23:59')).toEqual({ status: 'valid', value: '23:59' });
    expect(readTimeInput('0:00')).toEqual({ status: 'valid', value: '00:00' });
    expect(readTimeInput('7:45 PM')).toEqual({ status: 'valid', value: '19:45' });
    expect(readTimeInput('17:00 PM')).toEqual({ status: 'valid', value: '17:00' });
  });

  it("rejects anything else with 'Invalid Format: hh:mm AM/PM'", () => {
    for (const text of ['24:00', '09:60 AM', '13:00 AM', 'ab:cd', '123:00']) {
      expect(readTimeInput(text)).toEqual({
        status: 'invalid',
        message: 'Invalid Format: hh:mm AM/PM',
      });
    }
  });

  it('waits while the text is still being typed', () => {
    expect(readTimeInput('')).toEqual({ status: 'empty' });
    expect(readTimeInput('09:')).toEqual({ status: 'incomplete' });
    expect(readTimeInput('09:3')).toEqual({ status: 'incomplete' });
  });

  it('shows a stored value in 12-hour form', () => {
    expect(formatTimeValue('13:05')).toBe('01:05 PM');
    expect(formatTimeValue('00:30')).toBe('12:30 AM');
    expect(formatTimeValue('')).toBe('');
  });
});
