import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { MultiViewItem } from '@platform/shared';
import {
  envelope,
  installFakeApi,
  resetSession,
  signInForTest,
  type FakeRequest,
} from '@platform/shared/testing';
import { ViewScope } from '../multiview/ViewScope';
import { renderView } from '../testing/render';
import { ListView, NO_DATA, NO_RESULT } from './ListView';
import { rememberedListQuery } from './listMemory';
import { viewItem } from '../testing/items';

const ROWS = [
  { id: 1, number: 'J-1', customer_id: 10, amount: 100 },
  { id: 2, number: 'J-2', customer_id: 10, amount: 200 },
  { id: 3, number: 'J-3', customer_id: 20, amount: 300 },
];

function listItem(config: Record<string, unknown> = {}): MultiViewItem {
  return viewItem(
    'list',
    'Jobs',
    {
      url: '/records/jobs',
      listing_headers: [
        { header_id: 1, display_name: 'Job', field_name: 'number', user_sortable: true },
        {
          header_id: 2,
          display_name: 'Amount',
          field_name: 'amount',
          format: 'currency',
          alignment: 'right',
        },
      ],
      config,
    },
    { id: 9, view_id: 90, sort: 1 },
  );
}

function answer(request: FakeRequest) {
  const search = request.query.get('search') ?? '';
  const rows = ROWS.filter((row) => row.number.includes(search));
  const paging = JSON.parse(request.query.get('pagination_object') ?? '{}');
  return {
    body: envelope(rows, {
      pagination_object: { ...paging, total_records: rows.length },
      totals: { amount: 600 },
    } as never),
  };
}

// antd's table is slow to render in jsdom on a shared machine.
jest.setTimeout(30_000);

beforeEach(() => {
  resetSession();
  signInForTest();
});

describe('ListView', () => {
  it("shows the rows, and 'No result' for a search without matches after 500 ms", async () => {
    const fake = installFakeApi({ 'GET /records/jobs': answer });
    renderView(<ListView item={listItem()} params={{}} scope={new ViewScope({ params: {} })} />);
    expect(await screen.findByText('J-3')).toBeInTheDocument();
    const first = fake.callsTo('GET /records/jobs')[0];
    expect(JSON.parse(first.query.get('pagination_object') ?? '{}')).toEqual({
      page_number: 1,
      page_size: 10,
    });

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), {
      target: { value: 'nothing' },
    });
    const before = fake.callsTo('GET /records/jobs').length;
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(fake.callsTo('GET /records/jobs')).toHaveLength(before);
    expect(await screen.findByText(NO_RESULT, {}, { timeout: 2000 })).toBeInTheDocument();
    expect(fake.callsTo('GET /records/jobs').at(-1)?.query.get('search')).toBe('nothing');
  });

  it('remembers the search of the list when a row is opened (for previous/next)', async () => {
    installFakeApi({ 'GET /records/jobs': answer, 'GET /route-tabs/:id': { body: envelope([]) } });
    renderView(<ListView item={listItem()} params={{}} scope={new ViewScope({ params: {} })} />);
    expect(await screen.findByText('J-3')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), {
      target: { value: 'J-' },
    });
    await waitFor(() => expect(rememberedListQuery('/records/jobs')).toEqual({}));
    await new Promise((resolve) => setTimeout(resolve, 600));
    fireEvent.click(await screen.findByText('J-2'));
    expect(rememberedListQuery('/records/jobs')).toEqual({ search: 'J-' });
  });

  it("shows 'No data available' for an empty list", async () => {
    installFakeApi({
      'GET /records/jobs': {
        body: envelope([], {
          pagination_object: { page_number: 1, page_size: 10, total_records: 0 },
        }),
      },
    });
    renderView(<ListView item={listItem()} params={{}} scope={new ViewScope({ params: {} })} />);
    await waitFor(() => expect(screen.getByText(NO_DATA)).toBeInTheDocument());
  });

  it('keeps selections in one group and shows the select-all state and the selected totals', async () => {
    installFakeApi({ 'GET /records/jobs': answer });
    const scope = new ViewScope({ params: {} });
    renderView(
      <ListView
        item={listItem({
          row_selection: { group_selection_by: 'customer_id' },
          show_total: 'amount',
          selected_total_inc_tax: true,
        })}
        params={{}}
        scope={scope}
      />,
    );
    await screen.findByText('J-3');
    // The totals row's code loads with the first list that has totals (ADR 249).
    expect(await screen.findByText('Total (inc GST): $660.00')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select 1' }));
    expect(screen.getByRole('checkbox', { name: 'Select 3' })).toBeDisabled();
    const all = screen.getByRole('checkbox', { name: 'Select all' });
    expect(all.closest('.ant-checkbox')).toHaveClass('ant-checkbox-indeterminate');
    fireEvent.click(all);
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Select 2' })).toBeChecked());
    expect(screen.getByText('Selected (inc GST): $330.00')).toBeInTheDocument();
    expect(scope.selection.map((row) => row.id)).toEqual([1, 2]);
  });

  it('draws no measuring row, and its table is never narrower than its columns (ADR 262)', async () => {
    installFakeApi({ 'GET /records/jobs': answer });
    const { container } = renderView(
      <ListView
        item={listItem({ row_selection: { group_selection_by: 'customer_id' } })}
        params={{}}
        scope={new ViewScope({ params: {} })}
      />,
    );
    await screen.findByText('J-3');
    // rc-table's measuring row (a hidden copy of the header, read for widths after each draw)
    // comes with `scroll.x`: the list's fixed layout does not need it.
    expect(container.querySelectorAll('.ant-table-measure-row')).toHaveLength(0);
    expect(screen.getAllByRole('checkbox', { name: 'Select all' })).toHaveLength(1);
    // "Job" shares the rest at 90 px at least, the amount takes 100 px, the checkboxes 34 px.
    const wrapper = container.querySelector<HTMLElement>('.views-list-table');
    expect(wrapper?.style.getPropertyValue('--views-list-min-width')).toBe('224px');
  });

  it('prefetches the neighbouring page', async () => {
    const many = Array.from({ length: 25 }, (_, index) => ({
      id: index + 1,
      number: `J-${index + 1}`,
      customer_id: 1,
      amount: 1,
    }));
    const fake = installFakeApi({
      'GET /records/jobs': (request) => {
        const paging = JSON.parse(request.query.get('pagination_object') ?? '{}');
        const rows = many.slice((paging.page_number - 1) * 10, paging.page_number * 10);
        return {
          body: envelope(rows, { pagination_object: { ...paging, total_records: many.length } }),
        };
      },
    });
    renderView(<ListView item={listItem()} params={{}} scope={new ViewScope({ params: {} })} />);
    await screen.findByText('J-10');
    await waitFor(() =>
      expect(
        fake
          .callsTo('GET /records/jobs')
          .map((call) => JSON.parse(call.query.get('pagination_object') ?? '{}').page_number),
      ).toEqual([1, 2]),
    );
    fireEvent.click(screen.getByTitle('2'));
    expect(await screen.findByText('J-11')).toBeInTheDocument();
    // Page 2 came from the prefetch; only page 3 (its neighbour) is asked for now.
    await waitFor(() =>
      expect(
        fake
          .callsTo('GET /records/jobs')
          .map((call) => JSON.parse(call.query.get('pagination_object') ?? '{}').page_number),
      ).toEqual([1, 2, 3]),
    );
  });
});
