import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { resetSession, signInForTest } from '@platform/shared/testing';
import { COSTING_URL, installCostingApi, LINE, RECORD } from '../testing/costing';
import { CostingScreen } from './CostingScreen';
import { ESTIMATED_ROW_HEIGHT, WHOLE_UP_TO_ROWS } from './useRowWindow';

// antd's Table, counted: the renders of the cost table (rows of cost lines).
const costTableRenders = jest.fn();
jest.mock('antd', () => {
  const actual = jest.requireActual<typeof import('antd')>('antd');
  const { createElement } = jest.requireActual<typeof import('react')>('react');
  const Table = (props: { dataSource?: readonly object[] }) => {
    if (props.dataSource?.some((row) => 'line' in row)) costTableRenders();
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

// antd's tables render slowly in jsdom on a busy machine.
jest.setTimeout(60_000);

beforeEach(() => signInForTest());
afterEach(() => {
  resetSession();
  jest.restoreAllMocks();
});

/** A costing of `count` frame lines, FR-0 … : 58.40 each at the default test size. */
function installLongCosting(count = 200) {
  const lines = Array.from({ length: count }, (_, index) => ({
    ...LINE,
    id: 1000 + index,
    code: `FR-${index}`,
  }));
  installCostingApi({ ...RECORD, product_items: lines });
}

function renderScreen() {
  const storage = new Map<string, string>();
  return render(
    <CostingScreen
      url={COSTING_URL}
      costType="product"
      cloneUrl={`${COSTING_URL}/clone`}
      childId={1}
      storage={{
        getItem: (key) => storage.get(key) ?? null,
        setItem: (key, value) => void storage.set(key, value),
        removeItem: (key) => void storage.delete(key),
      }}
    />,
  );
}

const costTable = () => screen.getByLabelText('Retail total').closest('table')!;
const lineRows = () => costTable().querySelectorAll<HTMLTableRowElement>('tbody tr.ant-table-row');
const total = (side: 'Retail' | 'Wholesale') => screen.getByLabelText(`${side} total`).textContent;

describe('the cost table of a long costing', () => {
  it('draws the rows in the window only, while its totals and row count cover every line', async () => {
    installLongCosting();
    renderScreen();
    expect(await screen.findByText('FR-0')).toBeInTheDocument();
    // jsdom's window is 768 px high: 11 rows of the estimated height and 4 more below.
    await waitFor(() => expect(lineRows()).toHaveLength(15));
    expect(screen.queryByText('FR-15')).not.toBeInTheDocument();
    // Every line is priced and counted: 200 × 58.40.
    expect(total('Retail')).toBe('$11,680.00');
    expect(total('Wholesale')).toBe('$11,680.00');
    expect(costTable()).toHaveAttribute('aria-rowcount', '202');
    // The rows not drawn keep their room, so the page scrolls as far as with every row.
    const spacers = costTable().querySelectorAll<HTMLElement>('tr.cost-line-spacer td');
    expect([...spacers].map((cell) => cell.style.height)).toEqual([
      `${185 * ESTIMATED_ROW_HEIGHT}px`,
    ]);

    // A size change recalculates every line; the rows in view show their new figures.
    fireEvent.change(screen.getByLabelText('Test height'), { target: { value: '2400' } });
    await waitFor(() => expect(total('Retail')).toBe('$11,860.00'));
    const first = screen.getByText('FR-0').closest('tr')!;
    expect(within(first).getAllByText('$59.30')).toHaveLength(2);
    expect(lineRows()).toHaveLength(15);
  });

  it('shows the new figures after a size change without drawing the table again', async () => {
    installLongCosting(3);
    renderScreen();
    expect(await screen.findByText('FR-2')).toBeInTheDocument();
    expect(total('Retail')).toBe('$175.20');
    costTableRenders.mockClear();
    // 2400 high: (2400 + 600) × 2 = 6000 mm = 0.9231 of a 6500 length, + 10 % = 1.0154 lengths
    // × 58.40 = 59.30 a line; the table's rows (the lines) are the same, only the figures change.
    fireEvent.change(screen.getByLabelText('Test height'), { target: { value: '2400' } });
    expect(total('Retail')).toBe('$177.90');
    expect(total('Wholesale')).toBe('$177.90');
    for (const code of ['FR-0', 'FR-1', 'FR-2']) {
      const row = screen.getByText(code).closest('tr')!;
      expect(within(row).getAllByText('$59.30')).toHaveLength(2);
      expect(within(row).getByText('6000')).toBeInTheDocument();
      expect(within(row).getByText('0.9231')).toBeInTheDocument();
    }
    expect(costTableRenders).not.toHaveBeenCalled();
  });

  it('draws every line of a costing of up to 60 lines, wherever its table sits on the page', async () => {
    installLongCosting(WHOLE_UP_TO_ROWS);
    // The table starts near the bottom of the 768 px window: a window of rows would draw 5.
    jest
      .spyOn(HTMLTableSectionElement.prototype, 'getBoundingClientRect')
      .mockReturnValue({ top: 700 } as DOMRect);
    renderScreen();
    expect(await screen.findByText('FR-0')).toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    await waitFor(() => expect(lineRows()).toHaveLength(60));
    expect(screen.getByText('FR-59')).toBeInTheDocument();
    expect(costTable().querySelectorAll('tr.cost-line-spacer')).toHaveLength(0);
  });

  it('draws the lines scrolled to, each with its place among all the rows', async () => {
    installLongCosting();
    renderScreen();
    expect(await screen.findByText('FR-0')).toBeInTheDocument();
    // The page scrolled by 100 rows: the body's top is 7,200 px above the window.
    jest
      .spyOn(HTMLTableSectionElement.prototype, 'getBoundingClientRect')
      .mockReturnValue({ top: -100 * ESTIMATED_ROW_HEIGHT } as DOMRect);
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    expect(await screen.findByText('FR-100')).toBeInTheDocument();
    expect(screen.queryByText('FR-0')).not.toBeInTheDocument();
    const codes = [...lineRows()].map((row) => row.cells[2].textContent);
    expect(codes[0]).toBe('FR-96');
    expect(codes.at(-1)).toBe('FR-114');
    expect(screen.getByText('FR-100').closest('tr')).toHaveAttribute('aria-rowindex', '102');
    const spacers = costTable().querySelectorAll<HTMLElement>('tr.cost-line-spacer td');
    expect([...spacers].map((cell) => cell.style.height)).toEqual([
      `${96 * ESTIMATED_ROW_HEIGHT}px`,
      `${85 * ESTIMATED_ROW_HEIGHT}px`,
    ]);
    // The buttons of a drawn row act on their own line.
    fireEvent.click(screen.getByRole('button', { name: 'Edit FR-100' }));
    expect(await screen.findByText('Edit cost line')).toBeInTheDocument();
  });
});
