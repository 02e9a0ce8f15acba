import type { TimesheetEvent, TimesheetResponse } from '@platform/shared/contracts';
import { bearer, body, describeEachDatabase, login } from '../../testing/create-test-app';
import { addDays, dateInZone, wallToUtc } from '@platform/shared/values';

const ZONE = 'Australia/Sydney';
const FITTER = 4;
const MEASURER = 3;

describeEachDatabase('timesheet: events, schedule and permissions', (get) => {
  let admin: string;
  let fitter: string;
  let measurer: string;
  let today: string;
  /** A weekday long enough ago to hold no seeded times. */
  let quiet: string;

  beforeAll(async () => {
    const { app, clock } = get();
    [admin, fitter, measurer] = await Promise.all([
      login(app, 'admin@demo.test'),
      login(app, 'fitter@demo.test'),
      login(app, 'measurer@demo.test'),
    ]);
    today = dateInZone(clock.now(), ZONE);
    quiet = addDays(today, -20);
  });

  const list = async (token: string, query: string) => {
    const response = await get().app.inject({
      method: 'GET',
      url: `/timesheet?${query}`,
      headers: bearer(token),
    });
    return { status: response.statusCode, data: body<TimesheetResponse>(response).data };
  };

  const save = (token: string, payload: Record<string, unknown>) =>
    get().app.inject({
      method: 'POST',
      url: '/timesheet',
      headers: bearer(token),
      payload: { timezone: ZONE, date: quiet, to_date: quiet, ...payload },
    });

  const remove = (token: string, id: number) =>
    get().app.inject({
      method: 'DELETE',
      url: `/timesheet?item_id=${id}&date=${quiet}&to_date=${quiet}`,
      headers: bearer(token),
    });

  const at = (time: string, date = quiet) => wallToUtc(date, time, ZONE).toISOString();

  it('shows a manager everyone, with timezones and can_create', async () => {
    const { status, data } = await list(admin, `date=${today}&to_date=${today}`);
    expect(status).toBe(200);
    expect(data.users.map((user) => user.name)).toContain('Fiona Fitter');
    expect(data.users.map((user) => user.name)).not.toContain('Workshop Display');
    expect(data.timezones).toEqual([ZONE]);
    expect(data.can_create).toBe(true);
    expect(data.can_manage_schedule).toBe(true);
  });

  it('shows staff their own timesheet only, the schedule read-only', async () => {
    const { data } = await list(
      fitter,
      `date=${today}&to_date=${addDays(today, 6)}&showEvents=true`,
    );
    expect(data.users.map((user) => user.id)).toEqual([FITTER]);
    expect(data.can_manage_schedule).toBe(false);
    const schedule = data.events.filter((event) => event.schedule);
    expect(schedule.length).toBe(15);
    expect(
      schedule.every((event) => event.user_id === FITTER && !event.can_edit && !event.can_delete),
    ).toBe(true);
    const monday = schedule.find(
      (event) => event.day === 1 && event.type === 'working',
    ) as TimesheetEvent;
    expect(monday).toMatchObject({
      start_time: '08:00',
      end_time: '16:30',
      working: 1,
      paidbreaks: 1,
      unpaidbreaks: 1,
    });
    expect((await list(fitter, `date=${today}&user_id=${MEASURER}`)).status).toBe(403);
    expect((await list(fitter, `date=${today}`)).data.events.some((event) => event.schedule)).toBe(
      false,
    );
  });

  it('keeps what the clock recorded read-only for staff and open to managers', async () => {
    const lastWeek = addDays(today, -7);
    const { data } = await list(measurer, `date=${lastWeek}&to_date=${addDays(today, -1)}`);
    const recorded = data.events.filter((event) => !event.schedule);
    expect(recorded.length).toBeGreaterThan(0);
    expect(recorded.every((event) => !event.can_edit && !event.can_delete && event.can_view)).toBe(
      true,
    );
    const first = recorded[0];
    expect(first.date).toBe(dateInZone(new Date(first.start_time), ZONE));
    expect(
      (await save(measurer, { item_id: first.id, type: first.type, start_time: first.start_time }))
        .statusCode,
    ).toBe(403);
    const managed = await list(
      admin,
      `date=${lastWeek}&to_date=${addDays(today, -1)}&user_id=${MEASURER}`,
    );
    expect(managed.data.events.find((event) => event.id === first.id)).toMatchObject({
      can_edit: true,
      can_delete: true,
    });
  });

  it('lets staff create, edit and delete their own events, sending UTC times', async () => {
    // As the calendar sends it: a dated event has day null (which must not read as Sunday).
    const created = await save(fitter, {
      type: 'working',
      day: null,
      start_time: at('09:00'),
      end_time: at('12:00'),
      currently_working: false,
    });
    expect(created.statusCode).toBe(200);
    expect(body(created).info.message).toBe('Event saved');
    const [id] = body<{ ids: number[] }>(created).data.ids;

    const { data } = await list(fitter, `date=${quiet}&to_date=${quiet}`);
    const event = data.events.find((candidate) => candidate.id === id) as TimesheetEvent;
    expect(event).toMatchObject({
      title: 'Working',
      type: 'working',
      start_time: at('09:00'),
      end_time: at('12:00'),
      date: quiet,
      currently_working: false,
      can_edit: true,
      can_delete: true,
    });

    const clash = await save(fitter, {
      type: 'break',
      start_time: at('11:30'),
      end_time: at('12:30'),
    });
    expect(clash.statusCode).toBe(422);
    expect(body(clash).info.message).toBe('That time is already used.');
    const after = await save(fitter, {
      type: 'break-unpaid',
      start_time: at('12:00'),
      end_time: at('12:30'),
    });
    expect(after.statusCode).toBe(200);

    const edited = await save(fitter, {
      item_id: id,
      type: 'working',
      start_time: at('08:30'),
      end_time: at('12:00'),
    });
    expect(edited.statusCode).toBe(200);
    const reread = await list(fitter, `date=${quiet}&to_date=${quiet}`);
    expect(reread.data.events.find((candidate) => candidate.id === id)?.start_time).toBe(
      at('08:30'),
    );

    const backwards = await save(fitter, {
      type: 'working',
      start_time: at('15:00'),
      end_time: at('14:00'),
    });
    expect(backwards.statusCode).toBe(422);
    expect(
      (
        await save(fitter, {
          type: 'working',
          start_time: at('15:00'),
          end_time: at('16:00'),
          timezone: 'Mars/Base',
        })
      ).statusCode,
    ).toBe(422);

    const deleted = await remove(fitter, id);
    expect(deleted.statusCode).toBe(200);
    expect(body(deleted).info.message).toBe('Event deleted');
    const gone = await list(fitter, `date=${quiet}&to_date=${quiet}`);
    expect(gone.data.events.some((candidate) => candidate.id === id)).toBe(false);
    expect((await remove(fitter, id)).statusCode).toBe(404);
  });

  it('lets staff enter only their own times', async () => {
    const response = await save(fitter, {
      user_id: MEASURER,
      type: 'working',
      start_time: at('09:00', addDays(quiet, -1)),
      end_time: at('10:00', addDays(quiet, -1)),
    });
    expect(response.statusCode).toBe(403);
  });

  it('keeps the schedule to managers, one working entry a day and breaks by allowance', async () => {
    /** Saves a schedule entry of the fitter's on the weekdays `day`. */
    const schedule = (
      token: string,
      type: string,
      day: number[],
      start_time: string,
      end_time: string,
    ) => save(token, { user_id: FITTER, type, day, start_time, end_time });
    expect((await schedule(fitter, 'working', [6], '09:00', '13:00')).statusCode).toBe(403);
    const saturday = await schedule(admin, 'working', [6, 0], '09:00', '13:00');
    expect(saturday.statusCode).toBe(200);
    expect(body<{ ids: number[] }>(saturday).data.ids).toHaveLength(2);

    const second = await schedule(admin, 'working', [6], '14:00', '15:00');
    expect(second.statusCode).toBe(422);
    expect(body(second).info.message).toBe('Saturday already has a working entry.');

    const lunch = await schedule(admin, 'break-unpaid', [1], '13:00', '13:30');
    expect(lunch.statusCode).toBe(422);
    expect(body(lunch).info.message).toBe('Monday already has its allowed breaks of that type.');

    const afternoon = await schedule(admin, 'break', [1], '15:00', '15:10');
    expect(afternoon.statusCode).toBe(200);
    const third = await schedule(admin, 'break', [1], '15:30', '15:40');
    expect(third.statusCode).toBe(422);

    const overlapping = await schedule(admin, 'break', [6], '10:00', '10:10');
    expect(overlapping.statusCode).toBe(200);
    const onTop = await schedule(admin, 'break-unpaid', [6], '10:05', '10:30');
    expect(onTop.statusCode).toBe(422);
    expect(body(onTop).info.message).toBe('That time is already used on Saturday.');
  });

  it('works out the expected hours of a scheduled day from the saved schedule', async () => {
    const { app, ctx, clock } = get();
    // The seeded Monday (08:00–16:30 less a 30-minute unpaid lunch) is 8 h, the same as the
    // default day; shorten it to 08:00–16:00 so only the saved schedule can give 7.5 h.
    const mondayWork = await ctx.db
      .selectFrom('timesheet_entries')
      .select('id')
      .where('user_id', '=', FITTER)
      .where('source', '=', 'schedule')
      .where('type', '=', 'working')
      .where('day', '=', 1)
      .where('deleted_at', 'is', null)
      .executeTakeFirstOrThrow();
    const shortened = await save(admin, {
      item_id: mondayWork.id,
      user_id: FITTER,
      type: 'working',
      day: [1],
      start_time: '08:00',
      end_time: '16:00',
    });
    expect(shortened.statusCode).toBe(200);

    // A Monday written here, not the next one from today: the suite passes on any day.
    const before = clock.now();
    clock.set(wallToUtc('2026-03-16', '07:00', ZONE));
    // The jump is longer than the session idle limit, so the fitter signs in again on purpose.
    const fitterOnMonday = await login(app, 'fitter@demo.test');
    const response = await app.inject({
      method: 'GET',
      url: '/timelog/state',
      headers: bearer(fitterOnMonday),
    });
    clock.set(before);
    expect(body<{ total_working_hours: number }>(response).data.total_working_hours).toBe(7.5);
  });

  it("hides another organisation's events", async () => {
    const created = await save(fitter, {
      type: 'working',
      start_time: at('17:00'),
      end_time: at('18:00'),
    });
    const [id] = body<{ ids: number[] }>(created).data.ids;
    const acme = await login(get().app, 'admin@acme.test');
    expect((await remove(acme, id)).statusCode).toBe(404);
    const { data } = await list(acme, `date=${quiet}&to_date=${quiet}`);
    expect(data.events.some((event) => event.id === id)).toBe(false);
  });

  it('refuses ranges that are too long or backwards', async () => {
    expect((await list(admin, `date=${today}&to_date=${addDays(today, 90)}`)).status).toBe(422);
    expect((await list(admin, `date=${today}&to_date=${addDays(today, -1)}`)).status).toBe(422);
    expect((await list(admin, 'date=2024-02-31')).status).toBe(422);
  });
});
