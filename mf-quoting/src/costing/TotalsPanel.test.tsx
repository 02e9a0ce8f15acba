import { render, screen, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { createElement, type ComponentProps } from 'react';
import { groupsByMesh, priceCosting } from '@platform/shared/pricing';
import { RECORD } from '../testing/costing';
import { TotalsPanel } from './TotalsPanel';

// antd's Popover, counted: every popover drawn, open or not, is a render of it.
const popovers = jest.fn();
jest.mock('antd', () => {
  const actual = jest.requireActual<typeof import('antd')>('antd');
  const Popover = (props: ComponentProps<typeof actual.Popover>) => {
    popovers();
    return createElement(actual.Popover, props);
  };
  return { ...actual, Popover };
});

const userEvent = userEventLib.setup({ pointerEventsCheck: 0 });
jest.setTimeout(60_000);

const priced = (height: number) =>
  priceCosting({
    lines: RECORD.product_items,
    margins: RECORD,
    size: { height, width: 600 },
    meshDeduction: -25,
    groupByMesh: groupsByMesh(RECORD.group_by),
    elementCount: RECORD.element_count,
    elementSplitVertical: RECORD.element_split_vertical,
    mandatoryAccessories: [],
  });

describe('the totals panel', () => {
  it('draws no popover for its figures until one is opened, and opens a chain from the keyboard', async () => {
    const draft = { ...RECORD };
    const onPercent = jest.fn();
    const { rerender } = render(
      <TotalsPanel result={priced(2100)} draft={draft} onPercent={onPercent} />,
    );
    rerender(<TotalsPanel result={priced(2400)} draft={draft} onPercent={onPercent} />);
    // Frame 59.30 + labour 162.50 = 221.80; + 40 % = 310.52; + 5 % premium 15.526 → 15.53 =
    // 326.05; × 1.1 = 358.655 → 358.66 (rounded up).
    expect(screen.getByLabelText('retail cost').textContent).toBe('$221.80 ex GST');
    expect(screen.getByLabelText('retail inc_gst').textContent).toBe('$358.66');
    expect(popovers).not.toHaveBeenCalled();
    expect(screen.queryByRole('list', { name: 'Why retail inc gst' })).not.toBeInTheDocument();

    // Every figure is reached with Tab and says whether its chain is open.
    const why = screen.getByRole('button', { name: 'Why retail inc gst' });
    expect(why).toHaveAttribute('aria-expanded', 'false');
    why.focus();
    await userEvent.keyboard('{Enter}');
    const chain = await screen.findByRole('list', { name: 'Why retail inc gst' });
    expect(why).toHaveAttribute('aria-expanded', 'true');
    expect(popovers).toHaveBeenCalled();
    expect(within(chain).getAllByText('Inc GST')).toHaveLength(1);
    expect(chain.textContent).toContain('358.66');
    // The figure closes its chain again, and opens it with a click.
    await userEvent.keyboard('{Enter}');
    expect(why).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(why);
    expect(await screen.findByRole('list', { name: 'Why retail inc gst' })).toBeInTheDocument();
    await userEvent.click(why);
    expect(why).toHaveAttribute('aria-expanded', 'false');
    // A press inside the chain keeps it open; Escape closes it and leaves the focus on the figure.
    await userEvent.click(why);
    await userEvent.click(await screen.findByRole('list', { name: 'Why retail inc gst' }));
    expect(why).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    expect(why).toHaveAttribute('aria-expanded', 'false');
    expect(why).toHaveFocus();
    // A press elsewhere closes it.
    await userEvent.click(why);
    await userEvent.click(screen.getByLabelText('retail cost'));
    expect(screen.getByRole('button', { name: 'Why retail inc gst' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });
});
