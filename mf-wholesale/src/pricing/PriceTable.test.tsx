import { render, screen } from '@testing-library/react';
import { PriceTable } from './PriceTable';
import { priceGrid } from './priceGrid';

describe('price table', () => {
  it('says "No results" when the application has no common sizes', () => {
    render(<PriceTable title="Window Screen" grid={priceGrid([])} missing="black" />);
    expect(screen.getByText('No results')).toBeInTheDocument();
  });
});
