import { screen, within } from '@testing-library/react';
import type { MultiViewItem } from '@platform/shared';
import { envelope, installFakeApi, resetSession, signInForTest } from '@platform/shared/testing';
import { ViewScope } from '../../multiview/ViewScope';
import { renderView } from '../../testing/render';
import TimelineWidget from './TimelineWidget';
import type { TimelineEntry } from './timeline';
import { viewItem } from '../../testing/items';

const ITEMS: TimelineEntry[] = [
  {
    id: '1',
    kind: 'created',
    heading: 'Job created',
    date: '2026-02-18T23:00:00.000Z',
    message: 'Enquiry taken over the phone.',
    user: 'Sam Sales',
    color: '#1677ff',
    icon: 'plus',
    badge: { label: 'Created', color: '#1677ff', textColor: '#ffffff' },
  },
  {
    id: '2',
    kind: 'measured',
    heading: 'Site measured',
    date: '2026-02-22T01:00:00.000Z',
    message: 'Opening 2100 x 900 mm.',
    user: 'Max Measurer',
    badge: { label: 'Measured', color: '#13c2c2', textColor: '#ffffff' },
  },
  {
    id: '3',
    kind: 'status_change',
    heading: 'Status changed to scheduled',
    date: '2026-03-03T22:00:00.000Z',
    user: null,
  },
];

function item(data: Record<string, unknown> = {}): MultiViewItem {
  return viewItem('timeline', 'Timeline', data);
}

function show(params: Record<string, string>, data: Record<string, unknown> = {}) {
  return renderView(
    <TimelineWidget item={item(data)} params={params} scope={new ViewScope({ params })} />,
  );
}

beforeEach(() => {
  resetSession();
  signInForTest(); // time zone Australia/Sydney: dates read the same on any machine
});

describe('TimelineWidget', () => {
  it("reads the record's sales timeline and shows each event with date, user, message and badge", async () => {
    const fake = installFakeApi({
      'GET /sales/:id/sales_timeline': { body: envelope({ items: ITEMS }) },
    });
    show({ id: '42' });
    const entries = await screen.findAllByTestId('timeline-item');
    expect(fake.callsTo('GET /sales/:id/sales_timeline')[0].params.id).toBe('42');
    expect(entries.map((entry) => entry.querySelector('strong')?.textContent)).toEqual([
      'Job created',
      'Site measured',
      'Status changed to scheduled',
    ]);
    expect(within(entries[0]).getByText('19/02/2026 10:00am · Sam Sales')).toBeInTheDocument();
    expect(within(entries[0]).getByText('Enquiry taken over the phone.')).toBeInTheDocument();
    expect(within(entries[1]).getByText('Measured')).toBeInTheDocument();
    // No user: the date alone.
    expect(within(entries[2]).getByText('04/03/2026 09:00am')).toBeInTheDocument();
    expect(screen.getByTestId('timeline')).toHaveAttribute('data-orientation', 'vertical');
  });

  it('colours and marks each event by kind, using the server colour when it sends one', async () => {
    installFakeApi({ 'GET /sales/:id/sales_timeline': { body: envelope({ items: ITEMS }) } });
    const { container } = show({ item_id: '42' });
    await screen.findAllByTestId('timeline-item');
    expect(container.querySelector('.anticon-plus')).not.toBeNull();
    expect(container.querySelector('.anticon-column-width')).not.toBeNull(); // by kind
    expect(container.querySelector('.anticon-swap')).not.toBeNull();
    const html = container.innerHTML;
    expect(html).toContain('#1677ff');
    expect(html).toContain('#13c2c2'); // measured, from its kind
    expect(html).toContain('#fa8c16'); // status change, from its kind
  });

  it('reads a fixed record_id of the item when the page has no record', async () => {
    const fake = installFakeApi({
      'GET /sales/:id/sales_timeline': { body: envelope({ items: ITEMS }) },
    });
    show({}, { record_id: 83 });
    await screen.findAllByTestId('timeline-item');
    expect(fake.callsTo('GET /sales/:id/sales_timeline')[0].params.id).toBe('83');
  });

  it('lays out horizontally when the item says so (orientation or mode)', async () => {
    installFakeApi({ 'GET /sales/:id/sales_timeline': { body: envelope({ items: ITEMS }) } });
    show({ id: '7' }, { mode: 'horizontal' });
    expect(await screen.findByTestId('timeline')).toHaveAttribute('data-orientation', 'horizontal');
    expect(
      document.querySelector('.ant-timeline-horizontal, .ant-steps-horizontal'),
    ).not.toBeNull();
  });

  it("says so when the record's timeline cannot be loaded, with the server's message", async () => {
    installFakeApi({
      'GET /sales/:id/sales_timeline': {
        status: 404,
        body: { data: null, info: { status: 404, message: 'Record not found.' } },
      },
    });
    show({ id: '999' });
    expect(await screen.findByText('The timeline could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('Record not found.')).toBeInTheDocument();
  });

  it('shows an empty state for a record without events and for a new record, without calling', async () => {
    const fake = installFakeApi({
      'GET /sales/:id/sales_timeline': { body: envelope({ items: [] }) },
    });
    show({ id: '5' });
    expect(await screen.findByText('No events yet')).toBeInTheDocument();
    fake.calls.length = 0;
    show({ id: 'new' });
    expect(screen.getByText('No timeline for a new record')).toBeInTheDocument();
    expect(fake.calls).toHaveLength(0);
  });
});
