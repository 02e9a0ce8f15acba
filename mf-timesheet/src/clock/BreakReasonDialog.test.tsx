import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { patchComputedStyle, renderInArea } from '../testing/render';
import { BreakReasonDialog } from './BreakReasonDialog';

beforeAll(patchComputedStyle);
afterAll(() => jest.restoreAllMocks());

describe('BreakReasonDialog', () => {
  it('offers smoko, lunch and other in a 500 px dialog', () => {
    renderInArea(<BreakReasonDialog open onConfirm={jest.fn()} onCancel={jest.fn()} />);
    for (const reason of ['smoko', 'lunch', 'other']) {
      expect(screen.getByRole('radio', { name: reason })).toBeInTheDocument();
    }
    expect(document.querySelector('.ant-modal')).toHaveStyle({ width: '500px' });
  });

  it('starts lunch as the unpaid break', async () => {
    const onConfirm = jest.fn();
    renderInArea(<BreakReasonDialog open onConfirm={onConfirm} onCancel={jest.fn()} />);
    await userEvent.click(screen.getByRole('radio', { name: 'lunch' }));
    await userEvent.click(screen.getByRole('button', { name: 'Start break' }));
    expect(onConfirm).toHaveBeenCalledWith({ ok: true, type: 'break-unpaid', reason: 'lunch' });
  });

  it("needs typed text longer than 1 character for 'other'", async () => {
    const onConfirm = jest.fn();
    renderInArea(<BreakReasonDialog open onConfirm={onConfirm} onCancel={jest.fn()} />);
    await userEvent.click(screen.getByRole('radio', { name: 'other' }));
    const input = screen.getByLabelText('Other reason');
    fireEvent.change(input, { target: { value: 'x' } });
    expect(screen.getByRole('button', { name: 'Start break' })).toBeDisabled();
    fireEvent.change(input, { target: { value: 'toilet' } });
    await userEvent.click(screen.getByRole('button', { name: 'Start break' }));
    expect(onConfirm).toHaveBeenCalledWith({ ok: true, type: 'break', reason: 'toilet' });
  });
});
