import { render, screen } from '@testing-library/react';
import { StatusBadge } from './StatusBadge';

describe('StatusBadge', () => {
  it("shows 'Draft' in grey when there is no status", () => {
    render(<StatusBadge status={null} />);
    const badge = screen.getByText('Draft');
    expect(badge.closest('[data-color]')).toHaveAttribute('data-color', 'grey');
  });
  it('shows the status name in its colour', () => {
    render(<StatusBadge status={{ name: 'Approved', color: 'green' }} />);
    expect(screen.getByText('Approved').closest('[data-color]')).toHaveAttribute(
      'data-color',
      'green',
    );
  });
});
