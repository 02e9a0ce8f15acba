import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MultiViewItem } from '@platform/shared';
import { envelope, installFakeApi, resetSession, signInForTest } from '@platform/shared/testing';
import { renderForm } from '../testing/form';
import { placeQuery, withPlace } from './address';
import { viewItem } from '../testing/items';

describe('address text', () => {
  it('searches what follows the last comma and writes the chosen place there', () => {
    expect(placeQuery('12 Smith St, Parra')).toBe('Parra');
    expect(placeQuery('bondi')).toBe('bondi');
    expect(placeQuery('Unit 4, 12 Smith St,  ')).toBe('');
    expect(withPlace('12 Smith St, Parra', 'Parramatta NSW 2150')).toBe(
      '12 Smith St, Parramatta NSW 2150',
    );
    expect(withPlace('parra', 'Parramatta NSW 2150')).toBe('Parramatta NSW 2150');
  });
});

const item: MultiViewItem = viewItem(
  'form',
  'Customer',
  {
    url: '/records/customers',
    config: { always_edit: true },
    components: [{ id: 1, field: 'suburb', name: 'Suburb', html_tag: 'address', sort: 1, size: 6 }],
  },
  { id: 5, view_id: 50, sort: 1 },
);

beforeEach(() => {
  resetSession();
  signInForTest();
});

describe('an address field', () => {
  it('suggests places from /geocode for the part after the last comma and fills the chosen one in', async () => {
    const fake = installFakeApi({
      'GET /records/customers/7': { body: envelope({ id: 7, suburb: '' }) },
      'GET /geocode': {
        body: envelope([
          {
            label: 'Parramatta NSW 2150',
            locality: 'Parramatta',
            state: 'NSW',
            postcode: '2150',
            lat: -33.8,
            lng: 151,
          },
        ]),
      },
    });
    renderForm(item, { id: '7' });
    const input = await screen.findByRole('combobox', { name: 'Suburb' });
    await userEvent.setup({ delay: null }).type(input, '12 Smith St, parra');
    const option = await screen.findByTitle('Parramatta NSW 2150', undefined, { timeout: 3000 });
    expect(fake.callsTo('GET /geocode').at(-1)?.query.get('q')).toBe('parra');
    fireEvent.click(option);
    await waitFor(() => expect(input).toHaveValue('12 Smith St, Parramatta NSW 2150'));
  });

  it('fills its column, as wide as the other inputs', async () => {
    installFakeApi({ 'GET /records/customers/7': { body: envelope({ id: 7, suburb: '' }) } });
    renderForm(item, { id: '7' });
    const input = await screen.findByRole('combobox', { name: 'Suburb' });
    // The select box around the input; without a width it shrinks to its text (about 30 px).
    expect(input.closest('.ant-select')).toHaveStyle({ width: '100%' });
  });

  it('sends nothing for one letter, and a failing search only hides the suggestions', async () => {
    const fake = installFakeApi({
      'GET /records/customers/7': { body: envelope({ id: 7, suburb: '' }) },
      'GET /geocode': { status: 500, body: { data: null, info: { status: 500, message: 'down' } } },
    });
    renderForm(item, { id: '7' });
    const input = await screen.findByRole('combobox', { name: 'Suburb' });
    const user = userEvent.setup({ delay: null });
    await user.type(input, 'p');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(fake.callsTo('GET /geocode')).toHaveLength(0);
    await user.type(input, 'arra');
    await waitFor(() => expect(fake.callsTo('GET /geocode').length).toBeGreaterThan(0), {
      timeout: 3000,
    });
    expect(input).toHaveValue('parra');
  });
});
