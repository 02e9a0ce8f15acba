import { screen, waitFor } from '@testing-library/react';
import { envelope, installFakeApi, resetSession, signInForTest } from '@platform/shared/testing';
import { renderView } from '../testing/render';
import { MultiView } from './MultiView';
import { viewItem } from '../testing/items';

const badge = (id: number, name: string, extra: Record<string, unknown> = {}) =>
  viewItem(
    'status_badge',
    name,
    { status: { name, color: 'blue' } },
    { id, view_id: id, size: 6, sort: id, ...extra },
  );

beforeEach(() => {
  resetSession();
  signInForTest({ staff_role_id: 3, user_role_ids: '3' });
});

describe('MultiView', () => {
  it('shows the items the user may see, ordered by sort_priority then sort, on 12-column rows', async () => {
    const fake = installFakeApi({
      'GET /multi-view-data': {
        body: envelope({
          multi_view_id: 41,
          name: 'Test',
          data: [
            badge(1, 'First by sort'),
            badge(2, 'Managers only', { config: { role_ids: [1, 2] } }),
            badge(3, 'Sales first', {
              config: { sort_priority: [{ staff_role_ids: [3], priority: 1 }] },
            }),
            badge(4, 'New line', { new_line: true }),
          ],
        }),
      },
    });
    const { container } = renderView(<MultiView multiViewId={41} params={{}} />);
    await waitFor(() => expect(screen.getByText('Sales first')).toBeInTheDocument());
    expect(fake.callsTo('GET /multi-view-data')[0].query.get('multi_view_id')).toBe('41');
    expect(screen.queryByText('Managers only')).toBeNull();
    const names = [...container.querySelectorAll('[data-status]')].map((node) =>
      node.getAttribute('data-status'),
    );
    expect(names).toEqual(['Sales first', 'First by sort', 'New line']);
    const rows = container.querySelectorAll('.ant-row');
    expect(rows[0].querySelectorAll('[data-item-type]')).toHaveLength(2);
    expect(rows[1].querySelectorAll('[data-item-type]')).toHaveLength(1);
  });

  it('shows the form-style skeleton while loading, list-style when asked', () => {
    installFakeApi({ 'GET /multi-view-data': () => new Promise(() => undefined) });
    const { container, unmount } = renderView(<MultiView multiViewId={42} params={{}} />);
    expect(container.querySelector('[data-skeleton="form"]')).not.toBeNull();
    unmount();
    const list = renderView(<MultiView multiViewId={43} params={{}} skeleton="list" />);
    expect(list.container.querySelector('[data-skeleton="list"]')).not.toBeNull();
  });
});
