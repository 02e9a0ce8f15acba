import { Debouncer } from './debounce';
import { SWITCH_CHANGE_DEBOUNCE_MS } from './timings';

describe('Debouncer', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs only the last scheduled call, once the delay has passed', () => {
    const debouncer = new Debouncer();
    const calls: string[] = [];
    debouncer.schedule(() => calls.push('a'), 500);
    jest.advanceTimersByTime(499);
    debouncer.schedule(() => calls.push('b'), 500);
    jest.advanceTimersByTime(499);
    expect(calls).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(calls).toEqual(['b']);
  });

  it('runs at once with a delay of 0 (switch-type fields)', () => {
    const debouncer = new Debouncer();
    const run = jest.fn();
    debouncer.schedule(run, SWITCH_CHANGE_DEBOUNCE_MS);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('flushes the pending call now and cancels drop it', () => {
    const debouncer = new Debouncer();
    const run = jest.fn();
    debouncer.schedule(run, 500);
    debouncer.flush();
    expect(run).toHaveBeenCalledTimes(1);
    debouncer.schedule(run, 500);
    debouncer.cancel();
    jest.advanceTimersByTime(1000);
    expect(run).toHaveBeenCalledTimes(1);
  });
});

// The spec §9 delays are asserted where they act: FormStore.test (form change 500 ms, switch
// 0 ms, object data 200 ms), ListStore.test (search and text filter 500 ms), FilterBar.test
// (dropdown filter 1000 ms) and pagedOptions.test (select input 300 ms).
