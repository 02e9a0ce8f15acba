/**
 * Fixes "now" for every test of the file at an instant written in the test, so what a component
 * calls today is the same on any day, hour and time zone the suite runs in. Timers still run
 * (they advance with real time), so Testing Library's waits and antd's animations work as usual.
 */
export function fixClockForEachTest(iso: string): Date {
  const now = new Date(iso);
  beforeEach(() => {
    jest.useFakeTimers({ now, advanceTimers: true });
  });
  afterEach(() => {
    jest.useRealTimers();
  });
  return now;
}
