import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderView } from '../testing/render';
import { DatePicker, InputNumber, RangePicker, Steps } from './later';

describe("antd's later components (ADR 247)", () => {
  it('hold their place with a disabled box of their label and placeholder until loaded', async () => {
    const { container } = renderView(
      <>
        <DatePicker aria-label="Due" placeholder="Due" />
        <RangePicker aria-label="Scheduled" placeholder={['Scheduled from', 'to']} />
      </>,
    );
    const due = screen.getByRole('textbox', { name: 'Due' });
    expect(due).toBeDisabled();
    expect(due).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('textbox', { name: 'Scheduled' })).toHaveAttribute(
      'placeholder',
      'Scheduled from – to',
    );

    await waitFor(() => expect(container.querySelectorAll('.ant-picker')).toHaveLength(2));
    expect(container.querySelector('[aria-busy="true"]')).toBeNull();
    expect(screen.getByPlaceholderText('Due')).toBeEnabled();
    expect(screen.getByPlaceholderText('Scheduled from')).toBeEnabled();
  });

  it('pass their props through once loaded', async () => {
    const changes: Array<number | string | null> = [];
    renderView(
      <>
        <InputNumber aria-label="Quantity" value={3} onChange={(value) => changes.push(value)} />
        <Steps current={1} items={[{ title: 'Details' }, { title: 'Files' }]} />
      </>,
    );
    const quantity = await screen.findByRole('spinbutton', { name: 'Quantity' });
    expect(quantity).toHaveValue('3');
    fireEvent.change(quantity, { target: { value: '5' } });
    expect(changes).toEqual([5]);
    expect(await screen.findByText('Files')).toBeInTheDocument();
    expect(document.querySelector('.ant-steps-item-process')).toHaveTextContent('Files');
  });
});
