// dayjs' `tz(zone)` made cheap (ADR 243). The timezone plugin works out a zone's offset with a
// cached Intl formatter, then also formats the instant with `toLocaleString('en-US', { timeZone })`,
// which builds a new Intl formatter on every call, and parses that text back: ~1 ms a call on a
// phone-class CPU, and a dashboard's list converts every date of every row it draws. The offset
// alone says the same: the instant, shown at that offset, in that zone.
import type { Dayjs, PluginFunc } from 'dayjs';

interface ZonedDayjs extends Dayjs {
  $x: Record<string, unknown>;
}

const formats = new Map<string, Intl.DateTimeFormat>();

function formatIn(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formats.set(timeZone, format);
  }
  return format;
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** The zone's wall clock at `instant` (ms), to the second. */
function wallClockIn(instant: number, timeZone: string): WallClock {
  const fields: Record<string, number> = {};
  for (const part of formatIn(timeZone).formatToParts(new Date(instant))) {
    if (part.type !== 'literal') fields[part.type] = Number(part.value);
  }
  return {
    year: fields.year,
    month: fields.month,
    day: fields.day,
    hour: fields.hour % 24,
    minute: fields.minute,
    second: fields.second,
  };
}

function offsetOf(instant: number, clock: WallClock): number {
  const wallClock = Date.UTC(
    clock.year,
    clock.month - 1,
    clock.day,
    clock.hour,
    clock.minute,
    clock.second,
  );
  const second = instant - (((instant % 1000) + 1000) % 1000);
  return Math.round((wallClock - second) / 60_000);
}

/**
 * The zone's offset from UTC at `instant` (ms), in minutes, as the timezone plugin reads it: the
 * zone's wall clock at that second, read as if it were UTC, less the instant. Throws a RangeError
 * for a zone Intl does not know, as the plugin does.
 */
export function zoneOffsetMinutes(instant: number, timeZone: string): number {
  return offsetOf(instant, wallClockIn(instant, timeZone));
}

/**
 * Replaces `tz(zone)` (not `tz(zone, true)`, which keeps the wall-clock time). It builds the
 * result as the plugin does, from the zone's wall clock set at the zone's offset, only without
 * formatting and parsing text: the same value also when the browser's own zone changes its
 * clocks near that time.
 */
export const fastTimeZone: PluginFunc = (_options, dayjsClass, dayjsFactory) => {
  const proto = dayjsClass.prototype as Dayjs & {
    tz: (timeZone?: string, keepLocalTime?: boolean) => Dayjs;
  };
  const pluginTz = proto.tz;
  proto.tz = function tz(this: Dayjs, timeZone?: string, keepLocalTime?: boolean) {
    if (!timeZone || keepLocalTime || !this.isValid()) {
      return pluginTz.call(this, timeZone, keepLocalTime);
    }
    const instant = this.valueOf();
    const clock = wallClockIn(instant, timeZone);
    const offset = offsetOf(instant, clock);
    const zoned = (
      offset === 0
        ? this.utcOffset(0)
        : dayjsFactory(
            new Date(
              clock.year,
              clock.month - 1,
              clock.day,
              clock.hour,
              clock.minute,
              clock.second,
            ),
          )
            .locale(this.locale())
            .millisecond(this.millisecond())
            .utcOffset(offset, true)
    ) as ZonedDayjs;
    // Its own extras: utcOffset(0) may hand back an object sharing this instance's.
    zoned.$x = { ...zoned.$x, $timezone: timeZone };
    return zoned;
  };
};
