import {
  activityLabel,
  breakTypeOf,
  clockTransition,
  hoursBetween,
  validBreakReason,
  workedSeconds,
} from './state-machine';

describe('time clock state machine', () => {
  it('starts working from stopped, opening a new shift', () => {
    expect(clockTransition('stop', 'working')).toEqual({
      ok: true,
      step: { close: false, open: 'working', newShift: true },
    });
  });

  it('takes a paid or unpaid break while working', () => {
    expect(clockTransition('working', 'break')).toEqual({
      ok: true,
      step: { close: true, open: 'break', newShift: false },
    });
    expect(clockTransition('working', 'break-unpaid')).toEqual({
      ok: true,
      step: { close: true, open: 'break-unpaid', newShift: false },
    });
  });

  it('resumes work from either break within the same shift', () => {
    for (const current of ['break', 'break-unpaid'] as const) {
      expect(clockTransition(current, 'working')).toEqual({
        ok: true,
        step: { close: true, open: 'working', newShift: false },
      });
    }
  });

  it('stops from any running state', () => {
    for (const current of ['working', 'break', 'break-unpaid'] as const) {
      expect(clockTransition(current, 'stop')).toEqual({
        ok: true,
        step: { close: true, open: null, newShift: false },
      });
    }
  });

  it('refuses the changes the clock does not offer', () => {
    expect(clockTransition('stop', 'stop').ok).toBe(false);
    expect(clockTransition('working', 'working').ok).toBe(false);
    expect(clockTransition('stop', 'break').ok).toBe(false);
    expect(clockTransition('break', 'break-unpaid').ok).toBe(false);
    expect(clockTransition('break-unpaid', 'break-unpaid').ok).toBe(false);
  });
});

describe('break reasons', () => {
  it('makes lunch the unpaid break and the others paid', () => {
    expect(breakTypeOf('lunch')).toBe('break-unpaid');
    expect(breakTypeOf('smoko')).toBe('break');
    expect(breakTypeOf('doctor')).toBe('break');
  });

  it('needs a reason longer than 1 character', () => {
    expect(validBreakReason('x')).toBe(false);
    expect(validBreakReason('  ')).toBe(false);
    expect(validBreakReason(undefined)).toBe(false);
    expect(validBreakReason('ok')).toBe(true);
  });
});

describe('durations from stored UTC timestamps', () => {
  const at = (time: string) => new Date(`2024-05-07T${time}:00Z`);

  it('counts only working rows, an open one up to now', () => {
    const rows = [
      { type: 'working', start_at: at('00:00'), end_at: at('03:00') },
      { type: 'break-unpaid', start_at: at('03:00'), end_at: at('03:30') },
      { type: 'working', start_at: at('03:30'), end_at: null },
    ];
    expect(workedSeconds(rows, at('04:00'))).toBe(3.5 * 3600);
  });

  it('gives hours with two decimals and names the activity', () => {
    expect(hoursBetween(at('00:00'), at('00:20'))).toBe(0.33);
    expect(activityLabel('working', null)).toBe('Working');
    expect(activityLabel('break-unpaid', 'lunch')).toBe('Unpaid break (lunch)');
    expect(activityLabel('break', 'smoko')).toBe('Break (smoko)');
  });
});
