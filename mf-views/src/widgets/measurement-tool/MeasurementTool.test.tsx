import { act, fireEvent, screen } from '@testing-library/react';
import type { MultiViewItem } from '@platform/shared';
import { ViewScope } from '../../multiview/ViewScope';
import { renderView } from '../../testing/render';
import { LAZY_WIDGETS } from '../table';
import MeasurementTool, { TEXTS } from './MeasurementTool';
import MeasurementToolWidget from './MeasurementToolWidget';
import { readLineOptions, type MeasurementValue } from './measurementValue';
import { viewItem } from '../../testing/items';

const LINES = readLineOptions([
  { id: 1, name: 'Width', is_horizontal: true, position_pct: 50, sort: 1 },
  { id: 2, name: 'Height', is_horizontal: false, position_pct: 50, sort: 0 },
  {
    id: 3,
    name: 'Element width',
    is_horizontal: true,
    position_pct: 20,
    sort: 2,
    per_element_if: 'verticalSplit',
  },
]);

const DATA = { height: 2100, width: 1800, element_count: 2, element_split_vertical: true };
const VALUE = { items: {}, data: DATA, config: {} };

const LOAD_FAILED =
  'Something went wrong loading measurement tool. Please contact admin if this continues.';

function show(value: unknown = VALUE, onChange = jest.fn<void, [MeasurementValue]>()) {
  const view = renderView(
    <MeasurementTool label="Door" lines={LINES} value={value} onChange={onChange} />,
  );
  return { onChange, view };
}

const input = () => screen.getByRole('spinbutton') as HTMLInputElement;
const selectedName = () =>
  screen.getAllByRole('button', { pressed: true }).map((line) => line.getAttribute('aria-label'));
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const type = (text: string) => fireEvent.change(input(), { target: { value: text } });
const enter = (shiftKey = false) => fireEvent.keyDown(input(), { key: 'Enter', shiftKey });

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('MeasurementTool', () => {
  it('draws one line per place in spec order and starts on the first', () => {
    show();
    const lines = screen
      .getAllByRole('button', { pressed: false })
      .concat(screen.getAllByRole('button', { pressed: true }));
    expect(lines.map((line) => line.getAttribute('aria-label')).sort()).toEqual(
      ['Height', 'Width', 'Element width', 'Element width'].sort(),
    );
    expect(selectedName()).toEqual(['Height']);
    expect(screen.getByText('(1 / 4)')).toBeInTheDocument();
  });

  it('selecting a line selects it and focuses the number input', () => {
    show();
    click('Width');
    expect(selectedName()).toEqual(['Width']);
    expect(input()).toHaveFocus();
    expect(screen.getByText('(2 / 4)')).toBeInTheDocument();
  });

  it('a line chosen from the keyboard is selected the same way', () => {
    show();
    fireEvent.keyDown(screen.getByRole('button', { name: 'Width' }), { key: 'Enter' });
    expect(selectedName()).toEqual(['Width']);
    expect(input()).toHaveFocus();
  });

  it('Previous and Next move through the places and wrap around', () => {
    show();
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByText('(4 / 4)')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('(1 / 4)')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(selectedName()).toEqual(['Width']);
    expect(input()).toHaveFocus();
  });

  it('emits the value 400 ms after the last edit, once', () => {
    const { onChange } = show();
    type('12');
    act(() => jest.advanceTimersByTime(300));
    type('1205');
    act(() => jest.advanceTimersByTime(399));
    expect(onChange).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange.mock.calls[0][0].items).toEqual({
      '-1_2': [{ type_id: 2, name: 'Height', value: 1205, adjustment_id: null }],
    });
    expect(onChange.mock.calls[0][0].data).toMatchObject(DATA);
  });

  it('Enter goes to the next unmeasured place, skipping measured ones; Shift+Enter goes back', () => {
    show({
      ...VALUE,
      items: { '-1_1': [{ type_id: 1, name: 'Width', value: 1800, adjustment_id: null }] },
    });
    type('2100');
    enter();
    // Width (2nd) is measured, so Enter lands on the first element's width.
    expect(screen.getByText('(3 / 4)')).toBeInTheDocument();
    expect(input().value).toBe('');
    enter(true);
    expect(selectedName()).toEqual(['Width']);
    expect(input().value).toBe('1800');
  });

  it("says 'All locations are measured' when Next Unmeasured finds none, and stays put", () => {
    const { onChange } = show();
    for (const text of ['2100', '1800', '900', '900']) {
      type(text);
      fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    }
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Next Unmeasured' }));
    expect(screen.getByRole('alert')).toHaveTextContent('All locations are measured');
    expect(screen.getByText('(1 / 4)')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(400));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(Object.keys(onChange.mock.calls[0][0].items)).toEqual(['-1_2', '-1_1', '0_3', '1_3']);
  });

  it('blank clears a measurement; a clear is emitted too', () => {
    const { onChange } = show({
      ...VALUE,
      items: { '-1_2': [{ type_id: 2, name: 'Height', value: 5, adjustment_id: null }] },
    });
    expect(input().value).toBe('5');
    type('');
    act(() => jest.advanceTimersByTime(400));
    expect(onChange.mock.calls[0][0].items).toEqual({});
  });

  it('sends pending edits when it closes before the delay', () => {
    const { onChange, view } = show();
    type('7');
    view.unmount();
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['no value', null],
    ['no data', { items: {} }],
    ['no element_split_vertical', { data: { height: 1, width: 1, element_count: 1 } }],
    ['a height that is not a number', { data: { ...DATA, height: 'tall' } }],
  ])('shows the load error with %s', (_, value) => {
    show(value);
    expect(screen.getByRole('alert')).toHaveTextContent(LOAD_FAILED);
    expect(screen.queryByRole('spinbutton')).toBeNull();
  });

  it('still draws when the size is not positive (it falls back to 500)', () => {
    show({ ...VALUE, data: { ...DATA, height: 0, width: -1 } });
    expect(screen.getByRole('group', { name: 'Door' }).getAttribute('viewBox')).toMatch(/^0 0 \d+/);
    expect(screen.getByRole('spinbutton')).toBeInTheDocument();
  });
});

