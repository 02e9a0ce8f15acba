import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { TimesheetSaveRequest } from '@platform/shared';
import { makeEvent, makeScheduleEntry } from '../testing/events';
import { patchComputedStyle, renderInArea } from '../testing/render';
import { choose, openSelect, optionTexts } from '../testing/select';
import { EventFormDialog, type EventFormDialogProps } from './EventFormDialog';

jest.setTimeout(30_000);
beforeAll(patchComputedStyle);
afterAll(() => jest.restoreAllMocks());

const ZONE = 'Australia/Sydney';

function renderForm(overrides: Partial<EventFormDialogProps> = {}) {
  const props: EventFormDialogProps = {
    mode: 'dated',
    event: null,
    events: [],
    users: [],
    userId: 1,
    zone: ZONE,
    interval: 30,
    timeFormat: 'ampm',
    range: { from: '2024-05-06', to: '2024-05-12' },
    onSave: jest.fn().mockResolvedValue(true),
    onClose: jest.fn(),
    ...overrides,
  };
  renderInArea(<EventFormDialog {...props} />);
  return props;
}

function setDate(value: string) {
  const input = screen.getByLabelText('Day');
  fireEvent.mouseDown(input);
  fireEvent.change(input, { target: { value } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter' });
}

describe('EventFormDialog', () => {
  it("is titled Details and asks for a type and a day: 'Please select a type', 'Please select a day'", async () => {
    renderForm();
    expect(screen.getByText('Details')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please select a type')).toBeInTheDocument();
    expect(screen.getByText('Please select a day')).toBeInTheDocument();
  });

  it("shows slots used on the chosen date as '(Used)' and disabled, and ends before the next used slot", async () => {
    const events = [
      makeEvent({ id: 5, start_time: '2024-05-07T00:00:00Z', end_time: '2024-05-07T01:00:00Z' }),
    ];
    renderForm({ events });
    setDate('2024-05-07');
    const used = await openSelect('Start time', '10:');
    expect(optionTexts(used)).toEqual([
      '10:00 AM (Used)',
      '10:30 AM (Used)',
      '10:00 PM',
      '10:30 PM',
    ]);
    expect(used[0]).toHaveClass('ant-select-item-option-disabled');
    expect(used[2]).not.toHaveClass('ant-select-item-option-disabled');
    expect(optionTexts(await openSelect('Start time', '11:00 A'))).toEqual(['11:00 AM']);
    await choose('Start time', '08:30 AM', '08:30');
    const ends = optionTexts(await openSelect('End time'));
    expect(ends).toEqual(['09:00 AM', '09:30 AM', '10:00 AM']);
  });

  it("hides the end time for 'Currently Working' and sends UTC times", async () => {
    const props = renderForm();
    await choose('Type', 'Working');
    setDate('2024-05-07');
    await choose('Start time', '09:00 AM', '09:00');
    expect(screen.getByLabelText('End time')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Currently Working' }));
    expect(screen.queryByLabelText('End time')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(props.onSave).toHaveBeenCalled());
    const payload = (props.onSave as jest.Mock).mock.calls[0][0] as TimesheetSaveRequest;
    expect(payload).toMatchObject({
      type: 'working',
      start_time: '2024-05-06T23:00:00.000Z',
      end_time: null,
      currently_working: true,
      timezone: ZONE,
      date: '2024-05-06',
      to_date: '2024-05-12',
    });
    await waitFor(() => expect(props.onClose).toHaveBeenCalled());
  });

  it('stays open when the server does not accept the event', async () => {
    const props = renderForm({ onSave: jest.fn().mockResolvedValue(false) });
    await choose('Type', 'Working');
    setDate('2024-05-07');
    await choose('Start time', '09:00 AM', '09:00');
    await choose('End time', '05:00 PM', '05:00');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(props.onSave).toHaveBeenCalled());
    expect(props.onClose).not.toHaveBeenCalled();
  });

  it('disables days whose schedule has used its allowance for the chosen type', async () => {
    const events = [
      makeScheduleEntry({ id: 1, day: 1, type: 'working' }),
      makeScheduleEntry({
        id: 2,
        day: 1,
        type: 'break-unpaid',
        start_time: '12:00',
        end_time: '12:30',
      }),
    ];
    const props = renderForm({ mode: 'schedule', events });
    await choose('Type', 'Unpaid break');
    const days = await openSelect('Day');
    const monday = days.find((option) => option.textContent === 'Monday');
    expect(monday).toHaveClass('ant-select-item-option-disabled');
    act(() => {
      fireEvent.click(days.find((option) => option.textContent === 'Tuesday') as HTMLElement);
    });
    await choose('Start time', '12:00 PM', '12:00');
    await choose('End time', '12:30 PM', '12:30');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(props.onSave).toHaveBeenCalled());
    expect((props.onSave as jest.Mock).mock.calls[0][0]).toMatchObject({
      day: [2],
      start_time: '12:00',
      end_time: '12:30',
      type: 'break-unpaid',
    });
  });
});
