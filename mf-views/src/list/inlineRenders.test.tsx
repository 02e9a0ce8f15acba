import { fireEvent, screen } from '@testing-library/react';
import type { MultiViewItem } from '@platform/shared';
import { envelope, installFakeApi, resetSession, signInForTest } from '@platform/shared/testing';
import type { InlineCellProps } from '../inline/InlineCell';
import { ViewScope } from '../multiview/ViewScope';
import { renderView } from '../testing/render';
import { ListView } from './ListView';
import { viewItem } from '../testing/items';

/** Renders of the list's inline cells, by row id and field. */
const cellRenders = new Map<string, number>();

jest.mock('../inline/InlineCell', () => {
  const actual = jest.requireActual<typeof import('../inline/InlineCell')>('../inline/InlineCell');
  return {
    ...actual,
    InlineCell: (props: InlineCellProps) => {
      const key = `${String(props.row.id)}:${props.field}`;
      cellRenders.set(key, (cellRenders.get(key) ?? 0) + 1);
      return actual.InlineCell(props);
    },
  };
});

const ROWS = Array.from({ length: 4 }, (_, index) => ({
  id: index + 1,
  number: `J-${index + 1}`,
  title: `Job ${index + 1}`,
  site: `Site ${index + 1}`,
}));

const inline = { type: 'text', submit_url: '/records/jobs/:id/inline' };

function inlineList(): MultiViewItem {
  return viewItem(
    'list',
    'Bulk edit',
    {
      url: '/records/jobs',
      listing_headers: [
        { header_id: 1, display_name: 'Job', field_name: 'number' },
        {
          header_id: 2,
          display_name: 'Title',
          field_name: 'title',
          config: { inline_edit: inline },
        },
        { header_id: 3, display_name: 'Site', field_name: 'site', config: { inline_edit: inline } },
      ],
      config: { hide_new: true, disable_row_click: true },
    },
    { id: 9, view_id: 90, sort: 1 },
  );
}

jest.setTimeout(30_000);

beforeEach(() => {
  resetSession();
  signInForTest();
  cellRenders.clear();
});

describe('an editable list (ADR 170)', () => {
  it('renders no cell of the table again for a keystroke: the typed-in cell keeps its draft', async () => {
    installFakeApi({
      'GET /records/jobs': {
        body: envelope(ROWS, {
          pagination_object: { page_number: 1, page_size: 10, total_records: ROWS.length },
        }),
      },
    });
    renderView(<ListView item={inlineList()} params={{}} scope={new ViewScope({ params: {} })} />);
    const titles = await screen.findAllByRole('textbox', { name: 'title' });
    expect(titles).toHaveLength(4);
    expect(cellRenders.get('2:title')).toBeGreaterThan(0);
    cellRenders.clear();
    fireEvent.change(titles[1], { target: { value: 'Job 2, edited' } });
    fireEvent.change(titles[1], { target: { value: 'Job 2, edited again' } });
    expect(titles[1]).toHaveValue('Job 2, edited again');
    expect(screen.getAllByRole('button', { name: 'Save' })).toHaveLength(1);
    // The row and the table do not render again: only the edited cell's own input does.
    expect([...cellRenders.entries()]).toEqual([]);
  });
});
