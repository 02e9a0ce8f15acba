import { DEFAULT_REPORT_ROW_CAP, loadConfig } from './config';

describe('loadConfig: the report row cap', () => {
  it('is 10,000 rows unless REPORT_ROW_CAP says otherwise', () => {
    expect(DEFAULT_REPORT_ROW_CAP).toBe(10_000);
    expect(loadConfig({}).reportRowCap).toBe(10_000);
    expect(loadConfig({ REPORT_ROW_CAP: '' }).reportRowCap).toBe(10_000);
    expect(loadConfig({ REPORT_ROW_CAP: '25000' }).reportRowCap).toBe(25_000);
  });

  it.each(['0', '-5', '2.5', 'ten thousand', '1e999'])(
    'stops the start on REPORT_ROW_CAP=%s, saying what is wrong',
    (value) => {
      expect(() => loadConfig({ REPORT_ROW_CAP: value })).toThrow(
        `REPORT_ROW_CAP: "${value}" is not a whole number of at least 1`,
      );
    },
  );
});
