import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MultiViewItem } from '@platform/shared';
import {
  envelope,
  installFakeApi,
  resetSession,
  screenWidth,
  signInForTest,
  type FakeRequest,
} from '@platform/shared/testing';
import { ViewScope } from '../multiview/ViewScope';
import { renderView } from '../testing/render';

import { SORT_BY_LABEL } from './ListCards';
import { ListView } from './ListView';
import { viewItem } from '../testing/items';

const ROWS = [
  {
    id: 1,
    number: 'J-1',
    status: 'Scheduled',
    amount: 377.5,
    additional_field_expansion: { Site: '11 King St' },
  },
  {
    id: 2,
    number: 'J-2',
    status: 'Open',
    amount: 570,
    additional_field_expansion: { Site: '16 King St' },
  },
];

function listItem(): MultiViewItem {
  return viewItem(
    'list',
    'Jobs',
    {
      url: '/records/jobs',
      listing_headers: [
        { header_id: 1, display_name: 'Job', field_name: 'number', user_sortable: true },
        { header_id: 2, display_name: 'Status', field_name: 'status' },
        {
          header_id: 3,
          display_name: 'Amount',
          field_name: 'amount',
          format: 'currency',
          alignment: 'right',
          user_sortable: true,
        },
        { header_id: 4, display_name: '', field_name: 'additional_field_expansion' },
      ],
      config: { expandable: true, open_on_load: true },
    },
    { id: 9, view_id: 90, sort: 1 },
  );
}

function answer(request: FakeRequest) {
  const paging = JSON.parse(request.query.get('pagination_object') ?? '{}');
  return {
    body: envelope(ROWS, {
      pagination_object: { ...paging, total_records: ROWS.length },
    } as never),
  };
}

jest.setTimeout(30_000);

beforeEach(() => {
  resetSession();
  signInForTest();
});

afterEach(() => jest.restoreAllMocks());

describe('a list on a phone', () => {
  it('shows each row as a card of labels and formatted values, with its details', async () => {
    screenWidth(390);
    installFakeApi({ 'GET /records/jobs': answer });
    renderView(<ListView item={listItem()} params={{}} scope={new ViewScope({ params: {} })} />);
    await screen.findByText('J-1');
    expect(document.querySelector('table')).toBeNull();
    const card = document.querySelector<HTMLElement>('[data-list-card="1"]') as HTMLElement;
    const fields = () =>
      [...card.querySelectorAll('.list-card-fields > div > dt')].map((term) => [
        term.textContent,
        term.nextElementSibling?.textContent,
      ]);
    // open_on_load: rows arrive expanded, as the table shows them. The details' fields go on in
    // the card's list of fields, their labels in line with the others.
    expect(fields()).toEqual([
      ['Status', 'Scheduled'],
      ['Amount', '$377.50'],
      ['Site', '11 King St'],
    ]);
    expect(within(card).getByText('J-1')).toBeInTheDocument();
    // The details fold away, and the button that brings them back follows the fields.
    fireEvent.click(within(card).getByRole('button', { name: 'Fewer details' }));
    expect(within(card).queryByText('11 King St')).toBeNull();
    expect(fields()).toEqual([
      ['Status', 'Scheduled'],
      ['Amount', '$377.50'],
    ]);
    const more = within(card).getByRole('button', { name: 'More details' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(card.querySelector('.list-card-fields')?.compareDocumentPosition(more)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    fireEvent.click(more);
    expect(fields().at(-1)).toEqual(['Site', '11 King St']);
  });

  it('shows details of HTML text under the fields, made safe', async () => {
    screenWidth(390);
    installFakeApi({
      'GET /records/jobs': (request) => {
        const { body } = answer(request);
        const html = '<b>Gate code</b> 4321<img src=x onerror="alert(1)">';
        return { body: { ...body, data: [{ ...ROWS[0], additional_field_expansion: html }] } };
      },
    });
    renderView(<ListView item={listItem()} params={{}} scope={new ViewScope({ params: {} })} />);
    await screen.findByText('J-1');
    const card = document.querySelector<HTMLElement>('[data-list-card="1"]') as HTMLElement;
    const bold = within(card).getByText('Gate code');
    expect(bold.tagName).toBe('B');
    expect(card.querySelector('.list-card-fields')?.contains(bold)).toBe(false);
    expect(card.querySelector('[onerror]')).toBeNull();
  });

  it('sorts by a chosen column, then the other way', async () => {
    screenWidth(390);
    const fake = installFakeApi({ 'GET /records/jobs': answer });
    renderView(<ListView item={listItem()} params={{}} scope={new ViewScope({ params: {} })} />);
    await screen.findByText('J-1');
    const sortOf = () =>
      JSON.parse(fake.callsTo('GET /records/jobs').at(-1)?.query.get('pagination_object') ?? '{}');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: SORT_BY_LABEL }));
    fireEvent.click(await screen.findByTitle('Amount'));
    await waitFor(() =>
      expect(sortOf()).toMatchObject({ sort_by: 'amount', sort_direction: 'asc' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Sorted ascending' }));
    await waitFor(() =>
      expect(sortOf()).toMatchObject({ sort_by: 'amount', sort_direction: 'desc' }),
    );
  });

  it('keeps the table from 576 px up', async () => {
    screenWidth(800);
    installFakeApi({ 'GET /records/jobs': answer });
    renderView(<ListView item={listItem()} params={{}} scope={new ViewScope({ params: {} })} />);
    await screen.findByText('J-1');
    expect(document.querySelector('table')).not.toBeNull();
    expect(document.querySelector('[data-list-card]')).toBeNull();
  });
});
