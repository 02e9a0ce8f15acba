import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LimitedSelect } from './LimitedSelect';

describe('limited select', () => {
  it('says "No options match your search" when the filter matches nothing', async () => {
    render(
      <LimitedSelect
        id="colour"
        value={null}
        options={[{ value: 1, label: 'Black' }]}
        onChange={() => undefined}
      />,
    );
    await userEvent.type(screen.getByRole('combobox'), 'zzz');
    expect(await screen.findByText('No options match your search')).toBeInTheDocument();
  });
});
