import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, resetSession, signInForTest } from '@platform/shared/testing';
import { patchComputedStyle, renderInArea } from '../testing/render';
import { SickDayDialog } from './SickDayDialog';

beforeAll(patchComputedStyle);
afterAll(() => jest.restoreAllMocks());
beforeEach(() => {
  resetSession();
  signInForTest();
});

describe('SickDayDialog', () => {
  it('sends the date as object_data.date and closes on success', async () => {
    const fake = installFakeApi({
      'POST /leave-requests/emergency_sick_off': {
        body: { data: { id: 1 }, info: { status: 200, message: 'Sick leave applied' } },
      },
    });
    const onClose = jest.fn();
    renderInArea(<SickDayDialog open onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const body = fake.callsTo('POST /leave-requests/emergency_sick_off')[0].body as {
      object_data: { date: string };
    };
    expect(body.object_data.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("stays open with 'Failed to apply sick leave, please try again.' and the detail on failure", async () => {
    installFakeApi({
      'POST /leave-requests/emergency_sick_off': {
        status: 409,
        body: {
          data: null,
          info: { status: 409, message: 'Sick leave is already applied for that day' },
        },
      },
    });
    const onClose = jest.fn();
    renderInArea(<SickDayDialog open onClose={onClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to apply sick leave, please try again.');
    expect(alert).toHaveTextContent('Sick leave is already applied for that day');
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
