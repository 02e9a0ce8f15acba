import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { installFakeApi, resetSession, signInForTest } from '@platform/shared/testing';
import { NOTES, SELECT, findModal, makeTarget, productsRoute, show } from '../../testing/wizard';

beforeEach(() => {
  resetSession();
  signInForTest();
});

afterEach(() => {
  jest.useRealTimers();
});

describe('WizardDialog', () => {
  it('is a titled bottom sheet at most 1200 px wide with Previous and Next, Finish on the last step', async () => {
    installFakeApi({ 'GET /options/products': productsRoute });
    const { target } = makeTarget();
    const onClose = show([SELECT, NOTES], target);
    const sheet = await screen.findByRole('dialog');
    expect(within(sheet).getByText('New job')).toBeInTheDocument();
    expect(document.querySelector('.ant-drawer-bottom')).not.toBeNull();
    const wrapper = document.querySelector<HTMLElement>('.ant-drawer-content-wrapper');
    expect(wrapper?.style.maxWidth).toBe('1200px');
    expect(screen.getByRole('tab', { name: 'Product type' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    const notes = screen.getByRole('textbox', { name: 'Access notes' });
    fireEvent.change(notes, { target: { value: 'Side gate, dog in yard' } });
    expect(target.valueOf('access_notes')).toBe('Side gate, dog in yard');
    expect(screen.getByRole('tab', { name: /Access notes done/ })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Finish' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('picks an option and advances with a check icon; picking it again clears it', async () => {
    installFakeApi({ 'GET /options/products': productsRoute });
    const { target } = makeTarget();
    show([SELECT, NOTES], target);
    const frame = await screen.findByRole('button', { name: /Aluminium frame/ });
    expect(frame.querySelector('img')?.getAttribute('src')).toBe('/files/frame.png');
    fireEvent.click(frame);
    expect(target.valueOf('product_type')).toBe('frame');
    expect(screen.getByRole('textbox', { name: 'Access notes' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Product type done/ })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    const again = await screen.findByRole('button', { name: /Aluminium frame/ });
    expect(again).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(again);
    expect(target.valueOf('product_type')).toBeNull();
    expect(screen.queryByRole('tab', { name: /Product type done/ })).toBeNull();
    expect(screen.getByRole('button', { name: /Aluminium frame/ })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('searches the data url 300 ms after the last keystroke', async () => {
    jest.useFakeTimers();
    const fake = installFakeApi({ 'GET /options/products': productsRoute });
    const { target } = makeTarget();
    show([SELECT], target);
    await screen.findByRole('button', { name: /Other/ });
    const search = screen.getByRole('searchbox', { name: 'Search Product type' });
    fireEvent.change(search, { target: { value: 'me' } });
    fireEvent.change(search, { target: { value: 'mes' } });
    act(() => jest.advanceTimersByTime(299));
    expect(fake.callsTo('GET /options/products')).toHaveLength(1);
    act(() => jest.advanceTimersByTime(1));
    await waitFor(() => expect(fake.callsTo('GET /options/products')).toHaveLength(2));
    expect(fake.callsTo('GET /options/products')[1].query.get('search')).toBe('mes');
    await waitFor(() => expect(screen.queryByRole('button', { name: /Other/ })).toBeNull());
    expect(screen.getByRole('button', { name: /Stainless steel mesh/ })).toBeInTheDocument();
  });

  it('filters on the client when client_side_search is set, asking the server once', async () => {
    const fake = installFakeApi({ 'GET /options/products': productsRoute });
    const { target } = makeTarget();
    show([{ ...SELECT, client_side_search: true }], target);
    await screen.findByRole('button', { name: /Other/ });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search Product type' }), {
      target: { value: 'ALU' },
    });
    expect(screen.queryByRole('button', { name: /Other/ })).toBeNull();
    expect(screen.getByRole('button', { name: /Aluminium frame/ })).toBeInTheDocument();
    expect(fake.callsTo('GET /options/products')).toHaveLength(1);
  });

  it('asks for dependent fields in a persistent modal before moving on', async () => {
    installFakeApi({ 'GET /options/products': productsRoute });
    const { target } = makeTarget();
    show([SELECT, NOTES], target);
    fireEvent.click(await screen.findByRole('button', { name: /Other/ }));
    const modal = await findModal('Product type');
    fireEvent.click(within(modal).getByRole('button', { name: 'Next' }));
    expect(within(modal).getByText('You need to fill in this field.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Access notes' })).toBeNull();

    fireEvent.change(within(modal).getByRole('textbox', { name: 'Other reason' }), {
      target: { value: 'Security screen' },
    });
    fireEvent.click(within(modal).getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Access notes' })).toBeInTheDocument(),
    );
    expect(target.valueOf('product_type')).toBe('other');
    expect(target.valueOf('other_reason')).toBe('Security screen');
  });

  it('Cancel in the dependents modal takes the pick back', async () => {
    installFakeApi({ 'GET /options/products': productsRoute });
    const { target } = makeTarget();
    show([SELECT, NOTES], target);
    fireEvent.click(await screen.findByRole('button', { name: /Other/ }));
    const modal = await findModal('Product type');
    fireEvent.click(within(modal).getByRole('button', { name: 'Cancel' }));
    expect(target.valueOf('product_type')).toBeNull();
    expect(screen.getByRole('button', { name: /Other/ })).toHaveAttribute('aria-pressed', 'false');
  });
});
