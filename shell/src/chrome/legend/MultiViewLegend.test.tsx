import { cleanup, act, render, screen } from '@testing-library/react';
import { session } from '@platform/shared';
import { AreaProviders } from '@platform/shared/ui';
import { resetSession, signInForTest } from '@platform/shared/testing';
import { findMultiViews, MultiViewLegend } from './MultiViewLegend';

function page() {
  const area = document.createElement('div');
  area.innerHTML =
    '<section data-multi-view-id="12" data-multi-view-name="Job details"></section>' +
    '<section data-multi-view="40" data-multi-view-name="Notes"></section>' +
    '<section data-multi-view-id="12" data-multi-view-name="Job details"></section>';
  document.body.appendChild(area);
  return area;
}

describe('MultiViewLegend', () => {
  afterEach(() => {
    cleanup();
    resetSession();
    document.body.innerHTML = '';
  });

  it('lists each multi-view id on the page once, in order', () => {
    const area = page();
    expect(findMultiViews(area).map((entry) => `${entry.id} ${entry.name}`)).toEqual([
      '12 Job details',
      '40 Notes',
    ]);
  });

  it('shows only in debug mode', () => {
    page();
    signInForTest();
    render(
      <AreaProviders>
        <MultiViewLegend />
      </AreaProviders>,
    );
    expect(screen.queryByTestId('multi-view-legend')).toBeNull();
    act(() => session.setDebugMode(true));
    expect(screen.getByText('#12 Job details')).toBeTruthy();
    expect(screen.getByText('#40 Notes')).toBeTruthy();
  });
});
