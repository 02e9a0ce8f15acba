import { fireEvent, screen } from '@testing-library/react';
import type { MultiViewItem } from '@platform/shared';
import { resetSession, signInForTest } from '@platform/shared/testing';
import { renderView } from '../testing/render';
import { ViewButtonItem } from './ViewButtonItem';
import { ViewScope } from './ViewScope';
import { viewItem } from '../testing/items';

const item: MultiViewItem = viewItem(
  'view_button',
  'Back to quotes',
  { label: 'Back to quotes', path: '/jobs/:id/quotes' },
  { size: 3, sort: 1 },
);

describe('view_button', () => {
  it('navigates to the organisation-prefixed path with the parameters filled', () => {
    resetSession();
    signInForTest({ organisation_short_code: 'acme' });
    renderView(
      <ViewButtonItem
        item={item}
        params={{ id: '12' }}
        scope={new ViewScope({ params: { id: '12' } })}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Back to quotes' }));
    expect(window.location.pathname).toBe('/_acme_/jobs/12/quotes');
  });
});

describe('ViewScope', () => {
  it('takes child_id over id as the record id', () => {
    expect(new ViewScope({ params: { id: '4', child_id: '9' } }).recordId).toBe('9');
    expect(new ViewScope({ params: { id: '4' } }).recordId).toBe('4');
  });

  it('skips loading records when the tab parameter is present but empty', () => {
    expect(new ViewScope({ params: { item_id: '' }, tabParameter: 'item_id' }).skipRecordLoad).toBe(
      true,
    );
    expect(
      new ViewScope({ params: { item_id: '4' }, tabParameter: 'item_id' }).skipRecordLoad,
    ).toBe(false);
    expect(new ViewScope({ params: {} }).skipRecordLoad).toBe(false);
  });
});
