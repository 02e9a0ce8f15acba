import { Debouncer } from './debounce';
import {
  DROPDOWN_FILTER_DEBOUNCE_MS,
  FORM_CHANGE_DEBOUNCE_MS,
  LIST_SEARCH_DEBOUNCE_MS,
  OBJECT_DATA_DEBOUNCE_MS,
  SELECT_INPUT_DEBOUNCE_MS,
  SWITCH_CHANGE_DEBOUNCE_MS,
  TEXT_FILTER_DEBOUNCE_MS,
} from './timings';

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

describe('debounces of spec §9', () => {
  it('has the spec values', () => {
    expect(FORM_CHANGE_DEBOUNCE_MS).toBe(500);
    expect(SWITCH_CHANGE_DEBOUNCE_MS).toBe(0);
    expect(OBJECT_DATA_DEBOUNCE_MS).toBe(200);
    expect(LIST_SEARCH_DEBOUNCE_MS).toBe(500);
    expect(TEXT_FILTER_DEBOUNCE_MS).toBe(500);
    expect(DROPDOWN_FILTER_DEBOUNCE_MS).toBe(1000);
    expect(SELECT_INPUT_DEBOUNCE_MS).toBe(300);
  });
});
