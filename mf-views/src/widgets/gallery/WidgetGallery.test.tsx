import { render, screen, within } from '@testing-library/react';
import { AreaProviders } from '@platform/shared/ui';
import { envelope, installFakeApi, resetSession, signInForTest } from '@platform/shared/testing';
import { LAZY_WIDGETS } from '../table';
import { GALLERY_MULTI_VIEW_ID, WidgetGallery } from './WidgetGallery';
import { viewItem } from '../../testing/items';

const item = (id: number, type: string, data: Record<string, unknown>) =>
  viewItem(type, type, data, { id, view_id: id, sort: id });

beforeEach(() => {
  resetSession();
  signInForTest();
});

describe('the widget gallery', () => {
  it('renders each demo item under its type and names the registered types without a demo', async () => {
    LAZY_WIDGETS.gallery_test = async () => ({ default: () => <p>lazy demo body</p> });
    try {
      const fake = installFakeApi({
        'GET /records/jobs': { body: envelope([{ id: 4711, number: 'J-00001' }]) },
        'GET /multi-view-data': {
          body: envelope({
            multi_view_id: GALLERY_MULTI_VIEW_ID,
            name: 'Widget gallery',
            data: [
              item(2, 'status_badge', { status: { name: 'Approved', color: 'green' } }),
              item(1, 'gallery_test', {}),
            ],
          }),
        },
      });
      const { container } = render(
        <AreaProviders>
          <WidgetGallery />
        </AreaProviders>,
      );
      expect(
        await screen.findByText('lazy demo body', undefined, { timeout: 5000 }),
      ).toBeInTheDocument();
      const cards = [...container.querySelectorAll('[data-gallery-type]')];
      expect(cards.map((card) => card.getAttribute('data-gallery-type'))).toEqual([
        'gallery_test',
        'status_badge',
      ]);
      expect(within(cards[1] as HTMLElement).getByText('Approved')).toBeInTheDocument();
      const missing = screen.getByText('Registered without a demo item').closest('[role="alert"]');
      expect(missing).toHaveTextContent('form');
      expect(missing).not.toHaveTextContent('status_badge');
      expect(screen.getByTestId('gallery-summary')).toHaveTextContent(
        /^2 widget types shown of \d+ registered · job 4711$/,
      );
      expect(fake.callsTo('GET /multi-view-data')[0].query.get('multi_view_id')).toBe(
        String(GALLERY_MULTI_VIEW_ID),
      );
    } finally {
      delete LAZY_WIDGETS.gallery_test;
    }
  });

  it('gives a widget from a record page the first record of its kind, and the others none', async () => {
    LAZY_WIDGETS.gallery_record = async () => ({
      default: ({ item, params }) => (
        <p>
          {item.name}: {params.id ?? 'no record'}
        </p>
      ),
    });
    try {
      const fake = installFakeApi({
        'GET /records/jobs': { body: envelope([{ id: 4711 }]) },
        'GET /options/staff': { body: envelope([{ id: 4, name: 'Fiona Fitter' }]) },
        'GET /fabrication/jobs': { body: envelope([]) },
        'GET /multi-view-data': {
          body: envelope({
            multi_view_id: GALLERY_MULTI_VIEW_ID,
            name: 'Widget gallery',
            data: [
              {
                ...item(1, 'gallery_record', { gallery_record_list: '/options/staff' }),
                name: 'staff',
              },
              { ...item(2, 'gallery_record', { gallery_record_list: '' }), name: 'own page' },
              { ...item(3, 'gallery_record', {}), name: 'default' },
              {
                ...item(4, 'gallery_record', { gallery_record_list: '/fabrication/jobs' }),
                name: 'empty list',
              },
            ],
          }),
        },
      });
      render(
        <AreaProviders>
          <WidgetGallery />
        </AreaProviders>,
      );
      expect(await screen.findByText('staff: 4')).toBeInTheDocument();
      expect(await screen.findByText('own page: no record')).toBeInTheDocument();
      expect(await screen.findByText('default: 4711')).toBeInTheDocument();
      expect(await screen.findByText('empty list: no record')).toBeInTheDocument();
      // One request per list, each for a single record.
      expect(fake.callsTo('GET /options/staff')).toHaveLength(1);
      expect(
        JSON.parse(fake.callsTo('GET /options/staff')[0].query.get('pagination_object') ?? '{}'),
      ).toEqual({ page_number: 1, page_size: 1 });
    } finally {
      delete LAZY_WIDGETS.gallery_record;
    }
  });

  it('shows why when the gallery cannot be loaded', async () => {
    installFakeApi({
      'GET /multi-view-data': { status: 404, body: { message: 'This view does not exist.' } },
    });
    render(
      <AreaProviders>
        <WidgetGallery />
      </AreaProviders>,
    );
    expect(await screen.findByText('Widget gallery')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });
});
