import { fillParams, fillTemplate, isNewRecordId, joinPath } from './records';

describe('isNewRecordId (a record id <= 0 or missing means a new item)', () => {
  it.each([undefined, null, '', 'new', 0, -1, '-3', '0', 'abc'])('%p is new', (id) => {
    expect(isNewRecordId(id)).toBe(true);
  });
  it.each([1, '12', 999])('%p is an existing record', (id) => {
    expect(isNewRecordId(id)).toBe(false);
  });
});

describe('fillTemplate', () => {
  it('fills :field and {field} placeholders from the record', () => {
    expect(fillTemplate('/records/jobs/:id/email', { id: 12 })).toBe('/records/jobs/12/email');
    expect(fillTemplate('/records/{type}/{id}', { type: 'quotes', id: 3 })).toBe(
      '/records/quotes/3',
    );
  });
  it('leaves unknown placeholders visible', () => {
    expect(fillTemplate('/records/:missing', {})).toBe('/records/:missing');
  });
  it('fills params without encoding', () => {
    expect(fillParams({ customer: '{customer_name}', n: 2 }, { customer_name: 'A & B' })).toEqual({
      customer: 'A & B',
      n: 2,
    });
  });
});

describe('joinPath', () => {
  it('joins with single slashes', () => {
    expect(joinPath('/jobs/', '/12', 'details')).toBe('/jobs/12/details');
  });
});
