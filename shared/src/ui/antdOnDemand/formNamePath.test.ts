import { toNamePathStr as antds } from 'antd/es/form/hooks/useForm';
import { toNamePathStr } from './formNamePath';

describe("Radio.Group's form name helper (ADR 251)", () => {
  it('names a radio group as antd’s own helper does', () => {
    const names: unknown[] = ['status', ['address', 'state'], ['lines', 0, 'kind'], 0, undefined];
    for (const name of names) expect(toNamePathStr(name)).toBe(antds(name as never));
    expect(toNamePathStr(['lines', 0, 'kind'])).toBe('lines_0_kind');
    expect(toNamePathStr(undefined)).toBe('');
  });
});
