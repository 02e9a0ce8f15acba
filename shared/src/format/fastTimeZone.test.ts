import fc from 'fast-check';
import dayjs from 'dayjs';
import { utcToLocal } from './dates';
import { offsetMinutes } from '../values/zones';

/** A dayjs of its own with only the timezone plugin's `tz`, to compare with. */
function pluginDayjs(): typeof dayjs {
  let plain!: typeof dayjs;
  jest.isolateModules(() => {
    /* eslint-disable @typescript-eslint/no-require-imports */
    plain = require('dayjs');
    plain.extend(require('dayjs/plugin/utc'));
    plain.extend(require('dayjs/plugin/timezone'));
    /* eslint-enable @typescript-eslint/no-require-imports */
  });
  return plain;
}

/** Zones with whole-hour, half-hour and 45-minute offsets, both hemispheres' DST and none. */
const ZONES = [
  'Australia/Sydney',
  'Australia/Perth',
  'Australia/Adelaide',
  'Australia/Lord_Howe',
  'Pacific/Auckland',
  'Pacific/Chatham',
  'Asia/Kolkata',
  'Asia/Kathmandu',
  'Europe/London',
  'America/New_York',
  'America/St_Johns',
  'UTC',
];

/** 1970 to 2100, with milliseconds. */
const INSTANT = fc.integer({ min: 0, max: Date.UTC(2100, 0, 1) });

describe('dayjs tz(zone) from the offset alone (ADR 243)', () => {
  const plugin = pluginDayjs();

  it('gives what the timezone plugin gives: instant, offset, wall clock, zone, start of day', () => {
    fc.assert(
      fc.property(INSTANT, fc.constantFrom(...ZONES), (instant, zone) => {
        const fast = dayjs.utc(instant).tz(zone);
        const slow = plugin.utc(instant).tz(zone);
        expect(fast.valueOf()).toBe(slow.valueOf());
        expect(fast.utcOffset()).toBe(slow.utcOffset());
        expect(fast.format('YYYY-MM-DD HH:mm:ss.SSS Z')).toBe(
          slow.format('YYYY-MM-DD HH:mm:ss.SSS Z'),
        );
        expect(fast.startOf('day').valueOf()).toBe(slow.startOf('day').valueOf());
        expect(fast.add(1, 'day').format()).toBe(slow.add(1, 'day').format());
      }),
      { numRuns: 2000 },
    );
  });

  it('keeps the zone on the result and leaves the instance it was asked of as it was', () => {
    const utc = dayjs.utc('2024-01-15T22:00:00Z');
    const sydney = utc.tz('Australia/Sydney');
    expect(sydney.format('DD/MM/YYYY hh:mma')).toBe('16/01/2024 09:00am');
    expect((sydney as unknown as { $x: { $timezone?: string } }).$x.$timezone).toBe(
      'Australia/Sydney',
    );
    expect((utc as unknown as { $x: { $timezone?: string } }).$x.$timezone).toBeUndefined();
    expect(utc.format('HH:mm')).toBe('22:00');
  });

  it('reads the offsets either side of a daylight-saving change', () => {
    // Sydney leaves daylight saving at 03:00 on 7 April 2024 (16:00 UTC the day before).
    expect(offsetMinutes(new Date(Date.UTC(2024, 3, 6, 15, 59, 59)), 'Australia/Sydney')).toBe(660);
    expect(offsetMinutes(new Date(Date.UTC(2024, 3, 6, 16, 0, 0)), 'Australia/Sydney')).toBe(600);
    expect(offsetMinutes(new Date(Date.UTC(2024, 0, 1)), 'Pacific/Chatham')).toBe(825);
    expect(offsetMinutes(new Date(Date.UTC(2024, 0, 1)), 'UTC')).toBe(0);
    expect(utcToLocal('2024-04-06 15:30:00', 'Australia/Sydney')?.format('HH:mm Z')).toBe(
      '02:30 +11:00',
    );
  });

  it('refuses a zone Intl does not know, as the plugin does', () => {
    expect(() => dayjs.utc(0).tz('Mars/Olympus_Mons')).toThrow(RangeError);
    expect(() => plugin.utc(0).tz('Mars/Olympus_Mons')).toThrow(RangeError);
  });
});
