import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { envelope, installFakeApi, resetSession } from '@platform/shared/testing';
import { formatMoney } from '../domain/format';
import { DROPDOWN } from '../testing/orders';
import { AccessoryPricing } from './AccessoryPricing';

jest.setTimeout(30_000);
afterEach(resetSession);

const row = (width: number, height: number, price: number | null) => ({
  accessory_id: 30,
  width,
  height,
  common_size_prices: { price },
  accessory: { measurement_required: null },
});

function show() {
  const server = installFakeApi({
    'GET /wholesale-customers/accessories/common-sizes': {
      // 600 × 900 has no price; 900 × 1200 does not exist (heights 600 and 900, widths 900 and 1200).
      body: envelope([row(900, 600, 42.5), row(1200, 600, 55), row(900, 900, null)]),
    },
  });
  render(
    <App>
      <AccessoryPricing options={DROPDOWN} customer={DROPDOWN.customers[0]} staff={false} />
    </App>,
  );
  return server;
}

describe('accessory pricing', () => {
  it("asks for the chosen accessories at the customer's pricing group", async () => {
    const server = show();
    expect(screen.getByText('Select accessories to see their prices')).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('Accessories'));
    await userEvent.click((await screen.findAllByTitle('PW-S PetWay Small')).at(-1)!);
    await waitFor(() =>
      expect(server.callsTo('GET /wholesale-customers/accessories/common-sizes')).toHaveLength(1),
    );
    const [call] = server.callsTo('GET /wholesale-customers/accessories/common-sizes');
    expect(call.query.get('pricingGroupId')).toBe(String(DROPDOWN.customers[0].pricing_group_id));
    expect([...call.query.entries()].filter(([key]) => key.startsWith('accessoryIds'))).toEqual([
      [expect.stringMatching(/^accessoryIds/), '30'],
    ]);
  });

  it('writes -1 where a size has no price or does not exist, and the price elsewhere', async () => {
    show();
    await userEvent.click(screen.getByLabelText('Accessories'));
    await userEvent.click((await screen.findAllByTitle('PW-S PetWay Small')).at(-1)!);
    const table = await screen.findByRole('region', { name: 'PW-S PetWay Small' });
    await within(table).findByText(formatMoney(42.5));
    const cells = (height: number) =>
      within(table)
        .getAllByRole('row')
        .find(
          (candidate) =>
            within(candidate).queryAllByRole('cell')[0]?.textContent === String(height),
        )!;
    const texts = (height: number) =>
      within(cells(height))
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(texts(600)).toEqual(['600', formatMoney(42.5), formatMoney(55)]);
    expect(texts(900)).toEqual(['900', '-1', '-1']);
  });
});
