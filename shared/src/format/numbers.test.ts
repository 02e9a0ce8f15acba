import { formatCurrency } from './money';
import { ceilCents, formatNumber, parseNumber, roundCents } from './numbers';

describe('parseNumber', () => {
  it.each([
    ['$1,234.50', 1234.5],
    ['12.5%', 12.5],
    ['+5', 5],
    ['-$3', -3],
    ['$-3', -3],
    [' 1 000 ', 1000],
    [7, 7],
  ])('reads %p as %p', (input, expected) => {
    expect(parseNumber(input)).toBe(expected);
  });

  it.each(['', 'abc', '$', '-', null, undefined, Number.NaN, {}])('gives null for %p', (input) => {
    expect(parseNumber(input)).toBeNull();
  });
});

describe('cents', () => {
  it('rounds 1.005 to 1.01 (naive Math.round(x * 100) / 100 gives 1)', () => {
    expect(roundCents(1.005)).toBe(1.01);
  });

  it.each([
    [2.675, 2.68],
    [1.004, 1],
    [-1.005, -1.01],
    [1234.565, 1234.57],
    [0.1 + 0.2, 0.3],
    [1e-7, 0],
  ])('rounds %p to %p', (input, expected) => {
    expect(roundCents(input)).toBe(expected);
  });

  it('rounds up to the next cent without float error', () => {
    expect(ceilCents(1.001)).toBe(1.01);
    expect(ceilCents(1.1)).toBe(1.1);
    expect(ceilCents(0.1 + 0.2)).toBe(0.31);
    expect(ceilCents(-1.009)).toBe(-1);
  });
});

describe('money', () => {
  it('formats Australian dollars with cents', () => {
    expect(formatCurrency(1234.5)).toBe('$1,234.50');
    expect(formatCurrency(-3)).toBe('-$3.00');
    expect(formatCurrency(1.005)).toBe('$1.01');
    expect(formatCurrency(0)).toBe('$0.00');
  });
});

describe('formatNumber', () => {
  it('groups thousands and keeps up to two decimals', () => {
    expect(formatNumber(1234567.891)).toBe('1,234,567.89');
    expect(formatNumber(5)).toBe('5');
  });
});
