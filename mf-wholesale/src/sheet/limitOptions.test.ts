import { limitOptions } from './limitOptions';

const options = Array.from({ length: 120 }, (_, index) => ({
  value: index + 1,
  label: `Colour ${index + 1}`,
}));

describe('long dropdowns', () => {
  it('start with the first 50 entries', () => {
    expect(limitOptions(options, '', false, null)).toHaveLength(50);
  });

  it('show 25 once a filter was emptied', () => {
    expect(limitOptions(options, '', true, null)).toHaveLength(25);
  });

  it('show every match of a filter', () => {
    expect(limitOptions(options, 'colour 11', false, null).map((o) => o.value)).toEqual([
      11, 110, 111, 112, 113, 114, 115, 116, 117, 118, 119,
    ]);
  });

  it('always include the chosen entry', () => {
    expect(limitOptions(options, '', false, 99)[0]).toEqual({ value: 99, label: 'Colour 99' });
  });
});
