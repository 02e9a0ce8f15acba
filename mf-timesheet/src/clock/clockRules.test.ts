import {
  CONFLICT_CAPTION,
  allowedActions,
  breakChoice,
  conflictTitle,
  formatElapsed,
  timerRings,
} from './clockRules';

describe('clock state machine (client side)', () => {
  it('starts from stopped or a break, breaks only while working, stops from any running state', () => {
    expect(allowedActions('stop')).toEqual({ start: true, break: false, stop: false });
    expect(allowedActions('working')).toEqual({ start: false, break: true, stop: true });
    expect(allowedActions('break')).toEqual({ start: true, break: false, stop: true });
    expect(allowedActions('break-unpaid')).toEqual({ start: true, break: false, stop: true });
  });
});

describe('break reasons', () => {
  it('makes lunch the unpaid break and smoko a paid break', () => {
    expect(breakChoice('lunch')).toEqual({ ok: true, type: 'break-unpaid', reason: 'lunch' });
    expect(breakChoice('smoko')).toEqual({ ok: true, type: 'break', reason: 'smoko' });
  });

  it("needs typed text longer than 1 character for 'other'", () => {
    expect(breakChoice('other', '').ok).toBe(false);
    expect(breakChoice('other', ' x ').ok).toBe(false);
    expect(breakChoice('other', 'ok')).toEqual({ ok: true, type: 'break', reason: 'ok' });
  });
});

describe('timer display', () => {
  it('formats seconds as HH:MM:SS', () => {
    expect(formatElapsed(0)).toBe('00:00:00');
    expect(formatElapsed(3 * 3600 + 25 * 60 + 7)).toBe('03:25:07');
  });

  it('fills the main ring up to the total and the extra ring beyond it', () => {
    expect(timerRings(1800, 3600)).toEqual({ percent: 50, extra: 0 });
    expect(timerRings(4500, 3600)).toEqual({ percent: 100, extra: 25 });
  });

  it('names the device that tracks in the conflict title', () => {
    expect(conflictTitle('Pixel 8')).toBe('Location already enabled on Pixel 8 device');
    expect(conflictTitle(null)).toBe('Location already enabled on another device');
    expect(CONFLICT_CAPTION).toBe('This will disable location tracking, are you sure?');
  });
});
