import { bearer, body, describeEachDatabase, login } from '../../testing/create-test-app';
import { MEASUREMENT_MAX_CHARS, MEASUREMENT_MESSAGE } from './measurement-value';

type Row = Record<string, unknown> & { id: number };

const DATA = { height: 2100, width: 1800, element_count: 2, element_split_vertical: true };
const MEASURED = {
  items: {
    '-1_1': [{ type_id: 1, name: 'Width', value: 1800, adjustment_id: null }],
    '0_-2': [{ type_id: -2, name: 'Lock top', value: 1010.5, adjustment_id: 3 }],
  },
  data: { ...DATA, center_of_tongue: false, lock: { panel_id: 0, lock_on_right: true } },
  config: { hide_if_zero: true },
};

describeEachDatabase('measurement fields of records', (get) => {
  const token = () => login(get().app, 'admin@demo.test');
  const save = async (id: number | 'new', data: Record<string, unknown>) =>
    get().app.inject({
      method: 'POST',
      url: `/records/jobs/${id}`,
      headers: bearer(await token()),
      payload: { object_data: JSON.stringify(data) },
    });
  const read = async (id: number) =>
    body<Row>(
      await get().app.inject({
        method: 'GET',
        url: `/records/jobs/${id}`,
        headers: bearer(await token()),
      }),
    ).data;

  it('stores the measurement tool value with the record and reads it back', async () => {
    const created = await save('new', { title: 'Measured door', measurements: MEASURED });
    expect(created.statusCode).toBe(200);
    const job = body<Row>(created).data;
    expect((await read(job.id)).measurements).toEqual(MEASURED);
  });

  it.each([
    ['text', 'width 1800', MEASUREMENT_MESSAGE],
    ['a list', [MEASURED], MEASUREMENT_MESSAGE],
    ['no data', { items: {}, config: {} }, MEASUREMENT_MESSAGE],
    [
      'no element_split_vertical',
      { items: {}, data: { ...DATA, element_split_vertical: 'yes' } },
      MEASUREMENT_MESSAGE,
    ],
    ['a height that is text', { data: { ...DATA, height: '2100' } }, MEASUREMENT_MESSAGE],
    [
      'items that are not lists',
      { items: { '-1_1': { value: 3 } }, data: DATA },
      MEASUREMENT_MESSAGE,
    ],
    [
      'an item key that is not panel_line',
      { items: { width: [] }, data: DATA },
      MEASUREMENT_MESSAGE,
    ],
    [
      'a value that is text',
      { items: { '-1_1': [{ type_id: 1, value: '<b>' }] }, data: DATA },
      MEASUREMENT_MESSAGE,
    ],
    [
      'a value too large',
      { items: {}, data: DATA, config: { note: 'x'.repeat(MEASUREMENT_MAX_CHARS) } },
      'This measurement is too large.',
    ],
  ])('refuses %s with a clear 400 and stores nothing', async (_name, value, message) => {
    const job = body<Row>(await save('new', { title: 'Unmeasured door' })).data;
    const refused = await save(job.id, { title: 'Changed', measurements: value });
    expect(refused.statusCode).toBe(400);
    expect(body(refused).info.message).toBe(`measurements: ${message}`);
    const stored = await read(job.id);
    expect(stored.title).toBe('Unmeasured door');
    expect(stored.measurements ?? null).toBeNull();
  });
});
