import { act, render, screen, waitFor } from '@testing-library/react';
import { NotificationHost } from './NotificationHost';
import { NotificationStore, createNotifier } from '@platform/shared';

describe('NotificationHost', () => {
  it('shows a notification with its caption and errors, and removes it when the store does', async () => {
    const store = new NotificationStore();
    render(<NotificationHost store={store} />);
    let id = 0;
    act(() => {
      id = createNotifier(store).warning('Check the form', 'Two fields need attention', [
        'Name is required',
      ]);
    });
    expect(await screen.findByText('Check the form')).toBeInTheDocument();
    expect(screen.getByText('Two fields need attention')).toBeInTheDocument();
    expect(screen.getByText('Name is required')).toBeInTheDocument();

    act(() => store.dismiss(id));
    await waitFor(() => expect(screen.queryByText('Check the form')).not.toBeInTheDocument());
  });
});
