import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { INVALID_TIME_MESSAGE } from '@platform/shared/ui';
import { envelope, installFakeApi, resetSession, signInForTest } from '@platform/shared/testing';
import { formItem } from '../testing/items';
import { UNSAVED_CHANGES_QUESTION } from './useFormHost';
import { renderForm } from '../testing/form';

const EDIT_BUTTONS = [
  { label: 'Edit', clickFn: 'edit', displayOn: 'readonly' },
  { label: 'Cancel', clickFn: 'cancel', displayOn: 'edit' },
  { label: 'Save', clickFn: 'save', displayOn: 'edit' },
];

const components = [
  { id: 1, field: 'title', name: 'Title', html_tag: 'text', sort: 1, size: 6 },
  { id: 2, field: 'quantity', name: 'Quantity', html_tag: 'number', sort: 2, size: 6 },
];

/** Buttons stay disabled while the previous one (Edit) finishes. */
async function clickWhenEnabled(name: string) {
  const button = screen.getByRole('button', { name });
  await waitFor(() => expect(button).toBeEnabled());
  fireEvent.click(button);
}

beforeEach(() => {
  resetSession();
  signInForTest();
});

describe('FormView', () => {
  it('is read-only until Edit; Cancel with changes asks, then restores the record', async () => {
    installFakeApi({
      'GET /records/jobs/4': { body: envelope({ id: 4, title: 'Front door', quantity: 2 }) },
    });
    renderForm(formItem({ url: '/records/jobs', components, buttons: EDIT_BUTTONS }), { id: '4' });
    await waitFor(() => expect(screen.getByText('Front door')).toBeInTheDocument());
    expect(screen.queryByRole('textbox', { name: 'Title' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const title = screen.getByRole('textbox', { name: 'Title' });
    fireEvent.change(title, { target: { value: 'Back door' } });
    await clickWhenEnabled('Cancel');
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(UNSAVED_CHANGES_QUESTION);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.getByText('Front door')).toBeInTheDocument());
    expect(screen.queryByRole('textbox', { name: 'Title' })).toBeNull();
  });

  it('saves with object_data and leaves edit mode', async () => {
    const fake = installFakeApi({
      'GET /records/jobs/4': { body: envelope({ id: 4, title: 'Front door', quantity: 2 }) },
      'POST /records/jobs/4': {
        body: envelope({ id: 4, title: 'Back door', quantity: 2 }, { message: 'Job saved' }),
      },
    });
    renderForm(formItem({ url: '/records/jobs', components, buttons: EDIT_BUTTONS }), { id: '4' });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), {
      target: { value: 'Back door' },
    });
    await clickWhenEnabled('Save');
    await waitFor(() => expect(screen.getByText('Back door')).toBeInTheDocument());
    const body = fake.callsTo('POST /records/jobs/4')[0].body as { object_data: string };
    expect(JSON.parse(body.object_data)).toEqual({ id: 4, title: 'Back door', quantity: 2 });
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
  });

  it('number inputs ignore the mouse wheel while focused', async () => {
    installFakeApi({ 'GET /dropdown-options': { body: envelope({}) } });
    renderForm(formItem({ url: '/records/jobs', components }));
    const quantity = await screen.findByRole('spinbutton', { name: 'Quantity' });
    fireEvent.change(quantity, { target: { value: '3' } });
    act(() => quantity.focus());
    fireEvent.wheel(quantity, { deltaY: -100 });
    fireEvent.wheel(quantity, { deltaY: -100 });
    expect(quantity).toHaveValue('3');
  });

  it('shows money with two decimals through the format layer: read-only, in the input, typed', async () => {
    // The job form's Amount (issue 35): a number field whose format code is 'currency'.
    const money = [
      ...components,
      {
        id: 3,
        field: 'amount',
        name: 'Amount',
        html_tag: 'number',
        sort: 3,
        size: 4,
        config: { format: 'currency' },
      },
    ];
    const fake = installFakeApi({
      'GET /records/jobs/4': {
        body: envelope({ id: 4, title: 'Front door', quantity: 2, amount: 1377.5 }),
      },
      'POST /records/jobs/4': { body: envelope({ id: 4 }) },
    });
    renderForm(formItem({ url: '/records/jobs', components: money, buttons: EDIT_BUTTONS }), {
      id: '4',
    });
    expect(await screen.findByText('$1,377.50')).toBeInTheDocument();
    expect(screen.queryByText('1377.5')).toBeNull();
    // A number without a format code reads as it is stored.
    expect(screen.getByText('2')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const amount = screen.getByRole('spinbutton', { name: 'Amount' });
    expect(amount).toHaveValue('$1,377.50');
    fireEvent.focus(amount);
    fireEvent.change(amount, { target: { value: '$2,000.5' } });
    fireEvent.blur(amount);
    expect(amount).toHaveValue('$2,000.50');
    await clickWhenEnabled('Save');
    await waitFor(() => expect(fake.callsTo('POST /records/jobs/4')).toHaveLength(1));
    const body = fake.callsTo('POST /records/jobs/4')[0].body as { object_data: string };
    expect(JSON.parse(body.object_data)).toMatchObject({ amount: 2000.5 });
  });

  it("time fields are the platform's ##:## AA time picker: the 24-hour value is saved", async () => {
    const fake = installFakeApi({
      'GET /records/jobs/4': {
        body: envelope({ id: 4, title: 'Front door', start_time: '07:00' }),
      },
      'POST /records/jobs/4': {
        body: envelope({ id: 4, title: 'Front door', start_time: '13:30' }),
      },
    });
    const timed = [
      { id: 3, field: 'start_time', name: 'Start time', html_tag: 'time', sort: 1, size: 6 },
    ];
    renderForm(formItem({ url: '/records/jobs', components: timed, buttons: EDIT_BUTTONS }), {
      id: '4',
    });
    expect(await screen.findByText('07:00 AM')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const time = screen.getByRole('textbox', { name: 'Start time' });
    expect(time).toHaveValue('07:00 AM');
    fireEvent.change(time, { target: { value: '99:99' } });
    expect(screen.getByRole('alert')).toHaveTextContent(INVALID_TIME_MESSAGE);
    fireEvent.change(time, { target: { value: '0130pm' } });
    expect(time).toHaveValue('01:30 PM');
    await clickWhenEnabled('Save');
    await waitFor(() => expect(fake.callsTo('POST /records/jobs/4')).toHaveLength(1));
    const body = fake.callsTo('POST /records/jobs/4')[0].body as { object_data: string };
    expect(JSON.parse(body.object_data)).toMatchObject({ start_time: '13:30' });
  });

  it('moves through stepper steps with Continue and Back', async () => {
    installFakeApi({});
    const stepped = [
      {
        id: 1,
        field: 'title',
        name: 'Title',
        html_tag: 'text',
        sort: 1,
        size: 6,
        config: { step: 0 },
      },
      {
        id: 2,
        field: 'total',
        name: 'Total',
        html_tag: 'number',
        sort: 2,
        size: 6,
        config: { step: 1 },
      },
    ];
    renderForm(
      formItem({
        url: '/records/quotes',
        components: stepped,
        config: { steps: [{ title: 'Customer' }, { title: 'Pricing' }] },
      }),
    );
    expect(await screen.findByRole('textbox', { name: 'Title' })).toBeInTheDocument();
    expect(screen.queryByRole('spinbutton', { name: 'Total' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('spinbutton', { name: 'Total' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('textbox', { name: 'Title' })).toBeInTheDocument();
  });

  it('shows a configuration error for a definition without a url', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderForm(formItem({ components }));
    expect(screen.getByRole('alert')).toHaveTextContent('the form has no url');
    jest.restoreAllMocks();
  });

  it('opens its wizard by itself on a new record, and the wizard fills the form', async () => {
    const fake = installFakeApi({
      'POST /records/jobs/:id': {
        body: envelope({ id: 9, title: 'Gate access' }, { message: 'Job saved' }),
      },
    });
    const wizard = [
      { type: 'text', sort: 1, title: 'Job title', related_fields: ['title'], display: 'onNew' },
    ];
    renderForm(
      formItem({
        url: '/records/jobs',
        components,
        buttons: EDIT_BUTTONS,
        config: { wizard, wizard_title: 'New job' },
      }),
    );
    const input = await screen.findByRole('textbox', { name: 'Job title' });
    fireEvent.change(input, { target: { value: 'Gate access' } });
    fireEvent.click(screen.getByRole('button', { name: 'Finish' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Gate access'),
    );
    await clickWhenEnabled('Save');
    await waitFor(() => expect(fake.callsTo('POST /records/jobs/:id')).toHaveLength(1));
    const body = fake.callsTo('POST /records/jobs/:id')[0].body as { object_data: string };
    expect(JSON.parse(body.object_data)).toMatchObject({ title: 'Gate access' });
  });

  it('leaves the wizard closed on an existing record', async () => {
    installFakeApi({
      'GET /records/jobs/4': { body: envelope({ id: 4, title: 'Front door', quantity: 2 }) },
    });
    const wizard = [
      { type: 'text', sort: 1, title: 'Job title', related_fields: ['title'], display: 'always' },
    ];
    renderForm(
      formItem({
        url: '/records/jobs',
        components,
        buttons: EDIT_BUTTONS,
        config: { wizard },
      }),
      { id: '4' },
    );
    await waitFor(() => expect(screen.getByText('Front door')).toBeInTheDocument());
    expect(screen.queryByRole('textbox', { name: 'Job title' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Wizard' }));
    expect(await screen.findByRole('textbox', { name: 'Job title' })).toHaveValue('Front door');
  });
});
