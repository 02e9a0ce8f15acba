import { fireEvent, render, screen } from '@testing-library/react';
import { TimePicker } from './TimePicker';

function type(text: string) {
  fireEvent.change(screen.getByLabelText('Time'), { target: { value: text } });
}

describe('TimePicker', () => {
  it('masks the typed text and emits the 24-hour value once valid', () => {
    const onChange = jest.fn();
    render(<TimePicker onChange={onChange} />);
    type('013');
    expect(screen.getByLabelText('Time')).toHaveValue('01:3');
    expect(onChange).not.toHaveBeenCalled();
    type('0130pm');
    expect(screen.getByLabelText('Time')).toHaveValue('01:30 PM');
    expect(onChange).toHaveBeenLastCalledWith('13:30');
  });

  it("shows 'Invalid Format: hh:mm AM/PM' and emits nothing for an invalid time", () => {
    const onChange = jest.fn();
    render(<TimePicker onChange={onChange} />);
    type('2575');
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid Format: hh:mm AM/PM');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('flags unfinished text when the field is left', () => {
    render(<TimePicker onChange={jest.fn()} />);
    type('09:3');
    fireEvent.blur(screen.getByLabelText('Time'));
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid Format: hh:mm AM/PM');
  });

  it('shows a stored value in 12-hour form', () => {
    render(<TimePicker value="17:05" />);
    expect(screen.getByLabelText('Time')).toHaveValue('05:05 PM');
  });
});
