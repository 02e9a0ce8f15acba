import { isRowOpeningClick, newRecordPath, rowClickPath } from './rowClick';

describe('row click', () => {
  it('goes to the current path plus the row id', () => {
    expect(rowClickPath({}, { id: 12 }, '/_demo_/jobs')).toBe('/_demo_/jobs/12');
  });
  it('uses row_click_url, filling placeholders or appending the id', () => {
    expect(
      rowClickPath({ row_click_url: '/customers/:customer_id' }, { id: 3, customer_id: 8 }, '/x'),
    ).toBe('/customers/8');
    expect(rowClickPath({ row_click_url: '/quotes' }, { id: 3 }, '/x')).toBe('/quotes/3');
  });
  it('opens only on the primary mouse button, and not from controls inside the row', () => {
    const cell = document.createElement('td');
    const input = document.createElement('input');
    cell.appendChild(input);
    expect(isRowOpeningClick({ button: 0, target: cell })).toBe(true);
    expect(isRowOpeningClick({ button: 1, target: cell })).toBe(false);
    expect(isRowOpeningClick({ button: 2, target: cell })).toBe(false);
    expect(isRowOpeningClick({ button: 0, target: input })).toBe(false);
  });
});

describe('new button', () => {
  it('goes to the current path plus /new, or new_button_url', () => {
    expect(newRecordPath({}, '/_demo_/jobs')).toBe('/_demo_/jobs/new');
    expect(newRecordPath({ new_button_url: '/quotes/new' }, '/_demo_/jobs')).toBe('/quotes/new');
  });
});
