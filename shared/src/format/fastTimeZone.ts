// dayjs' `tz(zone)` made cheap (ADR 243). The timezone plugin works out a zone's offset with a
// cached Intl formatter, then also formats the instant with `toLocaleString('en-US', { timeZone })`,
// which builds a new Intl formatter on every call, and parses that text back: ~1 ms a call on a
// phone-class CPU, and a dashboard's list converts every date of every row it draws. The offset
// alone says the same: the instant, shown at that offset, in that zone. The zone's wall clock and
// offset come from the kernel's zone arithmetic (values/zones.ts), whose formatter is cached.
import type { Dayjs, PluginFunc } from 'dayjs';
import { offsetOfWallClock, wallClock } from '../values/zones';

interface ZonedDayjs extends Dayjs {
  $x: Record<string, unknown>;
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
    const instant = this.toDate();
    const clock = wallClock(instant, timeZone);
    const offset = offsetOfWallClock(instant, clock);
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
