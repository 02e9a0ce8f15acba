import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PageHeader } from './PageHeader';

describe('PageHeader', () => {
  it('shows the title with its prepend and append areas', () => {
    render(
      <PageHeader
        title="Quotes"
        prepend={<span>Draft</span>}
        append={<button>New quote</button>}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Quotes' })).toBeInTheDocument();
    expect(screen.getByText('Draft')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New quote' })).toBeInTheDocument();
  });

  it('shows a back button only when onBack is given', async () => {
    const onBack = jest.fn();
    const { rerender } = render(<PageHeader title="Quote 7" />);
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    rerender(<PageHeader title="Quote 7" onBack={onBack} />);
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });
});
