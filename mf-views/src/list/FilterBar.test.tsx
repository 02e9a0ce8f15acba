import { act, fireEvent, screen } from '@testing-library/react';
import type { ListDefinition } from '@platform/shared';
import { envelope, installFakeApi, resetSession, signInForTest } from '@platform/shared/testing';
import { renderView } from '../testing/render';
import { FilterBar } from './FilterBar';
import { ListStore } from './ListStore';

const definition: ListDefinition = {
  url: '/records/jobs',
  listing_headers: [{ header_id: 1, display_name: 'Job', field_name: 'number' }],
  filters: [
    { type: 'dropdown', field: 'status', label: 'Status', data_url: '/options/job-statuses' },
  ],
};

beforeEach(() => {
  jest.useFakeTimers();
  resetSession();
  signInForTest();
});
afterEach(() => jest.useRealTimers());

it('searches a dropdown filter’s options 1000 ms after the last keystroke (spec §9)', async () => {
  const fake = installFakeApi({
    'GET /records/jobs': { body: envelope([]) },
    'GET /options/job-statuses': { body: envelope([{ id: 'open', name: 'Open' }]) },
  });
  const store = new ListStore({ definition, params: {}, timeZone: 'UTC' });
  renderView(<FilterBar store={store} />);
  const searches = () =>
    fake.callsTo('GET /options/job-statuses').map((call) => call.query.get('search'));
  const box = screen.getByRole('combobox', { name: 'Status' });
  fireEvent.mouseDown(box);
  expect(searches()).toEqual(['']);

  fireEvent.change(box, { target: { value: 'op' } });
  act(() => jest.advanceTimersByTime(500));
  fireEvent.change(box, { target: { value: 'ope' } });
  act(() => jest.advanceTimersByTime(999));
  expect(searches()).toEqual(['']);
  act(() => jest.advanceTimersByTime(1));
  expect(searches()).toEqual(['', 'ope']);
  await act(async () => {
    await jest.advanceTimersByTimeAsync(0);
  });
  store.dispose();
});
