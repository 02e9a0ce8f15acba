import { render, screen } from '@testing-library/react';
import { groupsByMesh, priceCosting } from '@platform/shared/pricing';
import { RECORD } from '../testing/costing';
import { TotalsPanel } from './TotalsPanel';

// antd's Table, counted: the renders of the totals panel's table (rows of figures).
const figureTableRenders = jest.fn();
jest.mock('antd', () => {
  const actual = jest.requireActual<typeof import('antd')>('antd');
  const { createElement } = jest.requireActual<typeof import('react')>('react');
  const Table = (props: { dataSource?: readonly object[] }) => {
    if (props.dataSource?.some((row) => 'label' in row)) figureTableRenders();
    return createElement(actual.Table, props);
  };
  for (const key of Object.keys(actual.Table)) {
    if (key !== '$$typeof' && key !== 'render')
      (Table as unknown as Record<string, unknown>)[key] = (
        actual.Table as unknown as Record<string, unknown>
      )[key];
  }
  return { ...actual, Table };
});

jest.setTimeout(60_000);

const priced = (height: number, margins: typeof RECORD = RECORD) =>
  priceCosting({
    lines: RECORD.product_items,
    margins,
    size: { height, width: 600 },
    meshDeduction: -25,
    groupByMesh: groupsByMesh(RECORD.group_by),
    elementCount: RECORD.element_count,
    elementSplitVertical: RECORD.element_split_vertical,
    mandatoryAccessories: [],
  });

describe('the totals panel on a recalculation', () => {
  it('draws again its figures and fields, not its table', () => {
    const draft = { ...RECORD };
    const onPercent = jest.fn();
    const { rerender } = render(
      <TotalsPanel result={priced(2100)} draft={draft} onPercent={onPercent} />,
    );
    expect(figureTableRenders).toHaveBeenCalledTimes(1);
    rerender(<TotalsPanel result={priced(2400)} draft={draft} onPercent={onPercent} />);
    // Frame 59.30 + labour 162.50 = 221.80; + 40 % = 310.52; + 5 % = 326.05; × 1.1 → 358.66.
    expect(screen.getByLabelText('retail cost').textContent).toBe('$221.80 ex GST');
    expect(screen.getByLabelText('retail inc_gst').textContent).toBe('$358.66');
    expect(figureTableRenders).toHaveBeenCalledTimes(1);

    // Another margin: its field and the figures follow, the table still is not drawn again.
    // 221.80 + 50 % = 332.70; + 5 % 16.635 → 16.64 = 349.34; × 1.1 = 384.274 → 384.28.
    const margins = { ...draft, retail: '50.00' };
    rerender(<TotalsPanel result={priced(2400, margins)} draft={margins} onPercent={onPercent} />);
    expect(screen.getByLabelText('retail margin %')).toHaveValue('50');
    expect(screen.getByLabelText('retail inc_gst').textContent).toBe('$384.28');
    expect(figureTableRenders).toHaveBeenCalledTimes(1);
  });
});
