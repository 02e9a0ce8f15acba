import { render, screen } from '@testing-library/react';
import type { ListStore } from './ListStore';
import { ListTotals } from './ListTotals';

/** The parts of a list's store the totals row reads. */
function storeWith(config: Record<string, unknown>, rows: Array<Record<string, unknown>>) {
  return { config, totals: {}, rows, selection: [] } as unknown as ListStore;
}

describe('ListTotals', () => {
  it('holds the row’s place while its decimal code loads, then shows the totals with GST', async () => {
    render(
      <ListTotals
        store={storeWith({ show_total: 'amount' }, [{ amount: '0.1' }, { amount: 99.9 }])}
      />,
    );
    expect(document.querySelector('[data-totals-loading]')).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByText('Total (inc GST): $110.00')).toBeInTheDocument();
    expect(screen.getByText('Total (exc GST): $100.00')).toBeInTheDocument();
    expect(screen.getByText('GST: $10.00')).toBeInTheDocument();
    expect(document.querySelector('[data-totals-loading]')).toBeNull();
  });

  it('draws nothing for a list without totals', () => {
    const { container } = render(<ListTotals store={storeWith({}, [{ amount: 5 }])} />);
    expect(container).toBeEmptyDOMElement();
  });
});
