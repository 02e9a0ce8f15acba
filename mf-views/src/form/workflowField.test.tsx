import { fireEvent, screen, waitFor } from '@testing-library/react';
import { notificationStore } from '@platform/shared';
import {
  envelope,
  installFakeApi,
  resetSession,
  signInForTest,
  type FakeRequest,
} from '@platform/shared/testing';
import { formItem } from '../testing/items';
import { renderForm } from '../testing/form';

/** A job's status is changed by its workflow endpoint, not by the form's save (ADR 196). */
const components = [
  { id: 1, field: 'title', name: 'Title', html_tag: 'text', sort: 1, size: 6 },
  {
    id: 2,
    field: 'status',
    name: 'Status',
    html_tag: 'select',
    sort: 2,
    size: 6,
    config: {
      options: [
        { id: 'open', name: 'Open' },
        { id: 'scheduled', name: 'Scheduled' },
        { id: 'completed', name: 'Completed' },
      ],
      workflow: { submit_url: '/records/jobs/:id/status', value_key: 'status' },
    },
  },
];

const EDIT_BUTTONS = [
  { label: 'Edit', clickFn: 'edit', displayOn: 'readonly' },
  { label: 'Save', clickFn: 'save', displayOn: 'edit' },
];

const REFUSED = 'A job cannot go from Scheduled to Completed.';

const toastTexts = () => notificationStore.toasts.map((toast) => toast.message);
const shownStatus = () =>
  document
    .querySelector(
      '[data-field="status"] .ant-select-content, [data-field="status"] .ant-select-selection-item',
    )
    ?.textContent?.trim();

async function choose(label: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
  const options = await screen.findAllByText(label, {
    selector: '.ant-select-item-option-content',
  });
  fireEvent.click(options.at(-1) as HTMLElement);
}

beforeEach(() => {
  resetSession();
  signInForTest();
});

describe('a workflow field of a form (a job’s status)', () => {
  it('sends a change at once to its endpoint, puts the stored value back with the server’s message when refused, and saves it unchanged', async () => {
    const fake = installFakeApi({
      'GET /records/jobs/4': {
        body: envelope({ id: 4, title: 'Front door', status: 'open' }),
      },
      'POST /records/jobs/:id/status': (request: FakeRequest) =>
        (request.body as { status: string }).status === 'scheduled'
          ? {
              body: envelope(
                { id: 4, title: 'Front door', status: 'scheduled' },
                { message: 'Job status changed to Scheduled.' },
              ),
            }
          : { status: 409, body: envelope(null, { status: 409, message: REFUSED }) },
      'POST /records/jobs/4': {
        body: envelope(
          { id: 4, title: 'Back door', status: 'scheduled' },
          { message: 'Job saved' },
        ),
      },
    });
    renderForm(formItem({ url: '/records/jobs', components, buttons: EDIT_BUTTONS }), { id: '4' });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));

    await choose('Scheduled');
    await waitFor(() => expect(toastTexts()).toContain('Job status changed to Scheduled.'));
    const moves = fake.callsTo('POST /records/jobs/:id/status');
    expect(moves.map((call) => [call.path, call.body])).toEqual([
      ['/records/jobs/4/status', { status: 'scheduled' }],
    ]);
    expect(shownStatus()).toBe('Scheduled');

    await choose('Completed');
    await waitFor(() => expect(toastTexts()).toContain(REFUSED));
    await waitFor(() => expect(shownStatus()).toBe('Scheduled'));
    expect(fake.callsTo('POST /records/jobs/:id/status')).toHaveLength(2);

    // The form's save sends the stored status back unchanged, and nothing to the endpoint.
    fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), {
      target: { value: 'Back door' },
    });
    const save = screen.getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save).toBeEnabled());
    fireEvent.click(save);
    await waitFor(() => expect(fake.callsTo('POST /records/jobs/4')).toHaveLength(1));
    const body = fake.callsTo('POST /records/jobs/4')[0].body as { object_data: string };
    expect(JSON.parse(body.object_data)).toEqual({
      id: 4,
      title: 'Back door',
      status: 'scheduled',
    });
    expect(fake.callsTo('POST /records/jobs/:id/status')).toHaveLength(2);
  });

  it('keeps the chosen status of a new record for its first save', async () => {
    const fake = installFakeApi({
      'GET /dropdown-options': { body: envelope({}) },
      'POST /records/jobs/new': {
        body: envelope({ id: 9, title: 'New door', status: 'scheduled' }, { message: 'Job saved' }),
      },
    });
    renderForm(formItem({ url: '/records/jobs', components, buttons: EDIT_BUTTONS }));
    fireEvent.change(await screen.findByRole('textbox', { name: 'Title' }), {
      target: { value: 'New door' },
    });
    await choose('Scheduled');
    expect(shownStatus()).toBe('Scheduled');
    const save = screen.getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save).toBeEnabled());
    fireEvent.click(save);
    await waitFor(() => expect(fake.callsTo('POST /records/jobs/new')).toHaveLength(1));
    const body = fake.callsTo('POST /records/jobs/new')[0].body as { object_data: string };
    expect(JSON.parse(body.object_data)).toMatchObject({ title: 'New door', status: 'scheduled' });
    expect(fake.callsTo('POST /records/jobs/:id/status')).toHaveLength(0);
  });
});
