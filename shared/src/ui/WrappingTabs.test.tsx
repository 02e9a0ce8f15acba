import { render, screen } from '@testing-library/react';
import { WrappingTabs } from './WrappingTabs';

describe('WrappingTabs', () => {
  it('draws antd tabs under the class that wraps them on a phone', () => {
    const { container } = render(
      <WrappingTabs
        className="extra"
        items={[
          { key: 'a', label: 'Orders', children: 'Order list' },
          { key: 'b', label: 'Details', children: 'Customer details' },
        ]}
      />,
    );
    expect(screen.getByRole('tab', { name: 'Orders' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Details' })).toBeInTheDocument();
    expect(container.querySelector('.ant-tabs')).toHaveClass('wrapping-tabs', 'extra');
  });
});
