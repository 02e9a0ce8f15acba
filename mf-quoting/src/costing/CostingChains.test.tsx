import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { installCostingApi, LABOUR, LINE, RECORD } from '../testing/costing';
import { renderScreen, setUpCostingTests, total, userEvent } from '../testing/renderCosting';

setUpCostingTests();

describe("the costing screen's explanations", () => {
  it('says beside every total what it leaves out, and explains it as one chain', async () => {
    const mesh = {
      ...LINE,
      id: 13,
      product_id: null,
      group_id: 4,
      product_or_group_id: 'G4',
      code: 'SS316-09',
      product_description: '316 mesh',
      formula: '{mesh_height}*{mesh_width}',
      buffer_pct: '0.00',
      rounding_pct: '0.00',
      group_items: [
        {
          code: 'SS316-1000',
          product_description: 'sheet',
          width: 1000,
          height: 2400,
          item_volume: 2400000,
          price: '180.00',
          weight: null,
        },
      ],
    };
    installCostingApi({ ...RECORD, product_items: [LINE, mesh, LABOUR] });
    renderScreen();
    await screen.findByText('Crimsafe Regular – Hinged Door');
    // 2100 × 600: the mesh (2075 × 575 = 0.4971 of a sheet at 0 %) is charged as a full sheet.
    expect(total('Retail')).toBe('$400.90');
    expect(screen.queryByLabelText('retail total incomplete')).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Test height'), { target: { value: '2600' } });
    // No sheet holds 2575 × 575: the mesh is not priced, and every figure built on it says so.
    await waitFor(() =>
      expect(screen.getByLabelText('retail total incomplete').textContent).toBe(
        'incomplete: 1 line not priced',
      ),
    );
    expect(screen.getByLabelText('wholesale inc_gst incomplete').textContent).toBe(
      'incomplete: 1 line not priced',
    );
    await userEvent.click(screen.getByLabelText('Why retail inc gst'));
    const chain = await screen.findByRole('list', { name: 'Why retail inc gst' });
    expect(chain.textContent).toContain('(1 line not priced, left out)');
    expect(within(chain).getByText('SS316-09 316 mesh')).toBeInTheDocument();
    expect(within(chain).getAllByText('Inc GST')).toHaveLength(1);
  });

  it('explains a price step by step', async () => {
    installCostingApi();
    renderScreen();
    await screen.findByText('Crimsafe Regular – Hinged Door');
    await userEvent.click(screen.getAllByLabelText('Why retail of FR-SD65')[0]);
    const steps = await screen.findByRole('list', { name: 'Why retail of FR-SD65' });
    expect(within(steps).getByText('Rounding')).toBeInTheDocument();
    expect(steps.textContent).toContain('1 × 58.40');
  });

  it("opens a price's chain from the keyboard, one chain at a time", async () => {
    installCostingApi();
    renderScreen();
    await screen.findByText('Crimsafe Regular – Hinged Door');
    screen.getByLabelText('Why retail of FR-SD65').focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('list', { name: 'Why retail of FR-SD65' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Why retail of FR-SD65' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Why retail of LAB-H' }));
    const labour = await screen.findByRole('list', { name: 'Why retail of LAB-H' });
    expect(labour.textContent).toContain('65.00');
    await waitFor(() =>
      expect(screen.queryByRole('list', { name: 'Why retail of FR-SD65' })).not.toBeInTheDocument(),
    );
  });

  it("closes a line's open chain by a second press on its figure, or by Escape", async () => {
    installCostingApi();
    renderScreen();
    await screen.findByText('Crimsafe Regular – Hinged Door');
    const name = 'Why retail of FR-SD65';
    const figure = () => screen.getAllByRole('button', { name })[0];
    await userEvent.click(figure());
    expect(await screen.findByRole('list', { name })).toBeInTheDocument();
    await userEvent.click(figure());
    await waitFor(() => expect(screen.queryByRole('list', { name })).not.toBeInTheDocument());
    expect(figure()).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(figure());
    expect(await screen.findByRole('list', { name })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('list', { name })).not.toBeInTheDocument());
    expect(figure()).toHaveFocus();
  });
});
