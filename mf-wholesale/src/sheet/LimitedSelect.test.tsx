import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LimitedSelect } from './LimitedSelect';

describe('limited select', () => {
  it('says "No options match your search" when the filter matches nothing', async () => {
    render(
      <LimitedSelect
        id="colour"
        value={null}
        options={[{ value: 1, label: 'Black' }]}
        onChange={() => undefined}
      />,
    );
    await userEvent.type(screen.getByRole('combobox'), 'zzz');
    expect(await screen.findByText('No options match your search')).toBeInTheDocument();
  });
});

describe('limited select: filter debounce', () => {
  afterEach(() => jest.useRealTimers());

  it('filters 300 ms after the last keystroke, not before', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(
      <LimitedSelect
        id="colour"
        value={null}
        options={[
          { value: 1, label: 'Black' },
          { value: 2, label: 'Pearl White' },
        ]}
        onChange={() => undefined}
      />,
    );
    await user.type(screen.getByRole('combobox'), 'zz');
    act(() => jest.advanceTimersByTime(299));
    expect(screen.queryByText('No options match your search')).not.toBeInTheDocument();
    // Another keystroke starts the wait again.
    await user.type(screen.getByRole('combobox'), 'z');
    act(() => jest.advanceTimersByTime(299));
    expect(screen.queryByText('No options match your search')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByText('No options match your search')).toBeInTheDocument();
  });
});
