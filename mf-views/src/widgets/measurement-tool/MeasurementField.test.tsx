import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { notificationStore, type MultiViewItem } from '@platform/shared';
import { envelope, installFakeApi, resetSession, signInForTest } from '@platform/shared/testing';
import { renderForm } from '../../testing/form';
import { oneFieldForm } from '../../testing/items';

const STORED = {
  items: { '-1_1': [{ type_id: 1, name: 'Width', value: 1800, adjustment_id: 9 }] },
  data: { height: 2100, width: 1800, element_count: 1, element_split_vertical: false },
  config: { hide_if_zero: true },
};

/** The opening's measuring lines: a width across and a height down the middle. */
const LINE_OPTIONS = [
  { id: 1, name: 'Width', is_horizontal: true, position_pct: 50, sort: 0 },
  { id: 2, name: 'Height', is_horizontal: false, position_pct: 50, sort: 1 },
];

const item: MultiViewItem = oneFieldForm('Check measure', {
  field: 'measurements',
  name: 'Opening',
  html_tag: 'measurement_tool',
  config: { line_options: LINE_OPTIONS },
});

beforeEach(() => {
  notificationStore.clear();
  resetSession();
  signInForTest();
});
afterEach(() => jest.useRealTimers());

describe('a measurement_tool form field', () => {
  it('shows the saved value and saves the edited JSON with the record', async () => {
    const fake = installFakeApi({
      'GET /records/jobs/4': {
        body: envelope({ id: 4, title: 'Front door', measurements: STORED }),
      },
      'POST /records/jobs/4': { body: envelope({ id: 4, title: 'Front door' }) },
    });
    renderForm(item, { id: '4' });
    const input = (await screen.findByRole('spinbutton')) as HTMLInputElement;
    expect(input.value).toBe('1800');
    jest.useFakeTimers();
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.getByRole('button', { name: 'Height', pressed: true })).toBeInTheDocument();
    fireEvent.change(input, { target: { value: '2095' } });
    act(() => jest.advanceTimersByTime(400));
    jest.useRealTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fake.callsTo('POST /records/jobs/4')).toHaveLength(1));
    const sent = JSON.parse(
      String(
        (fake.callsTo('POST /records/jobs/4')[0].body as { object_data?: string }).object_data,
      ),
    );
    expect(sent.measurements).toEqual({
      items: {
        '-1_1': [{ type_id: 1, name: 'Width', value: 1800, adjustment_id: 9 }],
        '-1_2': [{ type_id: 2, name: 'Height', value: 2095, adjustment_id: null }],
      },
      data: { ...STORED.data, center_of_tongue: false, lock: null },
      config: expect.objectContaining({ hide_if_zero: true, force_polarity: false }),
    });
  });

  it('shows the load error for a record without the tool data', async () => {
    installFakeApi({ 'GET /records/jobs/4': { body: envelope({ id: 4, title: 'Front door' }) } });
    renderForm(item, { id: '4' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong loading measurement tool. Please contact admin if this continues.',
    );
  });
});
