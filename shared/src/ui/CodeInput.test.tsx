import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CodeInput } from './CodeInput';

function boxes(): HTMLInputElement[] {
  return screen.getAllByRole('textbox') as HTMLInputElement[];
}

describe('CodeInput', () => {
  it('has six single-digit boxes by default', () => {
    render(<CodeInput onComplete={jest.fn()} />);
    expect(boxes()).toHaveLength(6);
    expect(screen.getByLabelText('Digit 1 of 6')).toBeInTheDocument();
  });

  it('moves to the next box and submits when the sixth digit is typed', async () => {
    const onComplete = jest.fn();
    render(<CodeInput onComplete={onComplete} />);
    await userEvent.click(boxes()[0]);
    await userEvent.keyboard('12345');
    expect(onComplete).not.toHaveBeenCalled();
    expect(boxes()[5]).toHaveFocus();
    await userEvent.keyboard('6');
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith('123456');
    expect(boxes().map((box) => box.value)).toEqual(['1', '2', '3', '4', '5', '6']);
  });

  it('ignores letters', async () => {
    const onChange = jest.fn();
    render(<CodeInput onComplete={jest.fn()} onChange={onChange} />);
    await userEvent.click(boxes()[0]);
    await userEvent.keyboard('a1');
    expect(boxes()[0].value).toBe('1');
    expect(onChange).toHaveBeenLastCalledWith('1');
  });

  it('spreads a pasted code over the boxes and submits it', () => {
    const onComplete = jest.fn();
    render(<CodeInput onComplete={onComplete} />);
    fireEvent.paste(boxes()[0], { clipboardData: { getData: () => '987 654' } });
    expect(boxes().map((box) => box.value)).toEqual(['9', '8', '7', '6', '5', '4']);
    expect(onComplete).toHaveBeenCalledWith('987654');
  });

  it('goes back a box on Backspace in an empty box', async () => {
    render(<CodeInput onComplete={jest.fn()} />);
    await userEvent.click(boxes()[0]);
    await userEvent.keyboard('12');
    await userEvent.keyboard('{Backspace}');
    expect(boxes()[1].value).toBe('');
    expect(boxes()[1]).toHaveFocus();
    await userEvent.keyboard('{Backspace}');
    expect(boxes()[0].value).toBe('');
    expect(boxes()[0]).toHaveFocus();
  });

  it('accepts a code auto-filled into the first box', () => {
    const onComplete = jest.fn();
    render(<CodeInput onComplete={onComplete} />);
    fireEvent.change(boxes()[0], { target: { value: '135790' } });
    expect(onComplete).toHaveBeenCalledWith('135790');
  });

  it('honours length and disabled', () => {
    render(<CodeInput onComplete={jest.fn()} length={4} disabled />);
    expect(boxes()).toHaveLength(4);
    for (const box of boxes()) expect(box).toBeDisabled();
  });
});
