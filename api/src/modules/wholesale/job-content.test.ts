import type { OrderData } from '@platform/shared/contracts';
import type { CatalogueData } from './catalogue';
import { itemSizes, jobContent } from './job-content';

const panel = (position: number, height: number, width: number) =>
  ({
    panel_position: position,
    mode: 'three',
    height,
    width,
  }) as OrderData['items'][0]['panels'][0];

describe('jobContent', () => {
  it('names the catalogue entries, sizes each panel and lists the accessories with quantities', () => {
    const catalogue = {
      products: [{ id: 1, name: 'Crimsafe Regular', application_ids: [] }],
      applications: [{ id: 2, name: 'Hinged Door' }],
      colours: [{ id: 3, name: 'Black', hex: '#000', is_excluded: true }],
      accessories: [{ id: 4, code: 'LK-TRI', name: 'Triple lock' }],
    } as unknown as CatalogueData;
    const data = {
      details: {
        order_name: 'Shopfront',
        order_email: '',
        order_phone: '',
        order_reference: 'Trade',
        order_notes: '',
      },
      items: [
        {
          id: 1,
          item_number: 1,
          notes: 'Check the sill',
          item_data: { label: 'Front', product: 1, application: 2, color: 3, quantity: 2 },
          panels: [panel(2, 2100, 800), panel(1, 2100, 820)],
          accessories: [
            { accessory: 4, code: 'LK-TRI', quantity: 2 },
            { accessory: 4, code: 'LK-TRI', quantity: 0 },
          ],
          diagram_image: null,
        },
      ],
    } as unknown as OrderData;
    const content = jobContent({
      orderId: 7,
      orderName: '',
      notes: '',
      data,
      customer: { id: 1, full_name: 'Trade Co', email: 'a@b.test', mobile: '+61412000000' },
      catalogue,
      pricing: {
        items: [{ item_number: 1, price: 1747.5, lines: [], error: null }],
        total_price: 1747.5,
        error: null,
      },
    });
    expect(content.job).toMatchObject({
      title: 'Wholesale order #7',
      customer_name: 'Trade Co',
      contact_phone: '+61412000000',
      site: null,
      quantity: 2,
      amount: 1747.5,
    });
    expect(content.items).toEqual([
      {
        item_number: 1,
        location: 'Front',
        product: 'Crimsafe Regular',
        application: 'Hinged Door',
        colour: 'Black',
        sizes: 'Panel 1: 2100 × 820 mm; Panel 2: 2100 × 800 mm',
        quantity: 2,
        accessories: '2 × Triple lock',
        price: 1747.5,
        notes: 'Check the sill',
      },
    ]);
    expect(itemSizes([panel(1, 1200, 900)])).toBe('1200 × 900 mm');
  });
});
