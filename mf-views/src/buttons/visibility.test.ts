import type { ButtonDefinition } from '@platform/shared';
import { arrangeButtons, isButtonShown } from './visibility';

const button = (overrides: Partial<ButtonDefinition>): ButtonDefinition => ({
  label: 'Button',
  clickFn: 'save',
  ...overrides,
});

describe('displayOn', () => {
  it("'always' shows in both modes", () => {
    expect(isButtonShown(button({ displayOn: 'always' }), true, {})).toBe(true);
    expect(isButtonShown(button({}), false, {})).toBe(true);
  });
  it("'edit' shows only while editable, 'readonly' only while not", () => {
    expect(isButtonShown(button({ displayOn: 'edit' }), true, {})).toBe(true);
    expect(isButtonShown(button({ displayOn: 'edit' }), false, {})).toBe(false);
    expect(isButtonShown(button({ displayOn: 'readonly' }), false, {})).toBe(true);
    expect(isButtonShown(button({ displayOn: 'readonly' }), true, {})).toBe(false);
  });
});

describe('displayIfTrue', () => {
  it('needs the named record field to be truthy', () => {
    const invoice = button({ displayIfTrue: 'can_invoice' });
    expect(isButtonShown(invoice, false, { can_invoice: true })).toBe(true);
    expect(isButtonShown(invoice, false, { can_invoice: 1 })).toBe(true);
    expect(isButtonShown(invoice, false, { can_invoice: '0' })).toBe(false);
    expect(isButtonShown(invoice, false, { can_invoice: false })).toBe(false);
    expect(isButtonShown(invoice, false, {})).toBe(false);
  });
});

describe('alignment and order', () => {
  it('groups by config.align (right by default) in sort order', () => {
    const groups = arrangeButtons([
      button({ label: 'b', sort: 2 }),
      button({ label: 'a', sort: 1 }),
      button({ label: 'l', config: { align: 'left' } }),
      button({ label: 'c', config: { align: 'center' } }),
    ]);
    expect(groups.right.map((b) => b.label)).toEqual(['a', 'b']);
    expect(groups.left.map((b) => b.label)).toEqual(['l']);
    expect(groups.center.map((b) => b.label)).toEqual(['c']);
  });
});
