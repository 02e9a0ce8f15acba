import { render, screen, waitFor, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import type { CostLine } from '@platform/shared/contracts';
import { resetSession, signInForTest } from '@platform/shared/testing';
import { installCostingApi, LINE } from '../testing/costing';
import { BLANK_LINE, LineDrawer, NO_OPTIONS_TEXT } from './LineDrawer';
import { button } from '../testing/dom';

// The pointer-events check reads computed styles of every ancestor: slow with antd's styles.
const userEvent = userEventLib.setup({ pointerEventsCheck: 0 });

// antd's selects and drawers render slowly in jsdom on a busy machine.
jest.setTimeout(60_000);
beforeEach(() => signInForTest());
afterEach(() => {
  resetSession();
  jest.restoreAllMocks();
});

const PRICING_TYPES = [
  { id: 1143 as const, name: 'Retail and Wholesale', short_name: 'R & W' },
  { id: 1087 as const, name: 'Retail Only', short_name: 'Retail' },
];
const SUPPLIERS = [{ id: 1, name: 'Capral Aluminium' }];

function open(line: CostLine, mode: number) {
  const onSave = jest.fn();
  render(
    <LineDrawer
      line={line}
      mode={mode}
      suppliers={SUPPLIERS}
      pricingTypes={PRICING_TYPES}
      preview={null}
      onSave={onSave}
      onClose={jest.fn()}
    />,
  );
  return onSave;
}

async function choose(label: string, option: string) {
  await userEvent.click(screen.getByLabelText(label));
  const matches = await screen.findAllByTitle(option);
  await userEvent.click(matches[matches.length - 1]);
}

const saveButton = () => button('Save');

describe('the cost line side panel', () => {
  it('keeps Save disabled until supplier, product, pricing type and formula are filled', async () => {
    installCostingApi();
    const onSave = open({ ...BLANK_LINE, pricing_type_id: 0 as never }, -1);
    expect(screen.getByText('New cost line')).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
    await choose('Supplier', 'Capral Aluminium');
    expect(saveButton()).toBeDisabled();
    await choose('Product', 'FR-SD65 – Security door frame extrusion 6.5 m');
    // Choosing a product copies its first default formula.
    expect(screen.getByLabelText('Quantity formula')).toHaveValue('height*2+width');
    expect(saveButton()).toBeDisabled();
    await choose('Pricing type', 'Retail Only');
    await waitFor(() => expect(saveButton()).toBeEnabled());
    await userEvent.clear(screen.getByLabelText('Quantity formula'));
    expect(saveButton()).toBeDisabled();
    await userEvent.click(button('Perimeter'));
    expect(screen.getByLabelText('Quantity formula')).toHaveValue('height*2+width*2');
    await userEvent.click(saveButton());
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        supplier_id: 1,
        product_or_group_id: 'P5',
        pricing_type_id: 1087,
        pricing_type_short_name: 'Retail',
        formula: 'height*2+width*2',
      }),
    );
  });

  it('fills presets, and warns with W014 when the product has no such default formula', async () => {
    const fake = installCostingApi();
    open(LINE, LINE.id);
    expect(screen.getByText('Edit cost line')).toBeInTheDocument();
    // Presets 1-3 wait for the product's defaults, which arrive with the first search.
    expect(button('1')).toBeDisabled();
    await userEvent.click(button('Area'));
    expect(screen.getByLabelText('Quantity formula')).toHaveValue('height*width');
    await waitFor(() => expect(button('1')).toBeEnabled());
    expect(fake.callsTo('GET /suppliers/:id/products-for-costing')).toHaveLength(1);
    await userEvent.click(button('1'));
    expect(screen.getByLabelText('Quantity formula')).toHaveValue('height*2+width');
    await userEvent.click(button('2'));
    expect(await screen.findByText('Formula preset 2 does not exist - W014')).toBeInTheDocument();
    expect(screen.getByText(/unique formula/)).toBeInTheDocument();
    expect(screen.getByLabelText('Quantity formula')).toHaveValue('height*2+width');
  });

  it('searches a supplier\u2019s products and says when nothing matches', async () => {
    const fake = installCostingApi();
    fake.on('GET /suppliers/:id/products-for-costing', (request) => ({
      body: { data: request.query.get('search') === 'zzz' ? [] : [], info: { status: 200 } },
    }));
    open({ ...BLANK_LINE, supplier_id: 1, supplier_name: 'Capral Aluminium' }, -1);
    await userEvent.type(screen.getByLabelText('Product'), 'zzz');
    await waitFor(() =>
      expect(fake.calls.some((call) => call.query.get('search') === 'zzz')).toBe(true),
    );
    expect(await screen.findByText(NO_OPTIONS_TEXT)).toBeInTheDocument();
    expect(NO_OPTIONS_TEXT).toBe('No options match your search');
  });

  it('opens the supplier product in a new tab from View', async () => {
    installCostingApi();
    const openWindow = jest.spyOn(window, 'open').mockImplementation(() => null);
    open({ ...LINE, id: -2 }, -2);
    expect(screen.getByText('Clone cost line')).toBeInTheDocument();
    await userEvent.click(button('View'));
    expect(openWindow).toHaveBeenCalledWith('/suppliers/1/products/5', '_blank', 'noopener');
    expect(within(document.body).getByLabelText('Quantity formula')).toHaveValue(LINE.formula);
  });
});
