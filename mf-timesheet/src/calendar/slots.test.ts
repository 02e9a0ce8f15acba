import {
  END_OF_DAY,
  endOptions,
  fitsBetween,
  normaliseSpans,
  slotMinutes,
  startOptions,
  timeInterval,
} from './slots';

describe('time slots', () => {
  it('offers slots every 30 minutes from 12:00 AM by default', () => {
    const slots = slotMinutes(timeInterval(undefined));
    expect(slots).toHaveLength(48);
    expect(slots[0]).toBe(0);
    expect(slots[1]).toBe(30);
  });

  it('accepts only the intervals 5, 10, 15, 30 and 60', () => {
    expect([5, 10, 15, 30, 60].map(timeInterval)).toEqual([5, 10, 15, 30, 60]);
    expect(timeInterval(20)).toBe(30);
    expect(timeInterval('15')).toBe(15);
    expect(slotMinutes(60)).toHaveLength(24);
  });

  it("shows used slots as '(Used)' and disables them", () => {
    const options = startOptions(30, [{ start: 9 * 60, end: 10 * 60 }], 'ampm');
    const nine = options.find((o) => o.minutes === 540);
    const halfPastNine = options.find((o) => o.minutes === 570);
    const ten = options.find((o) => o.minutes === 600);
    expect(nine).toMatchObject({ label: '09:00 AM (Used)', disabled: true, value: '09:00 AM' });
    expect(halfPastNine).toMatchObject({ label: '09:30 AM (Used)', disabled: true });
    expect(ten).toMatchObject({ label: '10:00 AM', disabled: false });
  });

  it('labels slots in 24-hour time when asked', () => {
    const options = startOptions(60, [], '24hr');
    expect(options[13].label).toBe('13:00');
    expect(options[13].value).toBe('01:00 PM');
  });

  it('offers end times after the start up to the next used slot', () => {
    const used = [{ start: 12 * 60, end: 13 * 60 }];
    const ends = endOptions(30, used, 10 * 60, 'ampm').map((o) => o.value);
    expect(ends).toEqual(['10:30 AM', '11:00 AM', '11:30 AM', '12:00 PM']);
  });

  it('offers end times to the end of the day when nothing is used later', () => {
    const ends = endOptions(60, [{ start: 0, end: 60 }], 21 * 60, 'ampm');
    expect(ends.map((o) => o.minutes)).toEqual([22 * 60, 23 * 60, END_OF_DAY]);
  });

  it('stops end times at a booking that starts between slots', () => {
    const ends = endOptions(30, [{ start: 9 * 60 + 10, end: 10 * 60 }], 9 * 60, 'ampm');
    expect(ends.map((o) => o.value)).toEqual(['09:10 AM']);
  });

  it('merges touching spans and clips them to the day', () => {
    expect(
      normaliseSpans([
        { start: 600, end: 660 },
        { start: -30, end: 30 },
        { start: 660, end: 700 },
        { start: 1400, end: 1600 },
      ]),
    ).toEqual([
      { start: 0, end: 30 },
      { start: 600, end: 700 },
      { start: 1400, end: 1440 },
    ]);
  });
});

describe('fitting between used spans', () => {
  const used = [{ start: 600, end: 660 }];

  it('fits an event that ends where the next one starts', () => {
    expect(fitsBetween(used, 540, 600)).toBe(true);
    expect(fitsBetween(used, 660, 700)).toBe(true);
  });

  it('refuses an event covering a used span or ending before it starts', () => {
    expect(fitsBetween(used, 540, 630)).toBe(false);
    expect(fitsBetween(used, 500, 700)).toBe(false);
    expect(fitsBetween(used, 540, 540)).toBe(false);
  });
});
