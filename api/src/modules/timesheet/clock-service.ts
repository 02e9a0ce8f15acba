import type { Kysely, Selectable } from 'kysely';
import type {
  TimelogState,
  TimelogStateRequest,
  TimelogStateResult,
  TimerType,
  TrackingDeviceCheck,
} from '@platform/shared/contracts';
import type { Database } from '../../core/database';
import { HttpError } from '../../core/http';
import type { AppContext } from '../../core/module';
import type { AuthUser } from '../../core/sessions';
import { timesheetProfile, today } from './profile';
import { expectedHours } from './rules';
import {
  activityLabel,
  breakTypeOf,
  clockTransition,
  validBreakReason,
  workedSeconds,
} from './state-machine';
import type { TimesheetEntriesTable } from './tables';
import { decideTracker, type ActiveTracker } from './tracker-rule';
import { weekdayOf } from '@platform/shared/values';

type Db = Kysely<Database>;
type EntryRow = Selectable<TimesheetEntriesTable>;

/** The device a request comes from: its token, type and model. */
export interface RequestDevice {
  token: string;
  type: string | null;
  model: string | null;
}

/** Hub event sent to the user's other tabs and devices after a clock change. */
export const CLOCK_HUB_EVENT = 'timesheet.clock';

/** The user's open clock row (the clock runs at most once per user). */
export function openClockRow(db: Db, userId: number): Promise<EntryRow | undefined> {
  return db
    .selectFrom('timesheet_entries')
    .selectAll()
    .where('user_id', '=', userId)
    .where('source', '=', 'clock')
    .where('end_at', 'is', null)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

async function activeTracker(db: Db, userId: number): Promise<ActiveTracker | null> {
  const row = await db
    .selectFrom('tracking_devices')
    .select(['device_token', 'device_model', 'tracking_enabled'])
    .where('user_id', '=', userId)
    .where('is_active_tracker', '=', true)
    .executeTakeFirst();
  return row
    ? {
        deviceToken: row.device_token,
        deviceModel: row.device_model,
        trackingEnabled: row.tracking_enabled,
      }
    : null;
}

async function shiftSeconds(db: Db, open: EntryRow | undefined, now: Date): Promise<number> {
  if (!open?.shift_start) return 0;
  const rows = await db
    .selectFrom('timesheet_entries')
    .select(['type', 'start_at', 'end_at'])
    .where('user_id', '=', open.user_id)
    .where('source', '=', 'clock')
    .where('shift_start', '=', open.shift_start)
    .where('deleted_at', 'is', null)
    .execute();
  return workedSeconds(
    rows.filter((row): row is typeof row & { start_at: Date } => row.start_at !== null),
    now,
  );
}

/** What the tracking-device check answers for a device, given the active tracker. */
export function trackingCheck(
  active: ActiveTracker | null,
  deviceToken: string,
): TrackingDeviceCheck {
  const elsewhere = active !== null && active.deviceToken !== deviceToken;
  return {
    is_active_tracker: !elsewhere,
    tracking_enabled: active?.trackingEnabled ?? false,
    device_model: elsewhere ? active.deviceModel : null,
    active_tracking_device_token: active?.deviceToken ?? null,
  };
}

/** The time clock: state, changes and the tracking-device check, on stored UTC timestamps. */
export class ClockService {
  constructor(private readonly ctx: AppContext) {}

  async state(user: AuthUser, deviceToken: string | null): Promise<TimelogState> {
    const { db, clock } = this.ctx;
    const profile = await timesheetProfile(db, user);
    const now = clock.now();
    const open = await openClockRow(db, user.id);
    const active = await activeTracker(db, user.id);
    const hours = await this.expectedHoursToday(user.id, profile.zone, now);
    return {
      total_working_hours: hours,
      duration: Math.round(hours * 3600),
      enabled: profile.enabled,
      timer: {
        type: (open?.type as TimerType | undefined) ?? 'stop',
        timer_at: await shiftSeconds(db, open, now),
      },
      tracking_enabled: active?.trackingEnabled ?? false,
      is_active_tracker:
        active !== null && deviceToken !== null && active.deviceToken === deviceToken,
    };
  }

  async check(user: AuthUser, deviceToken: string): Promise<TrackingDeviceCheck> {
    return trackingCheck(await activeTracker(this.ctx.db, user.id), deviceToken);
  }

  async registerDevice(
    user: AuthUser,
    device: RequestDevice & { name?: string | null },
  ): Promise<void> {
    await this.upsertDevice(this.ctx.db, user, device, device.name ?? null);
  }

  /** Applies a clock change in one transaction and tells the user's other sessions. */
  async change(
    user: AuthUser,
    request: TimelogStateRequest,
    device: RequestDevice,
  ): Promise<TimelogStateResult> {
    const { db, clock, hub } = this.ctx;
    const profile = await timesheetProfile(db, user);
    if (!profile.enabled) throw new HttpError(403, 'Timesheets are not enabled for you.');
    const reason = this.breakReason(request);
    const result = await db.transaction().execute(async (trx) => {
      const now = clock.now();
      const open = await openClockRow(trx, user.id);
      const current = (open?.type as TimerType | undefined) ?? 'stop';
      const transition = clockTransition(current, request.type);
      if (!transition.ok)
        throw new HttpError(409, transition.message, { code: 'invalid-transition' });
      const active = await activeTracker(trx, user.id);
      const decision = decideTracker({
        requested: request.type,
        deviceToken: device.token,
        trackingEnabled: request.tracking_enabled ?? false,
        active,
        replace: request.replace === true,
        trackOnAnotherDevice: request.track_on_another_device === true,
      });
      if (decision.kind === 'conflict') {
        throw new HttpError(409, conflictMessage(decision.active), {
          code: 'tracking-conflict',
          caption: 'This will disable location tracking, are you sure?',
          data: trackingCheck(decision.active, device.token),
        });
      }
      const { step } = transition;
      if (step.close && open) await this.closeRow(trx, open, now);
      let opened: EntryRow | undefined;
      if (step.open) {
        opened = await trx
          .insertInto('timesheet_entries')
          .values({
            organisation_id: user.organisation_id,
            user_id: user.id,
            type: step.open,
            title: activityLabel(step.open, step.open === 'working' ? null : reason),
            reason: step.open === 'working' ? null : reason,
            source: 'clock',
            start_at: now,
            timezone: profile.zone,
            shift_start: step.newShift || !open?.shift_start ? now : open.shift_start,
            device_token: device.token,
            created_by: user.id,
            created_at: now,
            updated_at: now,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
      }
      await this.upsertDevice(trx, user, device, null);
      if (decision.kind === 'activate') {
        await trx
          .updateTable('tracking_devices')
          .set({ is_active_tracker: false, updated_at: now })
          .where('user_id', '=', user.id)
          .where('is_active_tracker', '=', true)
          .execute();
        await trx
          .updateTable('tracking_devices')
          .set({
            is_active_tracker: true,
            tracking_enabled: decision.trackingEnabled,
            updated_at: now,
          })
          .where('user_id', '=', user.id)
          .where('device_token', '=', decision.deviceToken)
          .execute();
      } else if (decision.kind === 'clear') {
        await trx
          .updateTable('tracking_devices')
          .set({ is_active_tracker: false, tracking_enabled: false, updated_at: now })
          .where('user_id', '=', user.id)
          .execute();
      }
      const after = await activeTracker(trx, user.id);
      const timerAt = opened ? await shiftSeconds(trx, opened, now) : 0;
      return {
        timer: { type: opened ? (opened.type as TimerType) : 'stop', timer_at: timerAt },
        tracking_enabled: after?.trackingEnabled ?? false,
        is_active_tracker: after?.deviceToken === device.token,
      } satisfies TimelogStateResult;
    });
    hub.publishToUser(user.id, CLOCK_HUB_EVENT, { type: result.timer.type });
    return result;
  }

  /** A break needs a reason, and lunch (only lunch) is the unpaid break. */
  private breakReason(request: TimelogStateRequest): string | null {
    if (request.type !== 'break' && request.type !== 'break-unpaid') return null;
    if (!validBreakReason(request.reason)) {
      throw new HttpError(422, 'Please give a reason for the break.', {
        errors: { reason: ['The reason must be longer than 1 character.'] },
      });
    }
    const reason = (request.reason as string).trim();
    if (breakTypeOf(reason) !== request.type) {
      throw new HttpError(422, 'Lunch is the unpaid break; other breaks are paid.', {
        errors: { type: [`A ${reason} break is of type ${breakTypeOf(reason)}.`] },
      });
    }
    return reason;
  }

  /** Closes a row; one that closes in the instant it opened never happened and is dropped. */
  private async closeRow(db: Db, row: EntryRow, now: Date): Promise<void> {
    const started = row.start_at as Date;
    const change =
      now.getTime() > started.getTime()
        ? { end_at: now, updated_at: now }
        : { deleted_at: now, updated_at: now };
    await db.updateTable('timesheet_entries').set(change).where('id', '=', row.id).execute();
  }

  private async upsertDevice(
    db: Db,
    user: AuthUser,
    device: RequestDevice,
    name: string | null,
  ): Promise<void> {
    const now = this.ctx.clock.now();
    await db
      .insertInto('tracking_devices')
      .values({
        organisation_id: user.organisation_id,
        user_id: user.id,
        device_token: device.token,
        device_model: device.model,
        device_type: device.type,
        device_name: name,
        created_at: now,
        updated_at: now,
      })
      .onConflict((conflict) =>
        conflict.columns(['user_id', 'device_token']).doUpdateSet((eb) => ({
          device_model: eb.fn.coalesce(eb.val(device.model), 'tracking_devices.device_model'),
          device_type: eb.fn.coalesce(eb.val(device.type), 'tracking_devices.device_type'),
          device_name: eb.fn.coalesce(eb.val(name), 'tracking_devices.device_name'),
          updated_at: now,
        })),
      )
      .execute();
  }

  private async expectedHoursToday(userId: number, zone: string, now: Date): Promise<number> {
    const day = weekdayOf(today(now, zone));
    const rows = await this.ctx.db
      .selectFrom('timesheet_entries')
      .select(['type', 'start_time', 'end_time'])
      .where('user_id', '=', userId)
      .where('source', '=', 'schedule')
      .where('day', '=', day)
      .where('deleted_at', 'is', null)
      .execute();
    return expectedHours(
      rows.filter((row): row is { type: string; start_time: string; end_time: string } =>
        Boolean(row.start_time && row.end_time),
      ),
    );
  }
}

export function conflictMessage(active: ActiveTracker): string {
  return active.deviceModel
    ? `Location already enabled on ${active.deviceModel} device`
    : 'Location already enabled on another device';
}
