import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { priceAtSizes, priceCosting, priceLines } from '@platform/shared/pricing';
import { envelope } from '@platform/shared/testing';
import { COSTING_URL, installCostingApi, LABOUR, RECORD } from '../testing/costing';
import {
  memoryStorage,
  renderScreen,
  setUpCostingTests,
  total,
  userEvent,
} from '../testing/renderCosting';
import { CostingScreen } from './CostingScreen';
import { button } from '../testing/dom';
import { money } from './money';

// The screen's money formatting, counted: a cell drawn again formats its figure again.
jest.mock('./money', () => {
  const actual = jest.requireActual<typeof import('./money')>('./money');
  return { ...actual, money: jest.fn(actual.money) };
});
const moneyCalls = money as jest.MockedFunction<typeof money>;
// The what-if sizes' pricing, counted: each call prices every line at every what-if size.
jest.mock('@platform/shared/pricing', () => {
  const actual = jest.requireActual<typeof import('@platform/shared/pricing')>(
    '@platform/shared/pricing',
  );
  return {
    ...actual,
    priceAtSizes: jest.fn(actual.priceAtSizes),
    priceCosting: jest.fn(actual.priceCosting),
    priceLines: jest.fn(actual.priceLines),
  };
});
// The pricing of the lines, counted: the screen prices them with priceLines and totals them
// with priceCosting(input, lines), which then prices none itself.
const linePricing = priceLines as jest.MockedFunction<typeof priceLines>;
const whatIfPricing = priceAtSizes as jest.MockedFunction<typeof priceAtSizes>;
const pricing = priceCosting as jest.MockedFunction<typeof priceCosting>;

setUpCostingTests();