describe('MeasurementToolWidget', () => {
  const item: MultiViewItem = viewItem(
    'measurement_tool',
    'Opening',
    {
      line_options: [{ id: 1, name: 'Width', is_horizontal: true, position_pct: 50, sort: 0 }],
      value: VALUE,
    },
    { id: 5 },
  );
  const render = (data: Record<string, unknown>) =>
    renderView(
      <MeasurementToolWidget
        item={{ ...item, data }}
        params={{}}
        scope={new ViewScope({ params: {} })}
      />,
    );

  it('is the lazily loaded measurement_tool widget', async () => {
    const loaded = await LAZY_WIDGETS.measurement_tool();
    expect(loaded.default).toBe(MeasurementToolWidget);
  });

  it('draws its item’s lines from item.data and keeps edits', () => {
    render(item.data);
    expect(screen.getByRole('group', { name: 'Opening' })).toBeInTheDocument();
    type('1800');
    act(() => jest.advanceTimersByTime(400));
    expect(screen.getByRole('button', { name: 'Width' })).toHaveTextContent('Width: 1800');
  });

  it('shows the load error when item.data has no value', () => {
    render({ line_options: item.data.line_options });
    expect(screen.getByRole('alert')).toHaveTextContent(LOAD_FAILED);
  });
});

describe('the spec texts', () => {
  it('are exact', () => {
    expect(TEXTS.loadFailed).toBe(
      'Something went wrong loading measurement tool. Please contact admin if this continues.',
    );
    expect(TEXTS.allMeasured).toBe('All locations are measured');
  });
});
