import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { envelope, installFakeApi, resetSession } from '@platform/shared/testing';
import { DROPDOWN } from '../testing/orders';
import { ProductPricing } from './ProductPricing';

jest.setTimeout(30_000);
afterEach(resetSession);

const row = (type_id: number, width: number, height: number, price: number | null) => ({
  type_id,
  width,
  height,
  common_size_prices: { price },
});

function show(staff: boolean) {
  const server = installFakeApi({
    'GET /products/wholesale-pricing-completed-applications': {
      body: envelope([{ type_ids: '1,4' }]),
    },
    'GET /products/common-sizes': {
      body: envelope([
        row(4, 1200, 600, 150),
        row(4, 600, 600, 100),
        row(4, 900, 900, null),
        row(4, 600, 900, 120),
      ]),
    },
  });
  render(
    <App>
      <ProductPricing
        options={DROPDOWN}
        customer={staff ? null : DROPDOWN.customers[0]}
        staff={staff}
      />
    </App>,
  );
  return server;
}

async function choose(label: string, option: string) {
  await userEvent.click(screen.getByLabelText(label));
  const matches = await screen.findAllByTitle(option);
  await userEvent.click(matches[matches.length - 1]);
}

describe('product pricing', () => {
  it('keeps Application disabled with its hint until a product is chosen', () => {
    show(false);
    expect(screen.getByLabelText('Application')).toBeDisabled();
    expect(
      screen.getAllByText('Select a product to see the relevant applications').length,
    ).toBeGreaterThan(0);
  });

  it('shows "Crimsafe First" as "Screw Clamp 0.8mm"', async () => {
    show(false);
    await userEvent.click(screen.getByLabelText('Product'));
    expect(await screen.findByTitle('Screw Clamp 0.8mm')).toBeInTheDocument();
    expect(screen.queryByTitle('Crimsafe First')).not.toBeInTheDocument();
  });

  it('shows one table per application, heights down and widths sorted numerically, missing prices black', async () => {
    const server = show(false);
    await choose('Product', 'Screw Clamp 0.8mm');
    await choose('Application', 'Window Screen');
    const table = await screen.findByRole('region', { name: 'Window Screen' });
    await waitFor(() => expect(within(table).getByText('$150.00')).toBeInTheDocument());
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers[0]).toBe('Height (mm)');
    expect(headers).toContain('Width (mm)');
    expect(headers.filter((text) => /^\d+$/.test(text ?? ''))).toEqual(['600', '900', '1200']);
    expect(within(table).getAllByLabelText('No price').length).toBeGreaterThan(0);
    expect(screen.getByText(/All prices exclude GST\./)).toBeInTheDocument();
    expect(screen.getByText(/except Monument/)).toBeInTheDocument();
    expect(screen.getByText(/\$40 per door panel and \$20 per window/)).toBeInTheDocument();
    const query = server.callsTo('GET /products/common-sizes')[0].query;
    expect(query.get('productId')).toBe('10');
    expect(query.getAll('applicationIds')).toEqual(['4']);
  });

  it('clearing the product clears the applications', async () => {
    show(false);
    await choose('Product', 'Screw Clamp 0.8mm');
    await choose('Application', 'Window Screen');
    await screen.findByRole('region', { name: 'Window Screen' });
    const clear = document
      .querySelector('#pricing-product')
      ?.closest('.ant-select')
      ?.querySelector('.ant-select-clear');
    await userEvent.click(clear as Element);
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Window Screen' })).not.toBeInTheDocument(),
    );
    expect(screen.getByLabelText('Application')).toBeDisabled();
  });

  it('gives staff the Customer and Pricing Group selectors; customers do not get them', async () => {
    show(true);
    expect(screen.getByLabelText('Customer')).toBeInTheDocument();
    expect(screen.getByLabelText('Pricing Group')).toBeInTheDocument();
  });

  it('customers do not get the Customer and Pricing Group selectors', () => {
    show(false);
    expect(screen.queryByLabelText('Customer')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Pricing Group')).not.toBeInTheDocument();
  });
});