describe('the costing screen', () => {
  it('shows the cost lines, every column and the totals at the default test size', async () => {
    installCostingApi();
    renderScreen();
    expect(await screen.findByText('Crimsafe Regular – Hinged Door')).toBeInTheDocument();
    for (const title of [
      'Actions',
      'Supplier',
      'Code',
      'Description',
      'Price type',
      'Quantity formula',
      'Item quantity',
      'Quantity',
      'Item price',
      'Buffer %',
      'Rounding %',
      'Retail',
      'Wholesale',
    ]) {
      expect(screen.getAllByText(title).length).toBeGreaterThan(0);
    }
    expect(screen.getByLabelText('Test height')).toHaveValue('2100');
    expect(screen.getByLabelText('Test width')).toHaveValue('600');
    // Frame 58.40 in both columns; labour 2.5 h × 65.00 = 162.50 retail only.
    expect(total('Retail')).toBe('$220.90');
    expect(total('Wholesale')).toBe('$58.40');
    expect(screen.getByText(`${LABOUR.formula.slice(0, 29)}...`)).toBeInTheDocument();
    // 220.90 + 40 % = 309.26; + 5 % premium 15.47 = 324.73; × 1.1 = 357.203 → 357.21 (rounded up).
    expect(screen.getByLabelText('retail inc_gst').textContent).toBe('$357.21');
  });

  it('recalculates at once when the test size changes', async () => {
    installCostingApi();
    renderScreen();
    await screen.findByText('Crimsafe Regular – Hinged Door');
    fireEvent.change(screen.getByLabelText('Test height'), { target: { value: '2400' } });
    await waitFor(() => expect(total('Retail')).toBe('$221.80'));
    expect(total('Wholesale')).toBe('$59.30');
  });

  it('draws again only the rows whose figures a size change changed', async () => {
    installCostingApi();
    renderScreen();
    await screen.findByText('Crimsafe Regular – Hinged Door');
    const labourRow = screen.getByLabelText('Why retail of LAB-H').closest('tr')!;
    expect(within(labourRow).getByText('$162.50')).toBeInTheDocument();
    moneyCalls.mockClear();
    // 2400 high: the frame's figures change; the labour's (ceil(2.4) = ceil(2.1)) do not.
    fireEvent.change(screen.getByLabelText('Test height'), { target: { value: '2400' } });
    await waitFor(() => expect(total('Retail')).toBe('$221.80'));
    expect(
      within(screen.getByLabelText('Why retail of FR-SD65').closest('tr')!).getAllByText('$59.30'),
    ).toHaveLength(2);
    expect(within(labourRow).getByText('$162.50')).toBeInTheDocument();
    const formatted = moneyCalls.mock.calls.map(([value]) => value);
    expect(formatted).toContain('59.30');
    expect(formatted).not.toContain('162.50');
    expect(formatted).not.toContain('65.00');
  });

  it('a size change draws again the figures it changes, not the accessories; a note no figure', async () => {
    installCostingApi();
    renderScreen();
    expect(await screen.findByText('Door Closer')).toBeInTheDocument();
    moneyCalls.mockClear();
    fireEvent.change(screen.getByLabelText('Test height'), { target: { value: '2400' } });
    expect(total('Retail')).toBe('$221.80');
    expect(screen.getByLabelText('retail cost').textContent).toBe('$221.80 ex GST');
    const formatted = moneyCalls.mock.calls.map(([value]) => value);
    expect(formatted).toContain('221.80');
    // The Door Closer's rule price (48.00) is the same at every size until the lookup answers.
    expect(formatted).not.toContain('48.00');
    moneyCalls.mockClear();
    fireEvent.change(screen.getByLabelText('Notes'), { target: { value: 'A note' } });
    expect(screen.getByLabelText('Notes')).toHaveValue('A note');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    expect(moneyCalls).not.toHaveBeenCalled();
  });

  it('prices the what-if sizes again when a margin changes, not when the test size does', async () => {
    installCostingApi();
    renderScreen();
    await screen.findByText('Crimsafe Regular – Hinged Door');
    await userEvent.click(button('Add size'));
    fireEvent.change(screen.getByLabelText('What-if height 1'), { target: { value: '2400' } });
    fireEvent.change(screen.getByLabelText('What-if width 1'), { target: { value: '600' } });
    const table = await screen.findByRole('table', { name: 'What-if prices' });
    const row = (await within(table).findByText('2400 × 600')).closest('tr')!;
    whatIfPricing.mockClear();
    fireEvent.change(screen.getByLabelText('Test height'), { target: { value: '2400' } });
    expect(total('Retail')).toBe('$221.80');
    expect(whatIfPricing).not.toHaveBeenCalled();
    // The what-if row at 2400 × 600 is the test size's price at 2400 × 600: 221.80 + 40 % =
    // 310.52; + 5 % premium 15.526 → 15.53 = 326.05; × 1.1 = 358.655 → 358.66 (rounded up).
    expect(screen.getByLabelText('retail inc_gst').textContent).toBe('$358.66');
    expect(within(row).getByText('$358.66')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('retail margin %'), { target: { value: '50' } });
    // 221.80 + 50 % = 332.70; + 5 % 16.635 → 16.64 = 349.34; × 1.1 = 384.274 → 384.28.
    expect(screen.getByLabelText('retail inc_gst').textContent).toBe('$384.28');
    expect(whatIfPricing).toHaveBeenCalled();
    expect(within(row).getByText('$384.28')).toBeInTheDocument();
  });

  it('does not price the lines again when the accessories looked up after a size change are the same', async () => {
    const api = installCostingApi();
    renderScreen();
    expect(await screen.findByText('Door Closer')).toBeInTheDocument();
    const lookups = api.callsTo('GET /quotes/accessories_mandatory').length;
    pricing.mockClear();
    fireEvent.change(screen.getByLabelText('Test height'), { target: { value: '2400' } });
    expect(total('Retail')).toBe('$221.80');
    expect(pricing).toHaveBeenCalledTimes(1);
    // The lookup after the pause in typing answers the same accessories: nothing to price again.
    await waitFor(() =>
      expect(api.callsTo('GET /quotes/accessories_mandatory')).toHaveLength(lookups + 1),
    );
    // Let both answers (accessories and mesh deduction) arrive and be applied.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(pricing).toHaveBeenCalledTimes(1);
    expect(total('Retail')).toBe('$221.80');
    // 221.80 + 40 % = 310.52; + 5 % premium 15.526 → 15.53 = 326.05; × 1.1 = 358.655 → 358.66.
    expect(screen.getByLabelText('retail inc_gst').textContent).toBe('$358.66');
    expect(screen.getByLabelText('retail accessories').textContent).toBe('$81.40 inc GST');
  });

  it('totals other accessories looked up after a size change without pricing the lines again', async () => {
    const api = installCostingApi();
    renderScreen();
    expect(await screen.findByText('Door Closer')).toBeInTheDocument();
    // At the next size the rules name two door closers only.
    api.on('GET /quotes/accessories_mandatory', {
      body: envelope([{ item_number: 2, name: 'Door Closer', price: '48.00', quantity: 2 }]),
    });
    linePricing.mockClear();
    fireEvent.change(screen.getByLabelText('Test height'), { target: { value: '2400' } });
    expect(total('Retail')).toBe('$221.80');
    // The key prices the costing's lines once, and the totals take them priced.
    expect(linePricing).toHaveBeenCalledTimes(1);
    expect(pricing.mock.calls.every((call) => call[1] !== undefined)).toBe(true);
    linePricing.mockClear();
    pricing.mockClear();
    // 2 × 48.00 = 96.00 × 1.1 = 105.60 on both sides, once the lookup answers.
    await waitFor(() =>
      expect(screen.getByLabelText('retail accessories').textContent).toBe('$105.60 inc GST'),
    );
    expect(screen.getByLabelText('wholesale accessories').textContent).toBe('$105.60 inc GST');
    expect(linePricing).not.toHaveBeenCalled();
    expect(pricing).toHaveBeenCalled();
    expect(pricing.mock.calls.every((call) => call[1] !== undefined)).toBe(true);
    expect(total('Retail')).toBe('$221.80');
    expect(screen.getByLabelText('retail inc_gst').textContent).toBe('$358.66');
  });

  it('Edit after a size change opens the line as it is now', async () => {
    installCostingApi();
    renderScreen();
    await screen.findByText('Crimsafe Regular – Hinged Door');
    fireEvent.change(screen.getByLabelText('Test height'), { target: { value: '2400' } });
    await waitFor(() => expect(total('Retail')).toBe('$221.80'));
    await userEvent.click(screen.getByLabelText('Edit LAB-H'));
    expect(await screen.findByText('Edit cost line')).toBeInTheDocument();
    expect(screen.getByLabelText('Quantity formula')).toHaveValue(LABOUR.formula);
  });

  it('lists the mandatory accessories, an empty price as "None (use default)"', async () => {
    installCostingApi();
    renderScreen();
    expect(await screen.findByText('None (use default)')).toBeInTheDocument();
    expect(screen.getByText('Door Closer')).toBeInTheDocument();
    // The lock's rule has no price, so its own costing's retail price applies (issue 37; it
    // counted $0 before): 0.25 h × 65.00 = 16.25 + 60 % = 26.00; (26.00 + 48.00) × 1.1 = 81.40.
    expect(screen.getByLabelText('retail accessories').textContent).toBe('$81.40 inc GST');
    // Wholesale: 16.25 + 35 % (5.6875 → 5.69) = 21.94; (21.94 + 48.00) × 1.1 = 76.934 → 76.94.
    expect(screen.getByLabelText('wholesale accessories').textContent).toBe('$76.94 inc GST');
  });

  it('Revert: an alert when nothing changed, else a confirmation', async () => {
    installCostingApi();
    renderScreen();
    await screen.findByText('Crimsafe Regular – Hinged Door');
    await userEvent.click(button('Revert'));
    expect(await screen.findAllByText("You haven't made any changes yet.")).not.toHaveLength(0);
    await userEvent.click(button('OK'));
    fireEvent.change(screen.getByLabelText('Notes'), { target: { value: 'Changed' } });
    await userEvent.click(button('Revert'));
    expect(
      await screen.findAllByText('Are you sure you want to revert all fields?'),
    ).not.toHaveLength(0);
    await userEvent.click(button('Yes'));
    await waitFor(() => expect(screen.getByLabelText('Notes')).toHaveValue('Checked'));
  });

  it('saves with decimals added to integers, and keeps a failed save as a draft', async () => {
    const fake = installCostingApi();
    const storage = renderScreen();
    await screen.findByText('Crimsafe Regular – Hinged Door');
    fireEvent.change(screen.getByLabelText('retail margin %'), { target: { value: '45' } });
    await waitFor(() => expect(storage.items.size).toBe(1));
    fake.on(`POST ${COSTING_URL}`, {
      status: 500,
      body: { data: null, info: { status: 500, message: 'Database unavailable' } },
    });
    await userEvent.click(button('Save'));
    await waitFor(() => expect(fake.callsTo(`POST ${COSTING_URL}`)).toHaveLength(1));
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    expect(storage.items.size).toBe(1);
    const sent = fake.callsTo(`POST ${COSTING_URL}`)[0].body as {
      object_data: { retail: string; product_items: Array<{ price: string }> };
    };
    expect(sent.object_data.retail).toBe('45.00');
    expect(sent.object_data.product_items[0].price).toBe('58.40');
  });

  it('keeps unsaved changes across a reload of the page', async () => {
    installCostingApi();
    const storage = memoryStorage();
    const first = render(
      <CostingScreen url={COSTING_URL} costType="product" cloneUrl={null} storage={storage} />,
    );
    await screen.findByText('Crimsafe Regular – Hinged Door');
    fireEvent.change(screen.getByLabelText('Notes'), { target: { value: 'Not saved yet' } });
    first.unmount();
    render(
      <CostingScreen url={COSTING_URL} costType="product" cloneUrl={null} storage={storage} />,
    );
    expect(
      await screen.findByText(/Your unsaved changes to this costing were kept/),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Notes')).toHaveValue('Not saved yet');
  });

  it('alerts when the page has no clone URL', async () => {
    installCostingApi();
    renderScreen({ cloneUrl: null });
    await screen.findByText('Crimsafe Regular – Hinged Door');
    await userEvent.click(screen.getAllByText('Clone')[0].closest('button')!);
    expect(
      await screen.findAllByText(
        'Something went wrong. Missing Clone URL, contact administrators.',
      ),
    ).not.toHaveLength(0);
  });

  it('clones to the chosen applications after the confirmation', async () => {
    const fake = installCostingApi();
    renderScreen();
    await screen.findByText('Crimsafe Regular – Hinged Door');
    await userEvent.click(screen.getAllByText('Clone')[0].closest('button')!);
    const dialog = (await screen.findByText('Clone prices to applications')).closest(
      '.ant-modal',
    ) as HTMLElement;
    const cloneButton = within(dialog).getByText('Clone').closest('button')!;
    await within(dialog).findByText('Sliding Door');
    expect(within(dialog).queryByText('Hinged Door')).not.toBeInTheDocument();
    expect(cloneButton).toBeDisabled();
    await userEvent.click(within(dialog).getByText('Sliding Door'));
    await userEvent.click(within(dialog).getByText('French Doors'));
    expect(cloneButton).toBeEnabled();
    await userEvent.click(cloneButton);
    expect(
      await screen.findAllByText(
        'Are you sure you want to replace all existing prices on selected applications?',
      ),
    ).not.toHaveLength(0);
    await userEvent.click(button('Yes'));
    await waitFor(() => expect(fake.callsTo(`POST ${COSTING_URL}/clone`)).toHaveLength(1));
    const body = fake.callsTo(`POST ${COSTING_URL}/clone`)[0].body as { object_data: string };
    expect(JSON.parse(body.object_data)).toEqual({ product: 3, applications: [2, 3] });
  });

  it('deletes a line after confirming', async () => {
    installCostingApi();
    renderScreen();
    await screen.findByText('Crimsafe Regular – Hinged Door');
    await userEvent.click(screen.getByLabelText('Delete LAB-H'));
    expect(
      await screen.findAllByText('Remove this description from the costing item?'),
    ).not.toHaveLength(0);
    await userEvent.click(button('Yes'));
    await waitFor(() => expect(total('Retail')).toBe('$58.40'));
  });

  it('compares what-if sizes side by side', async () => {
    installCostingApi();
    renderScreen();
    await screen.findByText('Crimsafe Regular – Hinged Door');
    await userEvent.click(button('Add size'));
    fireEvent.change(screen.getByLabelText('What-if height 1'), { target: { value: '2400' } });
    fireEvent.change(screen.getByLabelText('What-if width 1'), { target: { value: '600' } });
    const table = await screen.findByRole('table', { name: 'What-if prices' });
    await within(table).findByText('2400 × 600');
    expect(RECORD.product_items).toHaveLength(2);
  });
});
