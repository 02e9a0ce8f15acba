import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { AccessoriesData } from '@platform/shared/contracts';
import { notificationStore } from '@platform/shared';
import { envelope, installFakeApi, resetSession, signInForTest } from '@platform/shared/testing';
import { button } from '../testing/dom';
import { AccessoriesListWidget, noteTime } from './AccessoriesListWidget';

jest.setTimeout(60_000);
beforeEach(() => {
  signInForTest();
  notificationStore.clear();
});
afterEach(() => resetSession());

const toastTexts = () => notificationStore.toasts.map((toast) => toast.message);
const DATA: AccessoriesData = {
  accessories: [
    {
      item_number: 1,
      code: 'LK-TRI',
      name: 'Triple lock',
      color: 'Black',
      quantity: 1,
      make_size: null,
    },
    {
      item_number: 1,
      code: 'DC-01',
      name: 'Door closer',
      color: 'Black',
      quantity: 0,
      make_size: null,
    },
    {
      item_number: 2,
      code: 'BS-2100',
      name: 'Brush seal',
      color: 'Black',
      quantity: 1,
      make_size: '2100 mm',
    },
  ],
  notes: [
    {
      id: 1,
      notes: 'Closer on back order',
      created_by: 'Ada Administrator',
      updated_at: '2026-03-11T01:30:00.000Z',
    },
  ],
};
const NEW_NOTE = {
  id: 2,
  notes: 'Hinges short by 2',
  created_by: 'Fiona Fitter',
  updated_at: '2026-03-11T02:00:00.000Z',
};

const show = () =>
  render(
    <AccessoriesListWidget
      params={{ id: '7' }}
      data={{
        api_url: '/fabrication/jobs/:id/accessories',
        api_url_notes: '/fabrication/jobs/:id/notes',
      }}
    />,
  );

describe('the accessories_list widget', () => {
  it('lists accessories without those of quantity 0, and the job notes with author and time', async () => {
    installFakeApi({ 'GET /fabrication/jobs/7/accessories': { body: envelope(DATA) } });
    show();
    expect(await screen.findByText('Triple lock')).toBeInTheDocument();
    expect(screen.getByText('2100 mm')).toBeInTheDocument();
    expect(screen.queryByText('Door closer')).not.toBeInTheDocument();
    expect(
      screen.getByText(`Ada Administrator · ${noteTime('2026-03-11T01:30:00.000Z')}`),
    ).toBeInTheDocument();
    expect(noteTime('2026-03-11T01:30:00.000Z')).toMatch(/^\d\d\/\d\d\/2026 \d\d:\d\d (AM|PM)$/);
  });

  it('says "No accessories found" when there are none, and shows an error when the data has no list', async () => {
    installFakeApi({
      'GET /fabrication/jobs/7/accessories': { body: envelope({ accessories: [], notes: [] }) },
    });
    const first = show();
    expect(await screen.findByText('No accessories found')).toBeInTheDocument();
    first.unmount();
    installFakeApi({ 'GET /fabrication/jobs/7/accessories': { body: envelope({ notes: [] }) } });
    show();
    expect(await screen.findByText('There was an error fetching the data:')).toBeInTheDocument();
    expect(screen.getByText('The accessories data holds no accessories list.')).toBeInTheDocument();
  });

  it('refuses empty notes, sends trimmed ones and shows the updated list', async () => {
    const fake = installFakeApi({
      'GET /fabrication/jobs/7/accessories': { body: envelope(DATA) },
      'POST /fabrication/jobs/7/notes': { body: envelope([NEW_NOTE, ...DATA.notes]) },
    });
    show();
    await screen.findByText('Triple lock');
    fireEvent.change(screen.getByLabelText('Add Notes'), { target: { value: '   ' } });
    fireEvent.click(button('Add Notes'));
    expect(
      await screen.findByText('Please enter some notes before submitting.'),
    ).toBeInTheDocument();
    expect(fake.callsTo('POST /fabrication/jobs/7/notes')).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('Add Notes'), {
      target: { value: '  Hinges short by 2  ' },
    });
    fireEvent.click(button('Add Notes'));
    expect(await screen.findByText('Hinges short by 2')).toBeInTheDocument();
    expect(fake.callsTo('POST /fabrication/jobs/7/notes')[0].body).toEqual({
      notes: 'Hinges short by 2',
    });
    expect(toastTexts()).toContain('Notes added successfully!');
    expect(screen.getByLabelText('Add Notes')).toHaveValue('');
  });

  it('keeps the typed notes when sending fails, with the spec’s message', async () => {
    installFakeApi({
      'GET /fabrication/jobs/7/accessories': { body: envelope(DATA) },
      'POST /fabrication/jobs/7/notes': {
        status: 503,
        body: { data: null, info: { status: 503, message: 'Down' } },
      },
    });
    show();
    await screen.findByText('Triple lock');
    fireEvent.change(screen.getByLabelText('Add Notes'), { target: { value: 'Check the closer' } });
    fireEvent.click(button('Add Notes'));
    await waitFor(() =>
      expect(toastTexts()).toContain('Failed to add notes. Please try again later.'),
    );
    expect(screen.getByLabelText('Add Notes')).toHaveValue('Check the closer');
  });
});
