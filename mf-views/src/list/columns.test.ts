import type { InlineEditType, ListingHeader } from '@platform/shared';
import { TEXT_MIN_WIDTH, columnWidth, tableMinWidth, titleWidth } from './columns';

const header = (overrides: Partial<ListingHeader>): ListingHeader => ({
  header_id: 1,
  display_name: 'Job',
  field_name: 'number',
  ...overrides,
});

describe('list column widths', () => {
  it('lets a text column with a short title share the rest of the table', () => {
    expect(columnWidth(header({ display_name: 'Job', user_sortable: true }))).toBeUndefined();
    expect(columnWidth(header({ display_name: 'Title' }))).toBeUndefined();
  });

  it('gives a text column the room its title needs on one line, sort arrows included', () => {
    // "Customer" is 76 px in bold 14 px type: with the arrows and the padding it needs 108.
    const customer = header({
      display_name: 'Customer',
      field_name: 'customer_id',
      user_sortable: true,
    });
    expect(columnWidth(customer)).toBe(108);
    expect(columnWidth({ ...customer, user_sortable: false })).toBe(92);
    expect(titleWidth(customer)).toBeGreaterThan(TEXT_MIN_WIDTH);
  });

  it('keeps an inline status and date-time whole, and widens a typed column for a long title', () => {
    const inline = (type: InlineEditType, display_name = 'Status') =>
      header({ display_name, config: { inline_edit: { type, submit_url: '/records/jobs/:id' } } });
    expect(columnWidth(inline('select'))).toBe(132);
    expect(columnWidth(inline('datetime', 'Scheduled'))).toBe(184);
    expect(columnWidth(header({ display_name: 'Due', format: 'dateonly' }))).toBe(104);
    const longTitle = header({
      display_name: 'Expected delivery',
      format: 'dateonly',
      user_sortable: true,
    });
    expect(columnWidth(longTitle)).toBe(Math.ceil(17 * 9.5 + 32));
  });

  it('counts a shared text column at its minimum in the width before the table scrolls', () => {
    expect(tableMinWidth([{ width: 132 }, {}, { width: 108 }])).toBe(132 + TEXT_MIN_WIDTH + 108);
  });
});
