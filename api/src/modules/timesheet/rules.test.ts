import {
  distanceMetres,
  eventPermissions,
  expectedHours,
  isManager,
  scheduleCompetes,
  scheduleDayAllows,
} from './rules';

const staff = { id: 4, staff_role_id: 5, user_role_ids: '5', is_super_admin: false };
const manager = { id: 1, staff_role_id: 1, user_role_ids: '1', is_super_admin: false };
const EVERYTHING = { can_view: true, can_edit: true, can_delete: true };
const VIEW_ONLY = { can_view: true, can_edit: false, can_delete: false };
const NOTHING = { can_view: false, can_edit: false, can_delete: false };

describe('timesheet permissions', () => {
  it('lets managers view, edit and delete every event', () => {
    expect(isManager(manager)).toBe(true);
    expect(eventPermissions(manager, { user_id: 4, source: 'clock' })).toEqual(EVERYTHING);
  });

  it('lets staff change only the events they entered themselves', () => {
    expect(isManager(staff)).toBe(false);
    expect(eventPermissions(staff, { user_id: 4, source: 'manual' })).toEqual(EVERYTHING);
    expect(eventPermissions(staff, { user_id: 4, source: 'clock' })).toEqual(VIEW_ONLY);
    expect(eventPermissions(staff, { user_id: 4, source: 'schedule' }).can_edit).toBe(false);
    expect(eventPermissions(staff, { user_id: 2, source: 'manual' })).toEqual(NOTHING);
  });

  it('counts a manager role in user_role_ids and super-admins', () => {
    expect(isManager({ ...staff, user_role_ids: '5,2' })).toBe(true);
    expect(isManager({ ...staff, is_super_admin: true })).toBe(true);
  });
});

describe('schedule allowance', () => {
  const none = { working: 0, break: 0, 'break-unpaid': 0 };

  it('holds one working entry a day', () => {
    expect(scheduleDayAllows('working', none)).toBe(true);
    expect(scheduleDayAllows('working', { ...none, working: 1 })).toBe(false);
  });

  it('allows two paid breaks and one unpaid break a day', () => {
    expect(scheduleDayAllows('break', { ...none, break: 1 })).toBe(true);
    expect(scheduleDayAllows('break', { ...none, break: 2 })).toBe(false);
    expect(scheduleDayAllows('break-unpaid', { ...none, 'break-unpaid': 1 })).toBe(false);
  });

  it('lets breaks sit inside the working entry', () => {
    expect(scheduleCompetes('working', 'break')).toBe(false);
    expect(scheduleCompetes('break', 'break-unpaid')).toBe(true);
    expect(scheduleCompetes('working', 'working')).toBe(true);
  });
});

describe('expected working hours', () => {
  it('takes the working entry less its unpaid break', () => {
    expect(
      expectedHours([
        { type: 'working', start_time: '08:00', end_time: '16:30' },
        { type: 'break-unpaid', start_time: '12:00', end_time: '12:30' },
        { type: 'break', start_time: '10:00', end_time: '10:10' },
      ]),
    ).toBe(8);
  });

  it('defaults to 8 hours without a schedule', () => {
    expect(expectedHours([])).toBe(8);
  });
});

describe('geofence distance', () => {
  it('measures metres between points', () => {
    const sydneyOpera = { latitude: -33.8568, longitude: 151.2153 };
    const harbourBridge = { latitude: -33.8523, longitude: 151.2108 };
    expect(Math.round(distanceMetres(sydneyOpera, harbourBridge))).toBeGreaterThan(600);
    expect(Math.round(distanceMetres(sydneyOpera, harbourBridge))).toBeLessThan(700);
    expect(distanceMetres(sydneyOpera, sydneyOpera)).toBe(0);
  });
});
