import { act, render, screen } from '@testing-library/react';
import type { NotificationInstance } from 'antd/es/notification/interface';
import { useEffect } from 'react';
import { useNotification } from './feedback';

// The toasts' file cannot be fetched (the page is offline) until the test says so.
let mockOffline = true;
jest.mock('antd/es/notification/index.js', () => {
  if (mockOffline) throw new Error('Failed to fetch dynamically imported module');
  return jest.requireActual('antd/es/notification/index.js');
});

function Page({ onReady }: { onReady: (api: NotificationInstance) => void }) {
  const [api, holder] = useNotification();
  useEffect(() => {
    onReady(api);
  }, [api, onReady]);
  return holder;
}

it('a toast asked for while its file cannot load is shown once the page is back online (ADR 255)', async () => {
  let toast!: NotificationInstance;
  render(
    <Page
      onReady={(api) => {
        toast = api;
      }}
    />,
  );
  await act(async () => toast.open({ title: 'Job J-00004 saved', duration: 0 }));
  expect(screen.queryByText('Job J-00004 saved')).not.toBeInTheDocument();

  mockOffline = false;
  act(() => void window.dispatchEvent(new Event('online')));
  expect(await screen.findByText('Job J-00004 saved')).toBeInTheDocument();
});
