import { render } from '@testing-library/react';
import { ViewSkeleton } from './ViewSkeleton';
import { skeletonKind } from './skeleton';

describe('skeleton kind', () => {
  it('is list-style for list routes and form-style otherwise', () => {
    expect(skeletonKind('list', undefined)).toBe('list');
    expect(skeletonKind('page', undefined)).toBe('form');
    expect(skeletonKind('tabs', undefined)).toBe('form');
  });
  it("counts the tab values 'details' and 'prestart' as forms", () => {
    expect(skeletonKind('list', 'details')).toBe('form');
    expect(skeletonKind('tabs', 'prestart')).toBe('form');
    expect(skeletonKind('tabs', 'quotes')).toBe('list');
  });
});

describe('ViewSkeleton', () => {
  it('draws 5 rows of 6 columns for a list', () => {
    const { container } = render(<ViewSkeleton kind="list" />);
    const rows = container.querySelectorAll('[data-skeleton-row]');
    expect(rows).toHaveLength(5);
    expect(rows[0].querySelectorAll('.ant-skeleton-input')).toHaveLength(6);
  });
  it('draws 10 rows for a form, 1 when inline', () => {
    expect(
      render(<ViewSkeleton kind="form" />).container.querySelectorAll('[data-skeleton-row]'),
    ).toHaveLength(10);
    expect(
      render(<ViewSkeleton kind="form" inline />).container.querySelectorAll('[data-skeleton-row]'),
    ).toHaveLength(1);
  });
});
